import { streamXml } from './workbook-xml';
import type { WorkbookZip } from './workbook-zip';

/** Excel's built-in number formats that show dates or times. */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** A format code shows a date when it has d, m, y, h or s outside quotes, brackets and escapes ([Red], "text", \x). */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '')
    .replace(/_./g, '')
    .replace(/\*./g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** For each cell style index (a cell's `s`), whether the cell shows a date. */
export function dateStyles(zip: WorkbookZip, stylesEntry: string | null): boolean[] {
  if (!stylesEntry || !zip.has(stylesEntry)) return [];
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  streamXml(zip, stylesEntry, {
    open(name, attributes) {
      if (name === 'numFmt' && attributes.numFmtId && isDateFormatCode(attributes.formatCode ?? ''))
        customDates.add(Number(attributes.numFmtId));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        styles.push(BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styles;
}

/** An Excel date serial (days since 1899-12-30, or since 1904-01-01 in 1904 workbooks) as a UTC date. */
export function dateOfSerial(serial: number, date1904: boolean): Date {
  const days = serial + (date1904 ? 1462 : 0) - 25569;
  return new Date(Math.round(days * 86_400_000));
}
