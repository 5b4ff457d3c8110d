import { BULK_LIMITS } from '@sideline/domain/drill/bulk/bulk-limits';
import type { SheetRow } from '@sideline/domain/drill/bulk/drill-sheet-parser';
import { isBlankCell, type SheetCell } from '@sideline/domain/drill/bulk/sheet-cell';
import { bulkFileError } from './bulk-file-errors';
import { dateOfSerial, dateStyles } from './workbook-styles';
import { relationships, streamXml } from './workbook-xml';
import { WorkbookZip } from './workbook-zip';

/** The sheet the template names; other workbooks are read from their first sheet. */
const DRILLS_SHEET = 'drills';
const SHARED_STRINGS = /\/sharedStrings$/;
const STYLES = /\/styles$/;

const tooManyRows = () =>
  bulkFileError(
    'BULK.TOO_MANY_ROWS',
    `The file has more than ${BULK_LIMITS.rows.toLocaleString('en')} drills; at most ${BULK_LIMITS.rows.toLocaleString('en')} can be uploaded at once. Split it into smaller files.`,
    { maxRows: BULK_LIMITS.rows },
  );

/** "AB12" → 27 (0-based column of a cell reference). */
function columnOf(ref: string): number {
  let column = 0;
  for (const char of ref) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

interface WorkbookInfo {
  sheets: { name: string; part: string }[];
  date1904: boolean;
  sharedStrings: string | null;
  styles: string | null;
}

function workbookInfo(zip: WorkbookZip): WorkbookInfo {
  const rels = relationships(zip, 'xl/_rels/workbook.xml.rels', 'xl');
  const sheets: { name: string; part: string }[] = [];
  let date1904 = false;
  streamXml(zip, 'xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name !== 'sheet') return;
      const id = attributes['r:id'] ?? Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
      const rel = id ? rels.get(id) : undefined;
      if (rel && !rel.external) sheets.push({ name: attributes.name ?? '', part: rel.target });
    },
  });
  const partOfType = (type: RegExp, fallback: string) =>
    [...rels.values()].find((rel) => type.test(rel.type))?.target ?? (zip.has(fallback) ? fallback : null);
  return {
    sheets,
    date1904,
    sharedStrings: partOfType(SHARED_STRINGS, 'xl/sharedStrings.xml'),
    styles: partOfType(STYLES, 'xl/styles.xml'),
  };
}

/** The shared string table: each item's text (rich text runs joined, phonetic hints left out). */
function sharedStrings(zip: WorkbookZip, entry: string | null): string[] {
  const strings: string[] = [];
  if (!entry || !zip.has(entry)) return strings;
  let current = '';
  let inText = false;
  let phonetic = 0;
  streamXml(zip, entry, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    text(text) {
      if (inText) current += text;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si') strings.push(current);
    },
  });
  return strings;
}

/**
 * An .xlsx file → the rows of its drills sheet, numbered as Excel numbers them. Read as a stream: each part is
 * unpacked and parsed piece by piece (never a whole document in memory), and the sheet is read only up to the row
 * limit. Cells come out as SheetCell describes them: numbers, strings, booleans, dates (by the cell's number
 * format), formulas with their saved result, error values, hyperlinks.
 */
export function xlsxSheet(bytes: Uint8Array): { rows: SheetRow[]; warnings: string[] } {
  const zip = new WorkbookZip(bytes);
  const info = workbookInfo(zip);
  const sheet = info.sheets.find((s) => s.name.trim().toLowerCase() === DRILLS_SHEET) ?? info.sheets[0];
  if (!sheet || !zip.has(sheet.part)) throw bulkFileError('BULK.EMPTY_FILE', 'The workbook has no sheets.');
  const warnings =
    info.sheets.length > 1 ? [`Read the sheet “${sheet.name}”; the workbook’s other sheets were ignored.`] : [];
  const strings = sharedStrings(zip, info.sharedStrings);
  const dates = dateStyles(zip, info.styles);
  const slash = sheet.part.lastIndexOf('/');
  const sheetRels = relationships(
    zip,
    `${sheet.part.slice(0, slash)}/_rels/${sheet.part.slice(slash + 1)}.rels`,
    sheet.part.slice(0, slash),
  );

  const rows: SheetRow[] = [];
  const byNumber = new Map<number, SheetCell[]>();
  let rowNumber = 0;
  let cells: SheetCell[] = [];
  let column = -1;
  let cell = {
    type: 'n',
    style: 0,
    value: null as string | null,
    formula: null as string | null,
    shared: false,
    inline: '',
  };
  let capture: 'v' | 'f' | 'is' | null = null;
  let phonetic = 0;
  let inSheetData = false;
  const links: { ref: string; target: string }[] = [];

  const valueOf = (): SheetCell => {
    const { type, value } = cell;
    switch (type) {
      case 's':
        return value === null ? null : (strings[Number(value)] ?? '');
      case 'str':
        return value;
      case 'inlineStr':
        return cell.inline;
      case 'b':
        return value === null ? null : value === '1' || value === 'true';
      case 'e':
        return value === null ? null : { error: value };
      case 'd':
        return value === null ? null : new Date(value);
      default: {
        if (value === null || value.trim() === '') return null;
        const number = Number(value);
        return dates[cell.style] && Number.isFinite(number) ? dateOfSerial(number, info.date1904) : number;
      }
    }
  };

  streamXml(zip, sheet.part, {
    open(name, attributes) {
      if (name === 'sheetData') inSheetData = true;
      else if (!inSheetData) {
        if (name === 'hyperlink' && attributes.ref) {
          const id = attributes['r:id'] ?? Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
          const rel = id ? sheetRels.get(id) : undefined;
          if (rel)
            links.push({
              ref: attributes.ref,
              target: rel.target + (attributes.location ? `#${attributes.location}` : ''),
            });
        }
      } else if (name === 'row') {
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        cells = [];
        column = -1;
      } else if (name === 'c') {
        column = attributes.r ? columnOf(attributes.r) : column + 1;
        cell = {
          type: attributes.t ?? 'n',
          style: Number(attributes.s ?? 0),
          value: null,
          formula: null,
          shared: false,
          inline: '',
        };
      } else if (name === 'v') {
        capture = 'v';
        cell.value = '';
      } else if (name === 'f') {
        capture = 'f';
        cell.formula = '';
        cell.shared = attributes.t === 'shared';
      } else if (name === 'is') capture = 'is';
      else if (name === 'rPh') phonetic++;
    },
    text(text) {
      if (capture === 'v') cell.value += text;
      else if (capture === 'f') cell.formula += text;
      else if (capture === 'is' && phonetic === 0) cell.inline += text;
    },
    close(name) {
      if (name === 'v' || name === 'f' || name === 'is') capture = null;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && column >= 0) {
        const value = valueOf();
        if (cell.formula === null) cells[column] = value;
        else
          cells[column] = {
            ...(cell.shared ? { sharedFormula: cell.formula } : { formula: cell.formula }),
            result: cell.value === null ? undefined : value,
          };
      } else if (name === 'row') {
        const filled = Array.from(cells, (c) => c ?? null);
        if (!filled.some((c) => !isBlankCell(c))) return;
        rows.push({ number: rowNumber, cells: filled });
        byNumber.set(rowNumber, filled);
        // the first filled row is the header; one row past the limit is enough to refuse the file
        if (rows.length - 1 > BULK_LIMITS.rows) throw tooManyRows();
      } else if (name === 'sheetData') inSheetData = false;
    },
  });

  for (const { ref, target } of links) {
    const at = ref.split(':')[0]!;
    const row = byNumber.get(Number(at.replace(/^[A-Z]+/, '')));
    const col = columnOf(at);
    const value = row?.[col];
    if (row && typeof value === 'string') row[col] = { text: value, hyperlink: target };
  }
  return { rows, warnings };
}
