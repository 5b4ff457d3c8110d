import { safeCell, type SpreadsheetValue } from './csv-writer';

export interface SheetSpec {
  name: string;
  /** column widths, first column first */
  widths?: number[];
  /** the first row is bold and stays in view when scrolling */
  header?: boolean;
  rows: readonly (readonly SpreadsheetValue[])[];
}

/**
 * Every workbook the app writes (exceljs is used only here and to read nothing): values go in cell by cell through
 * the same formula-safe conversion as CSV, so a name like "=HYPERLINK(…)" is shown as text, never run.
 * exceljs (and its ~400 modules: zip, archiver, csv…) is loaded on the first workbook, not at start: the server's
 * resident memory after start is a goal (bench app-memory), and most processes never write one.
 */
export async function xlsxFile(sheets: readonly SheetSpec[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sideline';
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name, spec.header ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
    spec.widths?.forEach((width, i) => (sheet.getColumn(i + 1).width = width));
    spec.rows.forEach((row, r) => row.forEach((value, c) => (sheet.getCell(r + 1, c + 1).value = safeCell(value))));
    if (spec.header) sheet.getRow(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
