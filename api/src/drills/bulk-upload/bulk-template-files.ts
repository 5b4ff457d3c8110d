import { BULK_COLUMNS, BULK_TEMPLATE_HEADERS, BULK_TEMPLATE_NOTES, bulkAllowedValues, bulkTemplateRows, type SportId } from '@sideline/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** Excel opens a CSV as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

export function csvTemplate(sport: SportId): string {
  return BOM + Papa.unparse([BULK_TEMPLATE_HEADERS, ...bulkTemplateRows(sport)], { newline: '\r\n' });
}

const NUMBER_KINDS = new Set(['number', 'openNumber']);

/** Sheet "Drills" (header and two examples, counts as real numbers) and sheet "Allowed values". */
export async function xlsxTemplate(sport: SportId): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sideline';
  const drills = workbook.addWorksheet('Drills', { views: [{ state: 'frozen', ySplit: 1 }] });
  drills.columns = BULK_COLUMNS.map((column) => ({ header: column.header, key: column.field, width: Math.max(14, column.header.length + 4) }));
  drills.getRow(1).font = { bold: true };
  for (const example of bulkTemplateRows(sport)) {
    drills.addRow(example.map((text, i) => (NUMBER_KINDS.has(BULK_COLUMNS[i]!.kind) && text !== '' ? Number(text) : text)));
  }

  const allowed = workbook.addWorksheet('Allowed values');
  const lists = bulkAllowedValues(sport);
  lists.forEach((list, i) => {
    const column = allowed.getColumn(i + 1);
    column.width = Math.max(18, list.title.length + 2);
    allowed.getCell(1, i + 1).value = list.title;
    list.values.forEach((value, row) => (allowed.getCell(row + 2, i + 1).value = value));
  });
  const notesColumn = lists.length + 2;
  allowed.getColumn(notesColumn).width = 90;
  allowed.getCell(1, notesColumn).value = 'How to fill the Drills sheet';
  BULK_TEMPLATE_NOTES.forEach((note, row) => (allowed.getCell(row + 2, notesColumn).value = note));
  allowed.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
