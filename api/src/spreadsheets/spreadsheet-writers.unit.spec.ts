import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvTemplate, xlsxTemplate } from '../drills/bulk-upload/bulk-template-files';
import { xlsxSheet } from '../drills/bulk-upload/xlsx-sheet';
import { csvFile } from './csv-writer';
import { xlsxFile } from './xlsx-writer';

const HOSTILE = [
  '=HYPERLINK("http://evil.example","click")',
  '+cmd|"/c calc"!A1',
  '-1+2',
  '@SUM(A1:A2)',
  '\t=1',
  '\r=1',
];

describe('files the app writes for spreadsheets', () => {
  it('CSV: text a spreadsheet would run as a formula is written as text', () => {
    const csv = csvFile([['Name', 'Minutes'], ...HOSTILE.map((name) => [name, 5])]);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")",5`);
    expect(lines[2]).toBe(`"'+cmd|""/c calc""!A1",5`);
    expect(lines[3]).toBe("'-1+2,5");
    expect(lines[4]).toBe("'@SUM(A1:A2),5");
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });

  it('workbook: the same, cell by cell; numbers stay numbers', async () => {
    // (XML turns a lone carriage return into a line feed, so the last one is left out of the round trip)
    const hostile = HOSTILE.slice(0, -1);
    const bytes = await xlsxFile([
      { name: 'Drills', header: true, rows: [['Name', 'Minutes'], ...hostile.map((name) => [name, -5])] },
    ]);
    const { rows } = xlsxSheet(bytes);
    expect(rows.slice(1).map((row) => row.cells)).toEqual(hostile.map((name) => [`'${name}`, -5]));
  });

  it('the templates go through the writers', async () => {
    expect(csvTemplate('quadball').startsWith('\uFEFF')).toBe(true);
    const { rows } = xlsxSheet(await xlsxTemplate('quadball'));
    expect(rows.length).toBeGreaterThan(2);
  });

  it('nothing else in the API writes CSV or workbooks itself', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          /\.ts$/.test(entry.name) &&
          !/\.spec\.ts$|test-files\.ts$/.test(entry.name) &&
          !path.includes(`${join(root, 'spreadsheets')}`)
        ) {
          const text = readFileSync(path, 'utf8');
          if (/from 'exceljs'|\.unparse\(/.test(text)) offenders.push(relative(root, path));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
