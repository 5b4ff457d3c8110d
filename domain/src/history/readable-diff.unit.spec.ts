import { describe, expect, it } from 'vitest';
import { diffViews, summariseDiff } from './readable-diff';
import { listField, textField, valueField } from './readable-view';

describe('diffViews', () => {
  it('reads values, text and lists (added, removed, moved, changed)', () => {
    const from = {
      fields: {
        name: valueField('name', 'Box'),
        about: textField('about', 'old words'),
        items: listField('items', [
          { key: 'a', label: 'A · 10 min' },
          { key: 'b', label: 'B' },
          { key: 'c', label: 'C' },
          { key: 'd', label: 'D' },
        ]),
      },
    };
    const to = {
      fields: {
        name: valueField('name', 'Box 2'),
        about: textField('about', 'new words'),
        items: listField('items', [
          { key: 'c', label: 'C' },
          { key: 'a', label: 'A · 15 min' },
          { key: 'b', label: 'B' },
          { key: 'e', label: 'E' },
        ]),
      },
    };
    expect(diffViews(from, to)).toEqual([
      { field: 'name', label: 'name', kind: 'value', from: 'Box', to: 'Box 2' },
      { field: 'about', label: 'about', kind: 'text', from: 'old words', to: 'new words' },
      {
        field: 'items',
        label: 'items',
        kind: 'list',
        added: ['E'],
        removed: ['D'],
        moved: ['C'],
        changed: [{ from: 'A · 10 min', to: 'A · 15 min' }],
      },
    ]);
  });

  it('shows a field only one side has as added or removed, and nothing for equal views', () => {
    const from = { fields: { gone: listField('gone', ['x']) } };
    const to = { fields: { name: valueField('name', 'A') } };
    expect(diffViews(from, to)).toEqual([
      { field: 'name', label: 'name', kind: 'value', from: null, to: 'A' },
      { field: 'gone', label: 'gone', kind: 'list', added: [], removed: ['x'], moved: [], changed: [] },
    ]);
    expect(diffViews(to, to)).toEqual([]);
    expect(summariseDiff(diffViews(from, to))).toBe('Changed name, gone');
  });

  it('says what happened to whom when one list changed in one way', () => {
    const members = (...entries: [string, string][]) => ({
      fields: {
        members: listField(
          'members',
          entries.map(([key, label]) => ({ key, label })),
        ),
      },
    });
    const before = members(['ann', 'Ann (owner)'], ['sam', 'Sam (member)']);
    expect(summariseDiff(diffViews(before, members(['ann', 'Ann (owner)'])))).toBe('Removed Sam (member) from members');
    expect(
      summariseDiff(
        diffViews(
          before,
          members(['ann', 'Ann (owner)'], ['sam', 'Sam (member)'], ['mia', 'Mia (member)'], ['ola', 'Ola (coach)']),
        ),
      ),
    ).toBe('Added Mia (member) and 1 more to members');
    expect(summariseDiff(diffViews(before, members(['ann', 'Ann (owner)'], ['sam', 'Sam (coach)'])))).toBe(
      'Changed Sam (member) to Sam (coach) in members',
    );
    expect(summariseDiff(diffViews(before, members(['sam', 'Sam (member)'], ['ann', 'Ann (owner)'])))).toBe(
      'Reordered members',
    );
    // Two kinds of change at once read as before.
    expect(summariseDiff(diffViews(before, members(['ann', 'Ann (admin)'], ['mia', 'Mia (member)'])))).toBe(
      'Changed members',
    );
  });
});
