import { describe, expect, it } from 'vitest';
import { BULK_COLUMNS, headerKey, matchHeader } from './bulk-columns';
import { BULK_TEMPLATE_HEADERS } from './bulk-template';

describe('bulk columns', () => {
  it('keeps the reference app’s 13 columns in its order, then Sport and Diagrams', () => {
    expect(BULK_TEMPLATE_HEADERS).toEqual([
      'Name',
      'Brief Description',
      'Detailed Description',
      'Drill Type',
      'Skill Level',
      'Complexity',
      'Suggested Length Min',
      'Suggested Length Max',
      'Number of People Min',
      'Number of People Max',
      'Skills Focused On',
      'Positions Focused On',
      'Video Link',
      'Sport',
      'Diagrams',
    ]);
  });

  it('matches headers ignoring case, spaces, punctuation, a byte-order mark and a bracketed hint', () => {
    expect(headerKey('Brief Description')).toBe('briefdescription');
    expect(headerKey('  brief_DESCRIPTION ')).toBe('briefdescription');
    expect(headerKey('\uFEFFName')).toBe('name');
    expect(headerKey('Skill Level (1:New to Sport; 2:Beginner; 3:Intermediate; 4:Advanced; 5:Expert)')).toBe(
      'skilllevel',
    );
    expect(headerKey('Positions Focused On (Chaser; Beater; Keeper; Seeker)')).toBe('positionsfocusedon');
  });

  it('finds every template column in any order', () => {
    const shuffled = [...BULK_TEMPLATE_HEADERS].reverse().map((h) => h.toUpperCase());
    const match = matchHeader(shuffled);
    expect(match.missing).toEqual([]);
    expect(match.unknown).toEqual([]);
    BULK_COLUMNS.forEach((column) =>
      expect(match.columns[column.field]).toBe(shuffled.indexOf(column.header.toUpperCase())),
    );
  });

  it('accepts the usual plural spellings', () => {
    const match = matchHeader([
      'Name',
      'Brief Description',
      'Drill Types',
      'Skill Levels',
      'Suggested Length Min',
      'Suggested Length Max',
      'Number of People Min',
      'Skills',
      'Positions',
    ]);
    expect(match.missing).toEqual([]);
    expect(match.columns).toMatchObject({ drillTypes: 2, skillLevels: 3, skills: 7, positions: 8 });
  });

  it('reports unknown columns as written, ignores blank header cells, and names missing required columns', () => {
    const match = matchHeader(['Name', '', ' Coach notes ', 'Drill Type', 'Equipment']);
    expect(match.unknown).toEqual(['Coach notes', 'Equipment']);
    expect(match.missing).toEqual([
      'Brief Description',
      'Skill Level',
      'Suggested Length Min',
      'Suggested Length Max',
      'Number of People Min',
      'Skills Focused On',
      'Positions Focused On',
    ]);
    expect(match.columns).toEqual({ name: 0, drillTypes: 3 });
  });

  it('does not require the optional columns', () => {
    const required = BULK_COLUMNS.filter((c) => c.required).map((c) => c.header);
    expect(matchHeader(required).missing).toEqual([]);
    expect(BULK_COLUMNS.filter((c) => !c.required).map((c) => c.header)).toEqual([
      'Detailed Description',
      'Complexity',
      'Number of People Max',
      'Video Link',
      'Sport',
      'Diagrams',
    ]);
  });

  it('notices a column given twice (also under an alias) and keeps the first', () => {
    const match = matchHeader(['Name', 'Skills', 'Skills Focused On', 'name']);
    expect(match.repeated.sort()).toEqual(['Name', 'Skills Focused On']);
    expect(match.columns).toMatchObject({ name: 0, skills: 1 });
  });
});
