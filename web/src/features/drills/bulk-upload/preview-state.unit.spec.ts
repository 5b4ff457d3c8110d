import { parseDrillRow, type BulkField } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import type { BulkPreview, PreviewRowData } from './bulk-upload-api';
import {
  applyExistingMatch,
  countRows,
  dropRow,
  editRow,
  editableRaw,
  filterRows,
  importableInputs,
  previewStateFrom,
  restoreDropped,
} from './preview-state';

const choices = { sport: 'quadball', visibility: 'private' } as const;
const cells = (
  name: string,
  overrides: Partial<Record<BulkField, string>> = {},
): Partial<Record<BulkField, string>> => ({
  name,
  briefDescription: 'Brief.',
  drillTypes: 'Warmup',
  skillLevels: '2',
  lengthMin: '5',
  lengthMax: '10',
  playersMin: '2',
  skills: 'Passing',
  positions: 'Chaser',
  ...overrides,
});

/** A row as the server would send it (the same parser), with duplicate flags. */
function serverRow(
  row: number,
  raw: Partial<Record<BulkField, string>>,
  flags: Partial<PreviewRowData> = {},
): PreviewRowData {
  const { input, errors } = parseDrillRow(row, raw, choices);
  return { row, raw, input, errors, duplicateOfExisting: null, duplicateInFileRow: null, ...flags };
}

function state() {
  const preview: BulkPreview = {
    fileName: 'drills.csv',
    kind: 'csv',
    rows: [
      serverRow(2, cells('Box drill'), { duplicateOfExisting: { id: 'd1', name: 'Box drill' } }),
      serverRow(3, cells('Weave', { skillLevels: '9' })),
      serverRow(4, cells('weave')),
      serverRow(5, cells('', { positions: 'Goalie' })),
    ],
    summary: { total: 4, valid: 2, invalid: 2, duplicates: 2 },
    warnings: [],
  };
  preview.rows[2]!.duplicateInFileRow = 3;
  return previewStateFrom(preview, choices);
}

describe('the preview being worked on', () => {
  it('counts and filters rows: all, valid, invalid, duplicates', () => {
    const s = state();
    expect(countRows(s.rows)).toEqual({ all: 4, valid: 2, invalid: 2, duplicates: 2 });
    expect(filterRows(s.rows, 'valid').map((r) => r.row)).toEqual([2, 4]);
    expect(filterRows(s.rows, 'invalid').map((r) => r.row)).toEqual([3, 5]);
    expect(filterRows(s.rows, 'duplicates').map((r) => r.row)).toEqual([2, 4]);
    expect(filterRows(s.rows, 'all')).toHaveLength(4);
  });

  it('re-validates an edited row with the domain schema and marks it edited', () => {
    const s = state();
    const fixed = editRow(s, 3, { ...editableRaw(s.rows[1]!), skillLevels: '3' });
    const row = fixed.rows.find((r) => r.row === 3)!;
    expect(row).toMatchObject({ errors: {}, edited: true, input: { skillLevels: ['Intermediate'] } });
    const stillBad = editRow(s, 5, { ...editableRaw(s.rows[3]!), name: 'Named now' });
    expect(stillBad.rows.find((r) => r.row === 5)!.errors).toEqual({
      positions: ['Goalie is not a Quadball position (Chaser, Beater, Keeper, Seeker).'],
    });
  });

  it('recomputes duplicates within the file after an edit, and forgets a library match when the name changes', () => {
    const s = state();
    const renamed = editRow(s, 4, { ...editableRaw(s.rows[2]!), name: 'Weave two' });
    expect(renamed.rows.find((r) => r.row === 4)!.duplicateInFileRow).toBeNull();
    const clash = editRow(renamed, 5, { ...editableRaw(s.rows[3]!), name: 'box DRILL', positions: 'Seeker' });
    expect(clash.rows.find((r) => r.row === 5)!.duplicateInFileRow).toBe(2);
    const keepsName = editRow(s, 2, { ...editableRaw(s.rows[0]!), lengthMax: '12' });
    expect(keepsName.rows[0]!.duplicateOfExisting).toEqual({ id: 'd1', name: 'Box drill' });
    const newName = editRow(s, 2, { ...editableRaw(s.rows[0]!), name: 'Fresh' });
    expect(newName.rows[0]!.duplicateOfExisting).toBeNull();
    expect(applyExistingMatch(newName, 2, { id: 'd9', name: 'Fresh' }).rows[0]!.duplicateOfExisting).toEqual({
      id: 'd9',
      name: 'Fresh',
    });
  });

  it('drops rows (freeing their name) and puts them back in file order', () => {
    const dropped = dropRow(state(), 3);
    expect(dropped.rows.map((r) => r.row)).toEqual([2, 4, 5]);
    expect(dropped.rows.find((r) => r.row === 4)!.duplicateInFileRow).toBeNull();
    expect(dropped.dropped.map((r) => r.row)).toEqual([3]);
    const back = restoreDropped(dropped);
    expect(back.rows.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(back.rows.find((r) => r.row === 4)!.duplicateInFileRow).toBe(3);
    expect(back.dropped).toEqual([]);
  });

  it('imports the valid rows only, in file order', () => {
    expect(importableInputs(state()).map((input) => input.name)).toEqual(['Box drill', 'weave']);
  });
});
