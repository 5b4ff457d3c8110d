import { DomainError } from '@sideline/domain';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { lieAboutSizes, plainZip, zipBomb } from './testing/bulk-test-files';
import { xlsxSheet } from './xlsx-sheet';

const codeOf = (bytes: Uint8Array) => {
  try {
    xlsxSheet(bytes);
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};

const CONTENT = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const workbook = (sheetXml: string, extra: Record<string, Uint8Array> = {}) =>
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8(
      `<workbook xmlns:r="${CONTENT}"><sheets><sheet name="Drills" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<Relationships><Relationship Id="rId1" Type="${CONTENT}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${CONTENT}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheetXml),
    ...extra,
  });

const rowsXml = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>Drill ${i}</t></is></c></row>`,
  ).join('');

describe('reading a workbook as a stream', () => {
  it('reads shared strings, inline strings, numbers, booleans, errors and formulas with their results', () => {
    const sheet = `<worksheet><sheetData><row r="2"><c r="A2" t="s"><v>1</v></c><c r="C2"><v>4.5</v></c><c r="D2" t="b"><v>1</v></c><c r="E2" t="e"><v>#N/A</v></c><c r="F2"><f>C2*2</f><v>9</v></c><c r="G2" t="inlineStr"><is><t>in &amp; line</t></is></c></row></sheetData></worksheet>`;
    const sst = strToU8(
      '<sst><si><t>zero</t></si><si><r><t>Rich </t></r><r><t>text</t></r><rPh><t>hint</t></rPh></si></sst>',
    );
    const { rows } = xlsxSheet(workbook(sheet, { 'xl/sharedStrings.xml': sst }));
    expect(rows).toEqual([
      {
        number: 2,
        cells: ['Rich text', null, 4.5, true, { error: '#N/A' }, { formula: 'C2*2', result: 9 }, 'in & line'],
      },
    ]);
  });

  it('stops at the row limit instead of reading the whole sheet', () => {
    expect(codeOf(workbook(`<worksheet><sheetData>${rowsXml(5_001)}</sheetData></worksheet>`))).toBe('ok');
    expect(codeOf(workbook(`<worksheet><sheetData>${rowsXml(5_002)}</sheetData></worksheet>`))).toBe(
      'BULK.TOO_MANY_ROWS',
    );
    // nothing after the limit is looked at: a broken tail does not matter
    expect(codeOf(workbook(`<worksheet><sheetData>${rowsXml(5_100)}<row><c><broken`))).toBe('BULK.TOO_MANY_ROWS');
  });

  it('refuses zips that are not workbooks, bytes that are not zips, and malformed XML', () => {
    expect(codeOf(plainZip())).toBe('BULK.NOT_A_WORKBOOK');
    expect(codeOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('BULK.NOT_A_WORKBOOK');
    expect(codeOf(workbook('<worksheet><sheetData><row></sheetData>'))).toBe('BULK.NOT_A_WORKBOOK');
  });

  // Compressing 51 MB takes a few seconds: one bomb serves both checks.
  it(
    'refuses more than 50 MB unpacked, a ratio over 100, and a zip lying about its sizes (counted as it unpacks)',
    { timeout: 30_000 },
    () => {
      const bomb = zipBomb(51 * 1024 * 1024);
      expect(codeOf(bomb)).toBe('BULK.FILE_TOO_COMPLEX');
      expect(codeOf(lieAboutSizes(bomb))).toBe('BULK.FILE_TOO_COMPLEX');
      expect(codeOf(zipBomb(2 * 1024 * 1024))).toBe('BULK.FILE_TOO_COMPLEX');
      expect(codeOf(lieAboutSizes(zipBomb(2 * 1024 * 1024)))).toBe('BULK.FILE_TOO_COMPLEX');
    },
  );

  it('does not mind tight packing of small parts', () => {
    expect(codeOf(zipBomb(512 * 1024))).toBe('ok');
  });
});
