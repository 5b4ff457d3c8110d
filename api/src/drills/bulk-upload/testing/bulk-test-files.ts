/**
 * Files for the bulk-upload integration tests, made in the test (CSV text, workbooks with exceljs, zips with fflate).
 */
import { BULK_TEMPLATE_HEADERS } from '@sideline/domain';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import Papa from 'papaparse';

export const HEADER = [...BULK_TEMPLATE_HEADERS];

/** A valid quadball row in template order; `overrides` by header. */
export function drillRow(name: string, overrides: Partial<Record<string, string>> = {}): string[] {
  const row: Record<string, string> = {
    Name: name,
    'Brief Description': `How to run ${name}.`,
    'Detailed Description': '',
    'Drill Type': 'Warmup, Skill-focus',
    'Skill Level': '1, 2',
    Complexity: '2',
    'Suggested Length Min': '5',
    'Suggested Length Max': '15',
    'Number of People Min': '3',
    'Number of People Max': '',
    'Skills Focused On': 'Passing; Catching',
    'Positions Focused On': 'Chaser; Keeper',
    'Video Link': '',
    Sport: '',
    Diagrams: '',
    ...overrides,
  };
  return HEADER.map((header) => row[header] ?? '');
}

export const csvOf = (rows: string[][]) => Papa.unparse([HEADER, ...rows], { newline: '\r\n' });
export const base64 = (content: string | Uint8Array) => Buffer.from(content).toString('base64');

/** A workbook whose Drills sheet holds these rows as given (numbers, dates, formulas, rich text…). */
export async function workbookOf(rows: ExcelJS.CellValue[][], header: string[] = HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Drills');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Allowed values').addRow(['Skill Level']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const WORKBOOK_XML =
  '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Drills" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** A workbook's parts around one sheet of `bombBytes` (spaces between its tags: deflates to almost nothing). */
export function zipBomb(bombBytes: number): Uint8Array {
  const sheet = new Uint8Array(bombBytes).fill(0x20);
  const close = strToU8('</sheetData></worksheet>');
  sheet.set(strToU8('<worksheet><sheetData>'));
  sheet.set(close, bombBytes - close.length);
  return zipSync(
    {
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8(WORKBOOK_XML),
      'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
      'xl/worksheets/sheet1.xml': sheet,
    },
    { level: 9 },
  );
}

/** Rewrites every uncompressed-size field (local and central headers) to 1 KB: a zip that lies about its size. */
export function lieAboutSizes(zip: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i + 46 <= bytes.length; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, 1024, true);
    if (signature === 0x02014b50) view.setUint32(i + 24, 1024, true);
  }
  return bytes;
}

/** A zip that is not a workbook (a zipped text file). */
export const plainZip = () => zipSync({ 'notes.txt': strToU8('not a workbook') });

const CONTENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const columnName = (i: number) => String.fromCharCode(65 + i);

/** 26 columns × `rows` rows: 8 of distinct short texts (in shared strings, as Excel writes them), 18 of numbers. */
export function heavyWorkbook(rows: number): Uint8Array {
  const strings: string[] = [];
  const sheet: string[] = ['<worksheet><sheetData>'];
  for (let r = 1; r <= rows; r++) {
    let row = `<row r="${r}">`;
    for (let c = 0; c < 26; c++) {
      if (c < 8) {
        row += `<c r="${columnName(c)}${r}" t="s"><v>${strings.length}</v></c>`;
        strings.push(`${columnName(c)}${r}`);
      } else row += `<c r="${columnName(c)}${r}"><v>${(r * c) % 97}</v></c>`;
    }
    sheet.push(`${row}</row>`);
  }
  sheet.push('</sheetData></worksheet>');
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns:r="${CONTENT}"><sheets><sheet name="Drills" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships><Relationship Id="rId1" Type="${CONTENT}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${CONTENT}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(`<sst>${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`),
    'xl/worksheets/sheet1.xml': strToU8(sheet.join('')),
  });
}
