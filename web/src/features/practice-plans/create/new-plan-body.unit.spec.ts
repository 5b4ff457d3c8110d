import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../metadata/metadata-draft';
import { checkDraft, newPlanBody, serverFieldErrors } from './new-plan-body';

describe('the create form', () => {
  it('checks every field and names the bad ones', () => {
    const result = checkDraft({ ...emptyDraft(), name: '', startTime: '7pm' });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Give the plan a name.', startTime: 'Use a 24-hour time like 18:30.' },
    });
  });

  it('sends only the metadata without a formation, and default sections with the formation first', () => {
    const checked = checkDraft({ ...emptyDraft('basketball'), name: 'Shooting' });
    if (!checked.ok) throw new Error('expected a valid draft');
    const metadata = { ...checked.metadata, name: 'Shooting', sport: 'basketball' as const };
    expect(newPlanBody(metadata, null)).toEqual(metadata);
    const body = newPlanBody(metadata, { id: 'f1', name: '1-3-1 zone', sport: 'basketball', briefDescription: '' });
    expect(body.sections?.[0]?.entries).toEqual([
      { kind: 'formation', formationId: 'f1', title: '1-3-1 zone', durationMinutes: 0 },
    ]);
    expect(body.sections?.slice(1).every((section) => section.entries?.length === 0)).toBe(true);
  });

  it('places server messages beside their fields', () => {
    expect(serverFieldErrors({ name: ['Too long.'], 'sections.0.entries.0.formationId': ['Gone.'] })).toEqual({
      placed: { name: 'Too long.' },
      unplaced: ['Gone.'],
    });
  });
});
