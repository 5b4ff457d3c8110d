import { DomainError } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { csvDelimiter, csvSheet, decodeCsv } from './csv-sheet';

const errorOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('expected a DomainError');
};

describe('reading CSV', () => {
  it('decodes UTF-8 (dropping a byte-order mark), UTF-16 and, failing those, Windows-1252 with a warning', () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Name,École')]))).toEqual({
      text: 'Name,École',
      warning: null,
    });
    expect(decodeCsv(new Uint8Array([0xff, 0xfe, ...Buffer.from('Name\tÜ', 'utf16le')])).text).toBe('Name\tÜ');
    const latin = decodeCsv(new Uint8Array([...Buffer.from('Name,'), 0xc9, 0x63, 0x6f, 0x6c, 0x65]));
    expect(latin.text).toBe('Name,École');
    expect(latin.warning).toMatch(/Windows-1252/);
  });

  it('numbers records as a spreadsheet shows them, a quoted cell over several lines being one row', () => {
    const rows = csvSheet('Name,Detailed Description\r\nA,"line one\nline two"\r\n\r\nB,x\r\n');
    expect(rows.map((row) => [row.number, row.cells])).toEqual([
      [1, ['Name', 'Detailed Description']],
      [2, ['A', 'line one\nline two']],
      [3, ['']],
      [4, ['B', 'x']],
      [5, ['']],
    ]);
  });

  it('detects semicolon and tab delimiters (as European Excel and "text" exports write them)', () => {
    expect(csvSheet('Name;Skills Focused On\nA;"Passing, Catching"\n')[1]!.cells).toEqual(['A', 'Passing, Catching']);
    expect(csvSheet('Name\tSkills Focused On\nA\tPassing; Catching\n')[1]!.cells).toEqual(['A', 'Passing; Catching']);
    expect(csvDelimiter('"Name, as written";Brief\nA,b,c,d,e')).toBe(';');
    expect(csvDelimiter('Name\nA')).toBe(',');
  });

  it('refuses broken quoting, naming the line', () => {
    const unclosed = errorOf(() => csvSheet('Name,Brief\nA,b\nB,"never closed\nC,d\n'));
    expect(unclosed).toMatchObject({ code: 'BULK.MALFORMED_CSV', kind: 'validation', details: { line: 3 } });
    expect(unclosed.message).toMatch(/near line 3: a quoted cell is never closed/);
    const stray = errorOf(() => csvSheet('Name,Brief\nA,b\n"B"x,c\n'));
    expect(stray.code).toBe('BULK.MALFORMED_CSV');
    expect(stray.message).toMatch(/must be written twice/);
  });
});
