import type { BulkField, DrillInputDraft, RowErrors, SportId, Visibility } from '@sideline/domain';
import { apiFetch } from '../../../api/api-fetch';

/** What the server says about one row of the file (POST /api/drills/bulk-upload). */
export interface PreviewRowData {
  row: number;
  raw: Partial<Record<BulkField, string>>;
  input: DrillInputDraft;
  errors: RowErrors;
  duplicateOfExisting: { id: string; name: string } | null;
  duplicateInFileRow: number | null;
}

export interface BulkPreview {
  fileName: string;
  kind: 'csv' | 'xlsx';
  rows: PreviewRowData[];
  summary: { total: number; valid: number; invalid: number; duplicates: number };
  warnings: string[];
}

export interface ImportBatch {
  batchId: string;
  fileName: string;
  sport: SportId;
  visibility: Visibility;
  total: number;
  count: number;
  status: 'importing' | 'completed' | 'undone';
  undone: boolean;
  createdAt: string;
  completedAt: string | null;
  undoneAt: string | null;
}

export interface UploadChoices {
  sport: SportId;
  visibility: Visibility;
}

export const templateUrl = (kind: 'csv' | 'xlsx', sport: SportId) =>
  `/api/drills/bulk-upload/template.${kind}?sport=${sport}`;

export const previewFile = (fileName: string, contentBase64: string, choices: UploadChoices) =>
  apiFetch<BulkPreview>('/api/drills/bulk-upload', { method: 'POST', json: { fileName, contentBase64, ...choices } });

export async function existingDrillsNamed(names: { sport: string; name: string }[]) {
  return (
    await apiFetch<{ matches: { sport: string; name: string; drill: { id: string; name: string } }[] }>(
      '/api/drills/bulk-upload/duplicates',
      { method: 'POST', json: { names } },
    )
  ).matches;
}

const batchPath = (batchId: string) => `/api/drills/import-batches/${encodeURIComponent(batchId)}`;

/** The calls an import makes, as one object so the runner can be tested without a server. */
export interface ImportApi {
  start(body: { fileName: string; total: number } & UploadChoices): Promise<{ batchId: string }>;
  addRows(batchId: string, rows: DrillInputDraft[]): Promise<{ imported: number; drillIds: string[] }>;
  complete(batchId: string): Promise<unknown>;
}

export const importApi: ImportApi = {
  start: (body) => apiFetch('/api/drills/import-batches', { method: 'POST', json: body }),
  addRows: (batchId, rows) => apiFetch(`${batchPath(batchId)}/rows`, { method: 'POST', json: { rows } }),
  complete: (batchId) => apiFetch(`${batchPath(batchId)}/complete`, { method: 'POST', json: {} }),
};

export async function listImportBatches(signal?: AbortSignal): Promise<ImportBatch[]> {
  return (await apiFetch<{ items: ImportBatch[] }>('/api/drills/import-batches?limit=20', { signal })).items;
}

export const undoImportBatch = (batchId: string) =>
  apiFetch<{ undone: number; batch: ImportBatch | null }>(`${batchPath(batchId)}/undo`, { method: 'POST', json: {} });
