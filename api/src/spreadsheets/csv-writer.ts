import { spreadsheetSafeText } from '@sideline/domain';
import Papa from 'papaparse';

/** Excel opens a CSV as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

export type SpreadsheetValue = string | number | boolean | null;

/** What a writer puts in a cell: text made formula-safe, other values as they are. */
export const safeCell = (value: SpreadsheetValue): SpreadsheetValue =>
  typeof value === 'string' ? spreadsheetSafeText(value) : value;

/** Every CSV file the app writes: UTF-8 with a byte-order mark, CRLF lines, every text cell formula-safe. */
export function csvFile(rows: readonly (readonly SpreadsheetValue[])[]): string {
  return (
    BOM +
    Papa.unparse(
      rows.map((row) => row.map(safeCell)),
      { newline: '\r\n' },
    )
  );
}

/**
 * A CSV file written as it is read: the header, then each batch as it arrives (the same BOM, CRLF lines and
 * formula-safe cells as `csvFile`). Memory holds one batch, whatever the file's length.
 */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly SpreadsheetValue[])[]>,
): AsyncGenerator<string> {
  yield BOM + Papa.unparse([header.map(safeCell)], { newline: '\r\n' }) + '\r\n';
  for await (const rows of batches) {
    if (rows.length > 0)
      yield (
        Papa.unparse(
          rows.map((row) => row.map(safeCell)),
          { newline: '\r\n' },
        ) + '\r\n'
      );
  }
}
