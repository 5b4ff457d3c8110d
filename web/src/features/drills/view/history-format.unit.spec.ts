import { describe, expect, it } from 'vitest';
import { fieldLabel, formatChangeValue, readableChange } from './history-format';

describe('history changes in words', () => {
  it('names fields the way the form does', () => {
    expect(fieldLabel('lengthMax')).toBe('Longest length');
    expect(fieldLabel('editableByOthers')).toBe('Editable by others');
    expect(fieldLabel('someNewField')).toBe('Some new field');
  });

  it('formats values with units, names and plain text', () => {
    expect(formatChangeValue('lengthMin', 10, 'quadball')).toBe('10 min');
    expect(formatChangeValue('playersMax', null, 'quadball')).toBe('no limit');
    expect(formatChangeValue('playersMin', 6, 'quadball')).toBe('6 players');
    expect(formatChangeValue('positions', ['chaser', 'seeker'], 'quadball')).toBe('Chaser, Seeker');
    expect(formatChangeValue('skills', ['Passing', 'Catching'], 'quadball')).toBe('Passing, Catching');
    expect(formatChangeValue('complexity', null, 'quadball')).toBe('—');
    expect(formatChangeValue('editableByOthers', true, 'quadball')).toBe('yes');
    expect(formatChangeValue('detailedDescription', '<p>Run <strong>fast</strong>.</p><ul><li>then stop</li></ul>', 'quadball')).toBe('Run fast. then stop');
    expect(formatChangeValue('diagrams', [{ title: 'Set-up' }, { title: '' }], 'quadball')).toBe('2 (Set-up, diagram 2)');
    expect(formatChangeValue('diagrams', [], 'quadball')).toBe('none');
  });

  it('clips long text', () => {
    const long = 'x'.repeat(400);
    expect(formatChangeValue('briefDescription', long, 'quadball')).toHaveLength(140);
  });

  it('says "changed" when both sides read the same', () => {
    const redrawn = readableChange({ field: 'diagrams', from: [{ title: 'A', elements: [1] }], to: [{ title: 'A', elements: [1, 2] }] }, 'soccer');
    expect(redrawn).toEqual({ label: 'Diagrams', from: '1 (A)', to: '1 (A)', onlyChanged: true });
    expect(readableChange({ field: 'name', from: 'Old', to: 'New' }, 'soccer').onlyChanged).toBe(false);
  });
});
