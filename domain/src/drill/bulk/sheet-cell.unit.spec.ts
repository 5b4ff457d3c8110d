import { describe, expect, it } from 'vitest';
import { formatCellDate, isBlankCell, readCell } from './sheet-cell';

describe('reading a sheet cell', () => {
  it('reads blanks, strings, numbers and booleans', () => {
    expect(readCell(null)).toEqual({ text: '' });
    expect(readCell(undefined)).toEqual({ text: '' });
    expect(readCell(' Pass ')).toEqual({ text: ' Pass ' });
    expect(readCell(12)).toEqual({ text: '12', number: 12 });
    expect(readCell(2.5)).toEqual({ text: '2.5', number: 2.5 });
    expect(readCell(true)).toEqual({ text: 'TRUE' });
    expect(readCell(Number.NaN)).toMatchObject({ problem: expect.stringMatching(/number/) });
  });

  it('reads Excel dates as dates, shown as a day (or a day and time)', () => {
    const day = new Date(Date.UTC(2024, 2, 5));
    expect(readCell(day)).toEqual({ text: '2024-03-05', date: day });
    expect(formatCellDate(new Date(Date.UTC(2024, 2, 5, 14, 30)))).toBe('2024-03-05 14:30');
  });

  it('joins rich-text runs', () => {
    expect(readCell({ richText: [{ text: 'Three-' }, { text: 'man weave' }] })).toEqual({ text: 'Three-man weave' });
  });

  it('reads hyperlinks: the caption as text, the target as link', () => {
    expect(readCell({ text: 'Watch', hyperlink: 'https://vimeo.com/123456' })).toEqual({
      text: 'Watch',
      link: 'https://vimeo.com/123456',
    });
    expect(readCell({ text: { richText: [{ text: 'Wa' }, { text: 'tch' }] }, hyperlink: 'https://x.org' })).toEqual({
      text: 'Watch',
      link: 'https://x.org',
    });
  });

  it('uses a formula’s saved result, of any kind', () => {
    expect(readCell({ formula: 'A1*2', result: 10 })).toEqual({ text: '10', number: 10 });
    expect(readCell({ sharedFormula: 'B2', result: 'Passing' })).toEqual({ text: 'Passing' });
    const day = new Date(Date.UTC(2023, 0, 1));
    expect(readCell({ formula: 'TODAY()', result: day })).toEqual({ text: '2023-01-01', date: day });
    expect(readCell({ formula: '1/0', result: { error: '#DIV/0!' } })).toEqual({
      text: '#DIV/0!',
      problem: 'shows the Excel error #DIV/0!',
    });
  });

  it('says when a formula has no saved result', () => {
    expect(readCell({ formula: 'A1+1' }).problem).toMatch(/formula without a saved result/);
  });

  it('reads error cells as problems, not blanks', () => {
    const reading = readCell({ error: '#N/A' });
    expect(reading.problem).toBe('shows the Excel error #N/A');
    expect(isBlankCell({ error: '#N/A' })).toBe(false);
    expect(isBlankCell('   ')).toBe(true);
    expect(isBlankCell(0)).toBe(false);
  });
});
