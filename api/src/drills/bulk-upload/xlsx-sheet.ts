import type { SheetCell, SheetRow } from '@sideline/domain';
import ExcelJS from 'exceljs';
import { bulkFileError } from './bulk-file-errors';
import { inspectWorkbookZip } from './zip-inspection';

/** The sheet the template names; other workbooks are read from their first sheet. */
const DRILLS_SHEET = 'drills';

/** An .xlsx file → the rows of its drills sheet, numbered as Excel numbers them. Inspects the zip first. */
export async function xlsxSheet(bytes: Uint8Array): Promise<{ rows: SheetRow[]; warnings: string[] }> {
  inspectWorkbookZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its argument as the older, non-generic Buffer; the bytes are a Node Buffer either way.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw bulkFileError('BULK.NOT_A_WORKBOOK', 'This file could not be opened as an Excel workbook. Save it again as .xlsx (or .csv) and upload that.');
  }
  const sheets = workbook.worksheets;
  const sheet = sheets.find((ws) => ws.name.trim().toLowerCase() === DRILLS_SHEET) ?? sheets[0];
  if (!sheet) throw bulkFileError('BULK.EMPTY_FILE', 'The workbook has no sheets.');
  const warnings = sheets.length > 1 ? [`Read the sheet “${sheet.name}”; the workbook’s other sheets were ignored.`] : [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    // row.values is 1-based (index 0 is empty). exceljs cell values have the shapes SheetCell describes.
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ number, cells: Array.from(values, (value) => value as unknown as SheetCell) });
  });
  return { rows, warnings };
}
