import {
  duplicateKey,
  duplicatesInFile,
  listScope,
  parseDrillSheet,
  type Actor,
  type BulkUploadPreviewRequest,
  type ParsedDrillRow,
} from '@sideline/domain';
import { findDrillsNamed, type ExistingDrillName } from '@sideline/projections';
import type { Queryable } from '@sideline/eventstore';
import { bulkFileReader } from './bulk-file-reader';
import type { BulkFileKind } from './bulk-upload-file';

export interface PreviewRow extends Pick<ParsedDrillRow, 'row' | 'raw' | 'input' | 'errors'> {
  /** an existing drill (that the uploader can find) with the same name and sport */
  duplicateOfExisting: ExistingDrillName | null;
  /** the earlier row of this file with the same name and sport */
  duplicateInFileRow: number | null;
}

export interface BulkPreview {
  fileName: string;
  kind: BulkFileKind;
  rows: PreviewRow[];
  summary: { total: number; valid: number; invalid: number; duplicates: number };
  warnings: string[];
}

/** Name and sport of a row, as the schema will see them, for duplicate checks. */
const nameOf = (row: ParsedDrillRow) => ({ row: row.row, sport: row.input.sport, name: row.input.name });

/** Parses the file, validates every row and flags duplicates. Stores nothing. */
export async function previewBulkUpload(
  db: Queryable,
  actor: NonNullable<Actor>,
  request: BulkUploadPreviewRequest,
): Promise<BulkPreview> {
  const bytes = Buffer.from(request.contentBase64, 'base64');
  const file = await bulkFileReader.read(request.fileName, bytes);
  const sheet = parseDrillSheet(file.rows, { sport: request.sport, visibility: request.visibility });
  const named = sheet.rows
    .map(nameOf)
    .filter(
      (n): n is { row: number; sport: string; name: string } =>
        typeof n.sport === 'string' && typeof n.name === 'string',
    );
  const inFile = duplicatesInFile(named);
  const existing = await findDrillsNamed(db, { ...listScope(actor), userId: actor.userId }, named);
  const rows = sheet.rows.map(({ row, raw, input, errors }): PreviewRow => {
    const sport = typeof input.sport === 'string' ? input.sport : null;
    const name = typeof input.name === 'string' ? input.name : null;
    return {
      row,
      raw,
      input,
      errors,
      duplicateOfExisting: sport && name ? (existing.get(duplicateKey(sport, name)) ?? null) : null,
      duplicateInFileRow: inFile.get(row) ?? null,
    };
  });
  const valid = rows.filter((row) => Object.keys(row.errors).length === 0).length;
  return {
    fileName: request.fileName,
    kind: file.kind,
    rows,
    summary: {
      total: rows.length,
      valid,
      invalid: rows.length - valid,
      duplicates: rows.filter((row) => row.duplicateOfExisting || row.duplicateInFileRow).length,
    },
    warnings: [...file.warnings, ...sheet.warnings],
  };
}
