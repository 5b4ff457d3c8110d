/**
 * A cell as a spreadsheet reader hands it over: CSV gives strings; Excel (as exceljs reads it) gives numbers,
 * strings, booleans, dates, rich text, hyperlinks, formulas with their saved result, and error values.
 * Described here as plain data so the parser stays free of any file library.
 */
export type SheetCell = string | number | boolean | Date | null | undefined | SheetCellObject;

export interface RichTextRun {
  text: string;
}

export type SheetCellObject =
  | { richText: readonly RichTextRun[] }
  | { text: string | { richText: readonly RichTextRun[] }; hyperlink: string }
  | { formula?: string; sharedFormula?: string; result?: SheetCell | { error: string } }
  | { error: string };

/** What one cell says, read once: its text as a person sees it, and what else we know about it. */
export interface CellReading {
  text: string;
  /** the cell held a number (an Excel number, or a formula that gave one) */
  number?: number;
  /** the cell held a date: never a valid number of minutes or players */
  date?: Date;
  /** a hyperlink cell's target */
  link?: string;
  /** the cell cannot be read as a value (an Excel error, a formula without a saved result) */
  problem?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** 2024-03-05, or 2024-03-05 14:30 when the cell has a time of day. Excel dates arrive as UTC. */
export function formatCellDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

const richTextOf = (runs: readonly RichTextRun[]) =>
  runs.map((run) => (typeof run.text === 'string' ? run.text : '')).join('');

export function readCell(cell: SheetCell | { error: string }): CellReading {
  if (cell === null || cell === undefined) return { text: '' };
  if (typeof cell === 'string') return { text: cell };
  if (typeof cell === 'number')
    return Number.isFinite(cell)
      ? { text: String(cell), number: cell }
      : { text: '', problem: 'holds a number Excel cannot show' };
  if (typeof cell === 'boolean') return { text: cell ? 'TRUE' : 'FALSE' };
  if (cell instanceof Date) return { text: formatCellDate(cell), date: cell };
  if (!isRecord(cell)) return { text: String(cell) };
  if ('richText' in cell && Array.isArray(cell.richText)) return { text: richTextOf(cell.richText) };
  if ('hyperlink' in cell && typeof cell.hyperlink === 'string') {
    const text =
      typeof cell.text === 'string'
        ? cell.text
        : isRecord(cell.text) && Array.isArray(cell.text.richText)
          ? richTextOf(cell.text.richText)
          : cell.hyperlink;
    return { text, link: cell.hyperlink };
  }
  if ('formula' in cell || 'sharedFormula' in cell) {
    // Excel saves the value a formula showed; files written by other tools may not have one.
    if (!('result' in cell) || cell.result === undefined)
      return { text: '', problem: 'is a formula without a saved result (open the file in Excel and save it again)' };
    return readCell(cell.result);
  }
  if ('error' in cell && typeof cell.error === 'string')
    return { text: cell.error, problem: `shows the Excel error ${cell.error}` };
  return { text: '' };
}

export const isBlankCell = (cell: SheetCell) => readCell(cell).text.trim() === '';
