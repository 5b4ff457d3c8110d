import { SPORT_PACKS, type CreatePlanBody, type FieldErrors, type PlanMetadata } from '@sideline/domain';
import { DRAFT_FIELDS, patchFor, type DraftField, type MetadataDraft } from '../metadata/metadata-draft';
import type { FormationRef } from '../plan-api';

export type DraftErrors = Partial<Record<DraftField, string>>;

/** Every field of the draft checked by the shared schema: the body's metadata, or the message for each bad field. */
export function checkDraft(
  draft: MetadataDraft,
): { ok: true; metadata: Partial<PlanMetadata> } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  let metadata: Partial<PlanMetadata> = {};
  for (const field of DRAFT_FIELDS) {
    const patch = patchFor(draft, field);
    if (patch.ok) metadata = { ...metadata, ...patch.changes };
    else errors[field] = patch.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, metadata };
}

/**
 * POST /api/practice-plans for the create form. With a formation ("Use in plan" on a formation's page), the sport's
 * default sections are sent explicitly (the server adds them only when no sections are given), the formation first.
 */
export function newPlanBody(
  metadata: Partial<PlanMetadata> & Pick<PlanMetadata, 'name' | 'sport'>,
  formation: FormationRef | null,
): CreatePlanBody {
  if (!formation) return metadata;
  const sections = SPORT_PACKS[metadata.sport].defaultSections.map((section, index) => ({
    name: section.name,
    goals: [...section.goals],
    entries:
      index === 0
        ? [{ kind: 'formation' as const, formationId: formation.id, title: formation.name, durationMinutes: 0 }]
        : [],
  }));
  return { ...metadata, sections };
}

/** Server messages per field (`details.fields`): beside the field when it is on the form, else above it. */
export function serverFieldErrors(fields: FieldErrors): { placed: DraftErrors; unplaced: string[] } {
  const placed: DraftErrors = {};
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const top = path.split('.')[0] as DraftField;
    if ((DRAFT_FIELDS as readonly string[]).includes(top)) placed[top] = messages.join(' ');
    else unplaced.push(messages.join(' '));
  }
  return { placed, unplaced };
}
