import {
  BULK_COLUMNS,
  duplicateKey,
  duplicatesInFile,
  parseEditedDrillRow,
  type BulkField,
  type DrillInputDraft,
} from '@sideline/domain';
import type { BulkPreview, PreviewRowData, UploadChoices } from './bulk-upload-api';

export interface PreviewRow extends PreviewRowData {
  /** changed on this page since the upload */
  edited: boolean;
}

/** The preview being worked on: the file's rows as the person fixes and drops them. */
export interface PreviewState {
  fileName: string;
  choices: UploadChoices;
  rows: PreviewRow[];
  /** rows the person removed, kept so they can be put back */
  dropped: PreviewRow[];
  warnings: string[];
}

export const ROW_FILTERS = ['all', 'valid', 'invalid', 'duplicates'] as const;
export type RowFilter = (typeof ROW_FILTERS)[number];

export const isValidRow = (row: PreviewRowData) => Object.keys(row.errors).length === 0;
export const isDuplicateRow = (row: PreviewRowData) =>
  row.duplicateOfExisting !== null || row.duplicateInFileRow !== null;

export function previewStateFrom(preview: BulkPreview, choices: UploadChoices): PreviewState {
  return {
    fileName: preview.fileName,
    choices,
    rows: preview.rows.map((row) => ({ ...row, edited: false })),
    dropped: [],
    warnings: preview.warnings,
  };
}

export function countRows(rows: readonly PreviewRow[]): Record<RowFilter, number> {
  let valid = 0;
  let duplicates = 0;
  for (const row of rows) {
    if (isValidRow(row)) valid++;
    if (isDuplicateRow(row)) duplicates++;
  }
  return { all: rows.length, valid, invalid: rows.length - valid, duplicates };
}

export function filterRows(rows: readonly PreviewRow[], filter: RowFilter): PreviewRow[] {
  switch (filter) {
    case 'all':
      return [...rows];
    case 'valid':
      return rows.filter(isValidRow);
    case 'invalid':
      return rows.filter((row) => !isValidRow(row));
    case 'duplicates':
      return rows.filter(isDuplicateRow);
  }
}

/** The duplicate key of a row as the schema will see it, or null when it has no usable name. */
export function rowKey(row: Pick<PreviewRowData, 'input'>): string | null {
  const { sport, name } = row.input;
  return typeof sport === 'string' && typeof name === 'string' && name.trim() !== '' ? duplicateKey(sport, name) : null;
}

/** Earlier rows with the same name change whenever a row is edited or dropped. */
function withFileDuplicates(rows: PreviewRow[]): PreviewRow[] {
  const duplicates = duplicatesInFile(
    rows.map((row) => ({ row: row.row, sport: row.input.sport, name: row.input.name })),
  );
  return rows.map((row) => {
    const first = duplicates.get(row.row) ?? null;
    return first === row.duplicateInFileRow ? row : { ...row, duplicateInFileRow: first };
  });
}

/** Every column's text, blank where the file had none, for the row editor. */
export function editableRaw(row: PreviewRowData): Record<BulkField, string> {
  return Object.fromEntries(BULK_COLUMNS.map((column) => [column.field, row.raw[column.field] ?? ''])) as Record<
    BulkField,
    string
  >;
}

/**
 * Re-validates an edited row in the browser with the same parser and schema as the server. A row that keeps its
 * name keeps its match among existing drills; a renamed one is checked again by the caller (`applyExistingMatch`).
 */
export function editRow(state: PreviewState, rowNumber: number, raw: Partial<Record<BulkField, string>>): PreviewState {
  const rows = state.rows.map((row) => {
    if (row.row !== rowNumber) return row;
    const parsed = parseEditedDrillRow(rowNumber, raw, state.choices);
    const sameName = rowKey(parsed) === rowKey(row);
    return {
      ...row,
      raw: parsed.raw,
      input: parsed.input,
      errors: parsed.errors,
      duplicateOfExisting: sameName ? row.duplicateOfExisting : null,
      edited: true,
    };
  });
  return { ...state, rows: withFileDuplicates(rows) };
}

export function applyExistingMatch(
  state: PreviewState,
  rowNumber: number,
  match: PreviewRowData['duplicateOfExisting'],
): PreviewState {
  return {
    ...state,
    rows: state.rows.map((row) => (row.row === rowNumber ? { ...row, duplicateOfExisting: match } : row)),
  };
}

export function dropRow(state: PreviewState, rowNumber: number): PreviewState {
  const dropped = state.rows.find((row) => row.row === rowNumber);
  if (!dropped) return state;
  return {
    ...state,
    rows: withFileDuplicates(state.rows.filter((row) => row !== dropped)),
    dropped: [...state.dropped, dropped],
  };
}

export function restoreDropped(state: PreviewState): PreviewState {
  const rows = [...state.rows, ...state.dropped].sort((a, b) => a.row - b.row);
  return { ...state, rows: withFileDuplicates(rows), dropped: [] };
}

/** What "Import N drills" sends: the valid rows, in file order. */
export function importableInputs(state: PreviewState): DrillInputDraft[] {
  return state.rows.filter(isValidRow).map((row) => row.input);
}
