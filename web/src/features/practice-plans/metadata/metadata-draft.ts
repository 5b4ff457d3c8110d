import {
  planMetadataPatchSchema,
  type PhaseOfSeason,
  type PlanMetadata,
  type PracticeGoal,
  type SportId,
  type Visibility,
} from '@sideline/domain';

/**
 * The plan's details as the form holds them while typing: numbers and times as text, so a half-typed value is kept
 * (and explained) rather than lost. `patchFor` turns one field into a `SetPlanMetadata` change, checked by the same
 * zod schema as the API.
 */
export interface MetadataDraft {
  name: string;
  description: string;
  sport: SportId;
  phaseOfSeason: PhaseOfSeason | null;
  practiceGoals: PracticeGoal[];
  expectedParticipants: string;
  startTime: string;
  visibility: Visibility;
  teamId: string | null;
  editableByOthers: boolean;
}

export type DraftField = keyof MetadataDraft;
export const DRAFT_FIELDS: readonly DraftField[] = [
  'name',
  'sport',
  'phaseOfSeason',
  'practiceGoals',
  'expectedParticipants',
  'startTime',
  'description',
  'visibility',
  'teamId',
  'editableByOthers',
];

export function draftOf(metadata: PlanMetadata): MetadataDraft {
  return {
    name: metadata.name,
    description: metadata.description,
    sport: metadata.sport,
    phaseOfSeason: metadata.phaseOfSeason,
    practiceGoals: [...metadata.practiceGoals],
    expectedParticipants: metadata.expectedParticipants === null ? '' : String(metadata.expectedParticipants),
    startTime: metadata.startTime ?? '',
    visibility: metadata.visibility,
    teamId: metadata.teamId,
    editableByOthers: metadata.editableByOthers,
  };
}

export function emptyDraft(sport: SportId = 'quadball'): MetadataDraft {
  return {
    name: '',
    description: '',
    sport,
    phaseOfSeason: null,
    practiceGoals: [],
    expectedParticipants: '',
    startTime: '',
    visibility: 'private',
    teamId: null,
    editableByOthers: false,
  };
}

/** The wire value of one field: text numbers become numbers (empty: null), an empty time is "no clock". */
export function wireValue(draft: MetadataDraft, field: DraftField): unknown {
  if (field === 'expectedParticipants') {
    const text = draft.expectedParticipants.trim();
    return text === '' ? null : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  }
  if (field === 'startTime') return draft.startTime.trim() === '' ? null : draft.startTime.trim();
  if (field === 'name') return draft.name.trim();
  return draft[field];
}

export type FieldPatch = { ok: true; changes: Partial<PlanMetadata> } | { ok: false; message: string };

/** One field as a checked `SetPlanMetadata` change, or the schema's message for it. */
export function patchFor(draft: MetadataDraft, field: DraftField): FieldPatch {
  const result = planMetadataPatchSchema.safeParse({ [field]: wireValue(draft, field) });
  if (result.success) return { ok: true, changes: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Check this value.' };
}

/** Whether the stored plan already holds what the draft says for this field (nothing to save). */
export function sameAsStored(draft: MetadataDraft, field: DraftField, metadata: PlanMetadata): boolean {
  const patch = patchFor(draft, field);
  if (!patch.ok) return false;
  return (
    JSON.stringify(patch.changes[field as keyof PlanMetadata]) === JSON.stringify(metadata[field as keyof PlanMetadata])
  );
}
