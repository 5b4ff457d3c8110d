import { describe, expect, it } from 'vitest';
import { readableFormationChange } from './formation-history-format';

describe('a formation’s history in words', () => {
  it('names fields and shows courts, types, sports and sharing the way the pages do', () => {
    expect(readableFormationChange({ field: 'courtTemplateId', from: 'basketball-full', to: 'basketball-half' }, 'basketball')).toMatchObject({
      label: 'Court',
      from: 'Full court',
    });
    expect(readableFormationChange({ field: 'formationType', from: 'other', to: 'defense' }, 'soccer')).toMatchObject({ label: 'Type', from: 'Other', to: 'Defense' });
    expect(readableFormationChange({ field: 'visibility', from: 'public', to: 'private' }, 'soccer')).toMatchObject({ from: 'Public', to: 'Private' });
    expect(readableFormationChange({ field: 'editableByOthers', from: false, to: true }, 'soccer')).toMatchObject({ label: 'Editable by others', from: 'no', to: 'yes' });
    expect(readableFormationChange({ field: 'sport', from: 'quadball', to: 'soccer' }, 'soccer')).toMatchObject({ from: 'Quadball', to: 'Soccer' });
  });

  it('joins tags, marks empty values, and says "changed" when both sides read the same', () => {
    expect(readableFormationChange({ field: 'tags', from: [], to: ['zone', 'press'] }, 'quadball')).toMatchObject({ label: 'Tags', from: '—', to: 'zone, press' });
    expect(readableFormationChange({ field: 'detailedDescription', from: 'Same…', to: 'Same…' }, 'quadball').onlyChanged).toBe(true);
  });
});
