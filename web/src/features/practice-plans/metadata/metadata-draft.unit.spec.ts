import { describe, expect, it } from 'vitest';
import { emptyDraft, patchFor, sameAsStored, wireValue } from './metadata-draft';

describe('metadata draft', () => {
  const draft = { ...emptyDraft('soccer'), name: '  Pressing week ', expectedParticipants: '18', startTime: '19:00' };

  it('turns text fields into wire values', () => {
    expect(wireValue(draft, 'name')).toBe('Pressing week');
    expect(wireValue(draft, 'expectedParticipants')).toBe(18);
    expect(wireValue({ ...draft, expectedParticipants: ' ' }, 'expectedParticipants')).toBeNull();
    expect(wireValue({ ...draft, startTime: '' }, 'startTime')).toBeNull();
  });

  it('checks one field with the shared schema', () => {
    expect(patchFor(draft, 'expectedParticipants')).toEqual({ ok: true, changes: { expectedParticipants: 18 } });
    expect(patchFor({ ...draft, name: '  ' }, 'name')).toEqual({ ok: false, message: 'Give the plan a name.' });
    expect(patchFor({ ...draft, expectedParticipants: '0' }, 'expectedParticipants')).toEqual({
      ok: false,
      message: 'At least 1 participant.',
    });
    expect(patchFor({ ...draft, expectedParticipants: '2.5' }, 'expectedParticipants').ok).toBe(false);
    expect(patchFor({ ...draft, startTime: '25:00' }, 'startTime')).toEqual({
      ok: false,
      message: 'Use a 24-hour time like 18:30.',
    });
  });

  it('knows when there is nothing to save', () => {
    const stored = {
      name: 'Pressing week',
      description: '',
      sport: 'soccer' as const,
      phaseOfSeason: null,
      practiceGoals: [],
      expectedParticipants: 18,
      startTime: '19:00',
      visibility: 'private' as const,
      editableByOthers: false,
      teamId: null,
      scheduledDate: null,
      targetMinutes: null,
    };
    expect(sameAsStored(draft, 'name', stored)).toBe(true);
    expect(sameAsStored(draft, 'expectedParticipants', stored)).toBe(true);
    expect(sameAsStored({ ...draft, startTime: '18:00' }, 'startTime', stored)).toBe(false);
  });
});
