import {
  defaultCourtTemplateId,
  sanitizeRichText,
  type FormationFields,
  type FormationInput,
  type FormationPatch,
  type SportId,
} from '@sideline/domain';
import type { FormationDetail } from '@sideline/domain';

/** What the form holds: the schema's input with every field present (the court always chosen). */
export type FormationFormValues = Required<Omit<FormationInput, 'courtTemplateId'>> & { courtTemplateId: string };

export type FormationFormField = keyof FormationFormValues;

export const FORMATION_FORM_FIELDS: readonly FormationFormField[] = [
  'sport',
  'name',
  'briefDescription',
  'detailedDescription',
  'tags',
  'formationType',
  'courtTemplateId',
  'visibility',
  'teamId',
  'editableByOthers',
];

/** The fields only the owner (or a team or site admin) may change. */
export const SHARING_FIELDS: readonly FormationFormField[] = ['visibility', 'teamId', 'editableByOthers'];

/** A new formation: public, offense/defense not guessed ("other"), the sport's first court. */
export function emptyFormationForm(sport: SportId = 'quadball'): FormationFormValues {
  return {
    sport,
    name: '',
    briefDescription: '',
    detailedDescription: '',
    tags: [],
    formationType: 'other',
    courtTemplateId: defaultCourtTemplateId(sport),
    visibility: 'public',
    teamId: null,
    editableByOthers: false,
  };
}

/** A saved formation as form values (for editing). */
export function formationToFormValues(formation: FormationDetail): FormationFormValues {
  return {
    sport: formation.sport,
    name: formation.name,
    briefDescription: formation.briefDescription,
    detailedDescription: formation.detailedDescription,
    tags: [...formation.tags],
    formationType: formation.formationType,
    courtTemplateId: formation.courtTemplateId,
    visibility: formation.visibility,
    teamId: formation.teamId,
    editableByOthers: formation.editableByOthers,
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The PATCH for a save: only the fields that differ from the version the form started from, so two coaches changing
 * different fields record only their own changes (and the history names only what changed). Sharing fields are left
 * out for someone who may not change them. Null when nothing changed.
 */
export function formationPatch(
  base: FormationDetail,
  next: FormationFields,
  canChangeSharing: boolean,
): FormationPatch | null {
  const before: FormationFields = {
    ...formationToFormValues(base),
    detailedDescription: sanitizeRichText(base.detailedDescription),
  };
  const patch: Record<string, unknown> = {};
  for (const field of FORMATION_FORM_FIELDS) {
    if (!canChangeSharing && SHARING_FIELDS.includes(field)) continue;
    if (!sameValue(before[field], next[field])) patch[field] = next[field];
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * Someone else saved: the form takes their values, except for the fields this coach changed (those are kept as
 * typed), so a reload never loses anything typed.
 */
export function mergeRemoteValues(
  latest: FormationFormValues,
  current: FormationFormValues,
  dirty: ReadonlySet<FormationFormField>,
): FormationFormValues {
  const merged = { ...latest };
  for (const field of dirty) (merged as Record<string, unknown>)[field] = current[field];
  // A kept court must belong to the sport the form ends up with.
  if (dirty.has('sport') && !dirty.has('courtTemplateId') && latest.sport !== current.sport)
    merged.courtTemplateId = current.courtTemplateId;
  return merged;
}

/** The fields react-hook-form marks as changed (its `dirtyFields` tree), as a set. */
export function dirtyFieldSet(dirtyFields: Partial<Record<string, unknown>>): Set<FormationFormField> {
  return new Set(FORMATION_FORM_FIELDS.filter((field) => isDirtyMark(dirtyFields[field])));
}

function isDirtyMark(mark: unknown): boolean {
  if (mark === true) return true;
  if (Array.isArray(mark)) return mark.some(isDirtyMark);
  if (typeof mark === 'object' && mark !== null) return Object.values(mark).some(isDirtyMark);
  return false;
}
