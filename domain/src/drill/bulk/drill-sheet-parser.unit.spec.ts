import { describe, expect, it } from 'vitest';
import { SPORT_IDS } from '../../sports';
import { DomainError } from '../../shared/errors';
import { BULK_LIMITS } from './bulk-limits';
import { BULK_TEMPLATE_HEADERS, bulkTemplateRows } from './bulk-template';
import { parseDrillSheet, type SheetRow } from './drill-sheet-parser';
import type { SheetCell } from './sheet-cell';

const defaults = { sport: 'quadball', visibility: 'public' } as const;
const header = [...BULK_TEMPLATE_HEADERS];
const good = bulkTemplateRows('quadball')[0]!;

/** Numbers rows from 1 like a spreadsheet. */
const sheet = (...rows: SheetCell[][]): SheetRow[] => rows.map((cells, i) => ({ number: i + 1, cells }));

function fileErrorOf(rows: SheetRow[]): DomainError {
  try {
    parseDrillSheet(rows, defaults);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a file-level error');
}

describe('parsing a drill sheet', () => {
  it('numbers rows as the spreadsheet does (header = 1) and skips blank rows without renumbering', () => {
    const parsed = parseDrillSheet(sheet(header, good, [], ['', '  ', null], good), defaults);
    expect(parsed.rows.map((row) => row.row)).toEqual([2, 5]);
    expect(parsed.warnings).toEqual([]);
  });

  it('finds the header below leading blank rows', () => {
    const parsed = parseDrillSheet(sheet([], header, good), defaults);
    expect(parsed.rows.map((row) => row.row)).toEqual([3]);
    expect(parsed.rows[0]!.errors).toEqual({});
  });

  it('reads columns by header name in any order', () => {
    const order = header.map((_, i) => i).reverse();
    const parsed = parseDrillSheet(
      sheet(
        order.map((i) => header[i]!.toLowerCase()),
        order.map((i) => good[i]!),
      ),
      defaults,
    );
    expect(parsed.rows[0]!.errors).toEqual({});
    expect(parsed.rows[0]!.drill?.name).toBe('Three-man weave');
  });

  it('ignores unknown columns and reports them once', () => {
    const parsed = parseDrillSheet(
      sheet([...header, 'Coach notes', 'Equipment'], [...good, 'x', 'y'], [...good, 'z', '']),
      defaults,
    );
    expect(parsed.warnings).toEqual(['Ignored columns not in the template: “Coach notes”, “Equipment”.']);
    expect(parsed.rows.every((row) => Object.keys(row.errors).length === 0)).toBe(true);
  });

  it('warns about cells to the right of the header', () => {
    const parsed = parseDrillSheet(sheet(header, [...good, 'stray'], good), defaults);
    expect(parsed.warnings).toEqual(['Row 2 has cells to the right of the last named column; they were ignored.']);
  });

  it('keeps going past bad rows: each row has its own errors', () => {
    const bad = [...good];
    bad[4] = '9';
    const parsed = parseDrillSheet(sheet(header, good, bad), defaults);
    expect(parsed.rows.map((row) => Object.keys(row.errors))).toEqual([[], ['skillLevels']]);
  });

  it('refuses a file without a required column, naming it', () => {
    const error = fileErrorOf(
      sheet(
        header.filter((h) => h !== 'Skill Level' && h !== 'Name'),
        good,
      ),
    );
    expect(error.code).toBe('BULK.MISSING_COLUMNS');
    expect(error.kind).toBe('validation');
    expect(error.message).toBe(
      'The file has no “Name”, “Skill Level” columns. The first row must name the columns, as in the template.',
    );
    expect(error.details).toMatchObject({ missingColumns: ['Name', 'Skill Level'], fields: { file: [error.message] } });
  });

  it('refuses a column given twice', () => {
    expect(fileErrorOf(sheet([...header, 'name'], [...good, 'Other'])).code).toBe('BULK.REPEATED_COLUMNS');
  });

  it('refuses an empty file and a file with only a header', () => {
    expect(fileErrorOf(sheet()).code).toBe('BULK.EMPTY_FILE');
    expect(fileErrorOf(sheet([''], [' '])).code).toBe('BULK.EMPTY_FILE');
    expect(fileErrorOf(sheet(header, [])).code).toBe('BULK.NO_ROWS');
  });

  it(`takes ${BULK_LIMITS.rows} rows and refuses one more`, () => {
    const rows = (n: number) => sheet(header, ...Array.from({ length: n }, (_, i) => [`Drill ${i}`, ...good.slice(1)]));
    const parsed = parseDrillSheet(rows(BULK_LIMITS.rows), defaults);
    expect(parsed.rows).toHaveLength(BULK_LIMITS.rows);
    expect(parsed.rows.at(-1)!.row).toBe(BULK_LIMITS.rows + 1);
    const error = fileErrorOf(rows(BULK_LIMITS.rows + 1));
    expect(error.code).toBe('BULK.TOO_MANY_ROWS');
    expect(error.message).toMatch(/5,001 drills; at most 5,000/);
  });

  it.each(SPORT_IDS)('the %s template’s example rows are valid drills', (sport) => {
    const parsed = parseDrillSheet(sheet(header, ...bulkTemplateRows(sport)), { sport, visibility: 'public' });
    expect(parsed.rows.map((row) => row.errors)).toEqual([{}, {}]);
    expect(parsed.rows.map((row) => row.drill?.sport)).toEqual([sport, sport]);
  });
});
