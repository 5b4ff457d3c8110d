import { checkMetadata, checkSections } from './plan-checks';
import { planDeleted, planExists, scheduledInSeason } from './plan-errors';
import type { PlanMetadata, PlanMetadataField } from './plan.model';
import type { CreatePlan, SetPlanMetadata } from './plan.commands';
import type { PlanEvent } from './plan.events';
import type { PlanFacts, PlanState } from './plan.state';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function decideCreate(command: CreatePlan, state: PlanState): PlanEvent[] {
  if (state.status !== 'none') throw planExists();
  const { planId, ownerId, metadata, sections, copiedFrom, draftId } = command.data;
  checkMetadata(metadata);
  checkSections(sections);
  return [{ type: 'PlanCreated', data: { planId, ownerId, metadata, sections, copiedFrom, draftId } }];
}

/** Records only the fields that really change, each with its old value (history and undo read it). */
export function decideMetadata(command: SetPlanMetadata, state: PlanFacts): PlanEvent[] {
  if (state.status === 'deleted') throw planDeleted();
  const next: PlanMetadata = { ...state.metadata, ...definedOnly(command.data.changes) };
  checkMetadata(next);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(next) as PlanMetadataField[]) {
    if (!same(state.metadata[field], next[field])) changes[field] = { from: state.metadata[field], to: next[field] };
  }
  if (Object.keys(changes).length === 0) return [];
  if (state.schedule && (changes.scheduledDate || changes.teamId)) throw scheduledInSeason();
  return [{ type: 'PlanMetadataChanged', data: { planId: state.planId, changes: changes } }];
}

/** `{name: undefined}` means "not this field", never "set it to undefined". */
function definedOnly(changes: Partial<PlanMetadata>): Partial<PlanMetadata> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]: [string, unknown]) => value !== undefined));
}
