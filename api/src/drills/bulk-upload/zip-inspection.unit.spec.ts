import { DomainError } from '@sideline/domain';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { lieAboutSizes, plainZip, zipBomb } from './bulk-test-files';
import { inspectWorkbookZip } from './zip-inspection';

const codeOf = (bytes: Uint8Array) => {
  try {
    inspectWorkbookZip(bytes);
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};

describe('looking inside a zip before opening it as a workbook', () => {
  it('lets an ordinary workbook through', () => {
    const sheet = strToU8('<sheetData>' + '<row><c t="s"><v>1</v></c></row>'.repeat(2_000) + '</sheetData>');
    expect(codeOf(zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/worksheets/sheet1.xml': sheet }))).toBe('ok');
  });

  it('refuses zips that are not workbooks, and bytes that are not zips', () => {
    expect(codeOf(plainZip())).toBe('BULK.NOT_A_WORKBOOK');
    expect(codeOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe('BULK.NOT_A_WORKBOOK');
  });

  // Compressing 51 MB of zeros takes a few seconds: one bomb serves both checks.
  it('refuses more than 50 MB unpacked, a ratio over 100, and a zip lying about its sizes', { timeout: 30_000 }, () => {
    const bomb = zipBomb(51 * 1024 * 1024);
    expect(codeOf(bomb)).toBe('BULK.FILE_TOO_COMPLEX');
    expect(codeOf(lieAboutSizes(bomb))).toBe('BULK.FILE_TOO_COMPLEX');
    expect(codeOf(zipBomb(2 * 1024 * 1024))).toBe('BULK.FILE_TOO_COMPLEX');
  });

  it('does not mind tight packing of small parts', () => {
    expect(codeOf(zipBomb(512 * 1024))).toBe('ok');
  });
});
