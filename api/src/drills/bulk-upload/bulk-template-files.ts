import {
  BULK_COLUMNS,
  BULK_TEMPLATE_HEADERS,
  BULK_TEMPLATE_NOTES,
  bulkAllowedValues,
  bulkTemplateRows,
  type SportId,
} from '@sideline/domain';
import { csvFile } from '../../spreadsheets/csv-writer';
import { xlsxFile, type SheetSpec } from '../../spreadsheets/xlsx-writer';

export function csvTemplate(sport: SportId): string {
  return csvFile([BULK_TEMPLATE_HEADERS, ...bulkTemplateRows(sport)]);
}

const NUMBER_KINDS = new Set(['number', 'openNumber']);

/** Sheet "Drills" (header and two examples, counts as real numbers) and sheet "Allowed values". */
export async function xlsxTemplate(sport: SportId): Promise<Buffer> {
  const drills: SheetSpec = {
    name: 'Drills',
    header: true,
    widths: BULK_COLUMNS.map((column) => Math.max(14, column.header.length + 4)),
    rows: [
      BULK_COLUMNS.map((column) => column.header),
      ...bulkTemplateRows(sport).map((example) =>
        example.map((text, i) => (NUMBER_KINDS.has(BULK_COLUMNS[i]!.kind) && text !== '' ? Number(text) : text)),
      ),
    ],
  };
  const lists = bulkAllowedValues(sport);
  const height = Math.max(BULK_TEMPLATE_NOTES.length, ...lists.map((list) => list.values.length)) + 1;
  // one column per list of allowed values, an empty column, then the notes
  const rows = Array.from({ length: height }, (_, r) => [
    ...lists.map((list) => (r === 0 ? list.title : (list.values[r - 1] ?? null))),
    null,
    r === 0 ? 'How to fill the Drills sheet' : (BULK_TEMPLATE_NOTES[r - 1] ?? null),
  ]);
  const allowed: SheetSpec = {
    name: 'Allowed values',
    header: true,
    widths: [...lists.map((list) => Math.max(18, list.title.length + 2)), 10, 90],
    rows,
  };
  return xlsxFile([drills, allowed]);
}
