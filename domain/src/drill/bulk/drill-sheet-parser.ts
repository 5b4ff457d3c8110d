import { DomainError } from '../../shared/errors';
import { BULK_COLUMNS, matchHeader, type BulkField } from './bulk-columns';
import { BULK_LIMITS } from './bulk-limits';
import { parseDrillRow, type BulkDefaults, type ParsedDrillRow } from './drill-row-parser';
import { isBlankCell, readCell, type SheetCell } from './sheet-cell';

/** One row of a sheet with its number as the spreadsheet shows it (1-based). */
export interface SheetRow {
  number: number;
  cells: readonly SheetCell[];
}

export interface ParsedDrillSheet {
  rows: ParsedDrillRow[];
  /** things about the file as a whole that did not stop it (ignored columns, stray cells) */
  warnings: string[];
}

/** A problem with the file as a whole: nothing in it is previewed. */
const fileError = (code: string, message: string, details: Record<string, unknown> = {}) =>
  new DomainError('validation', code, message, { fields: { file: [message] }, ...details });

const listed = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/** How many row numbers to name in a warning before saying "and N more". */
const NAMED_ROWS = 10;
const rowList = (rows: number[]) =>
  rows.length <= NAMED_ROWS
    ? rows.join(', ')
    : `${rows.slice(0, NAMED_ROWS).join(', ')} and ${rows.length - NAMED_ROWS} more`;

/**
 * A whole sheet → parsed rows. The first non-blank row is the header; blank rows are skipped (their numbers
 * are not reused, so row numbers match the spreadsheet). File-level problems throw a validation DomainError:
 * no header, a required column missing, a column twice, no data, too many rows.
 */
export function parseDrillSheet(sheet: readonly SheetRow[], defaults: BulkDefaults): ParsedDrillSheet {
  const filled = sheet.filter((row) => row.cells.some((cell) => !isBlankCell(cell)));
  const [headerRow, ...dataRows] = filled;
  if (!headerRow)
    throw fileError('BULK.EMPTY_FILE', 'The file is empty. Start from the template: its first row names the columns.');
  const header = matchHeader(headerRow.cells.map((cell) => readCell(cell).text));
  if (header.missing.length > 0) {
    const message = `The file has no ${listed(header.missing)} column${header.missing.length === 1 ? '' : 's'}. The first row must name the columns, as in the template.`;
    throw fileError('BULK.MISSING_COLUMNS', message, { missingColumns: header.missing });
  }
  if (header.repeated.length > 0) {
    throw fileError(
      'BULK.REPEATED_COLUMNS',
      `These columns appear more than once: ${listed(header.repeated)}. Keep one of each.`,
      { repeatedColumns: header.repeated },
    );
  }
  if (dataRows.length === 0) throw fileError('BULK.NO_ROWS', 'The file has a header row but no drills below it.');
  if (dataRows.length > BULK_LIMITS.rows) {
    throw fileError(
      'BULK.TOO_MANY_ROWS',
      `The file has ${dataRows.length.toLocaleString('en')} drills; at most ${BULK_LIMITS.rows.toLocaleString('en')} can be uploaded at once. Split it into smaller files.`,
      {
        rowCount: dataRows.length,
        maxRows: BULK_LIMITS.rows,
      },
    );
  }

  const warnings: string[] = [];
  if (header.unknown.length > 0)
    warnings.push(
      `Ignored column${header.unknown.length === 1 ? '' : 's'} not in the template: ${listed(header.unknown)}.`,
    );
  const width = headerRow.cells.length;
  const present = BULK_COLUMNS.filter((column) => header.columns[column.field] !== undefined);
  const strayRows: number[] = [];
  const rows = dataRows.map((sheetRow) => {
    if (sheetRow.cells.slice(width).some((cell) => !isBlankCell(cell))) strayRows.push(sheetRow.number);
    const cells: Partial<Record<BulkField, SheetCell>> = {};
    for (const column of present) cells[column.field] = sheetRow.cells[header.columns[column.field]!];
    return parseDrillRow(sheetRow.number, cells, defaults);
  });
  if (strayRows.length > 0)
    warnings.push(
      `Row${strayRows.length === 1 ? '' : 's'} ${rowList(strayRows)} ha${strayRows.length === 1 ? 's' : 've'} cells to the right of the last named column; they were ignored.`,
    );
  return { rows, warnings };
}
