import { formationInputSchema } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import type { FormationDetail } from '@sideline/domain';
import {
  dirtyFieldSet,
  emptyFormationForm,
  formationPatch,
  formationToFormValues,
  mergeRemoteValues,
} from './formation-form-values';

const saved: FormationDetail = {
  id: 'f1',
  sport: 'basketball',
  name: 'Horns',
  briefDescription: 'Two bigs at the elbows.',
  tags: ['half court', 'Pick and roll'],
  formationType: 'offense',
  courtTemplateId: 'basketball-half',
  visibility: 'public',
  teamId: null,
  ownerId: 'u1',
  ownerName: 'Casey Coach',
  votes: { up: 1, down: 0, score: 1 },
  myVote: 0,
  usedInPlanCount: 0,
  diagramVersionCount: 3,
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
  detailedDescription: '<p>Start <strong>wide</strong>.</p>',
  editableByOthers: false,
  deleted: false,
  version: 4,
  duplicatedFrom: null,
  documentName: 'formation:f1',
  can: { edit: true, share: true, delete: true, restore: false, engage: true, duplicate: true },
};

const parse = (values: unknown) => formationInputSchema.parse(values);

describe('the formation form', () => {
  it('starts a new formation on the sport’s first court, and the schema accepts it once named', () => {
    const empty = emptyFormationForm('soccer');
    expect(empty.courtTemplateId).toBe('soccer-full');
    expect(formationInputSchema.safeParse(empty).success).toBe(false);
    expect(parse({ ...empty, name: 'Back four' })).toMatchObject({
      name: 'Back four',
      formationType: 'other',
      visibility: 'public',
    });
  });

  it('saves only the fields that changed since the version it started from', () => {
    const values = formationToFormValues(saved);
    expect(formationPatch(saved, parse(values), true)).toBeNull();
    const renamed = parse({ ...values, name: '  Horns flare ', tags: ['half court', 'pick and roll', 'Flare'] });
    expect(formationPatch(saved, renamed, true)).toEqual({
      name: 'Horns flare',
      tags: ['half court', 'pick and roll', 'Flare'],
    });
  });

  it('leaves sharing out for someone who may not change it', () => {
    const values = {
      ...formationToFormValues(saved),
      visibility: 'private' as const,
      editableByOthers: true,
      briefDescription: 'Elbows.',
    };
    expect(formationPatch(saved, parse(values), false)).toEqual({ briefDescription: 'Elbows.' });
    expect(formationPatch(saved, parse(values), true)).toEqual({
      briefDescription: 'Elbows.',
      visibility: 'private',
      editableByOthers: true,
    });
  });

  it('sends a new sport together with its court', () => {
    const values = { ...formationToFormValues(saved), sport: 'soccer' as const, courtTemplateId: 'soccer-full' };
    expect(formationPatch(saved, parse(values), true)).toEqual({ sport: 'soccer', courtTemplateId: 'soccer-full' });
  });

  it('takes someone else’s saved values but keeps every field this coach changed', () => {
    const latest = { ...formationToFormValues(saved), name: 'Horns (theirs)', briefDescription: 'Their brief.' };
    const current = { ...formationToFormValues(saved), briefDescription: 'My brief.' };
    expect(mergeRemoteValues(latest, current, new Set(['briefDescription']))).toEqual({
      ...latest,
      briefDescription: 'My brief.',
    });
  });

  it('keeps the court of a sport this coach switched to', () => {
    const latest = formationToFormValues(saved);
    const current = { ...latest, sport: 'soccer' as const, courtTemplateId: 'soccer-full' };
    expect(mergeRemoteValues(latest, current, new Set(['sport']))).toMatchObject({
      sport: 'soccer',
      courtTemplateId: 'soccer-full',
    });
  });

  it('reads react-hook-form’s dirty marks, lists included', () => {
    expect([...dirtyFieldSet({ name: true, tags: [false, true], sport: false, briefDescription: undefined })]).toEqual([
      'name',
      'tags',
    ]);
    expect(dirtyFieldSet({ tags: [false] }).size).toBe(0);
  });
});
