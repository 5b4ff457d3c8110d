import type { SheetRow } from '@sideline/domain/drill/bulk/drill-sheet-parser';
import { bulkFileError } from './bulk-file-errors';
import { csvSheet, decodeCsv } from './csv-sheet';
import { xlsxSheet } from './xlsx-sheet';

export type BulkFileKind = 'csv' | 'xlsx';

export interface BulkFile {
  kind: BulkFileKind;
  rows: SheetRow[];
  warnings: string[];
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];
/** the old binary Excel format (.xls), and other OLE compound files */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Text has no NUL bytes (UTF-16 files, which do, start with a byte-order mark). */
function looksLikeText(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  return !bytes.subarray(0, 64 * 1024).includes(0);
}

/**
 * The file's rows, read by what the file is (its bytes), not by what it is called: a workbook is a zip, a CSV is
 * text. A text or other file named .xlsx is refused as not a workbook, never handed to the workbook reader.
 * Runs in a worker thread (bulk-file-reader.ts), never on the API's own thread.
 */
export function readBulkFile(fileName: string, bytes: Uint8Array): BulkFile {
  const namedWorkbook = /\.xlsx?$/i.test(fileName.trim());
  if (bytes.length === 0) throw bulkFileError('BULK.EMPTY_FILE', 'The file is empty.');
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) return { kind: 'xlsx', ...xlsxSheet(bytes) };
  if (startsWith(bytes, OLE))
    throw bulkFileError(
      'BULK.NOT_A_WORKBOOK',
      'This is an old-style Excel file (.xls). Save it as .xlsx or .csv and upload that.',
    );
  if (namedWorkbook)
    throw bulkFileError(
      'BULK.NOT_A_WORKBOOK',
      `“${fileName}” is named like an Excel workbook but is not one. Save the sheet as .xlsx, or name a CSV file .csv.`,
    );
  if (!looksLikeText(bytes))
    throw bulkFileError('BULK.UNSUPPORTED_FILE', 'This is neither a CSV file nor an Excel workbook (.xlsx).');
  const { text, warning } = decodeCsv(bytes);
  return { kind: 'csv', rows: csvSheet(text), warnings: warning ? [warning] : [] };
}
