import {
  decidePlan,
  evolvePlan,
  planCommandFrom,
  planCommandInputSchema,
  timingOfPlan,
  type PlanCommandInput,
  type PlanFacts,
  type PlanState,
} from '@sideline/domain';
import type { PlanDetail } from '@sideline/domain';

/** Commands shown before the server answers: moves and durations, so a drop lands at once instead of snapping back. */
const SHOWN_AT_ONCE = new Set<PlanCommandInput['type']>([
  'MoveItem',
  'MoveItemToLane',
  'ReorderSection',
  'SetItemDuration',
]);

/**
 * The plan as it will be once the server applies `input`, decided by the same domain code the server runs (timing
 * included, through the one duration function). Null when the command is not shown early or would be refused: then
 * the screen simply waits for the answer. The server's answer always replaces this copy.
 */
export function optimisticPlan(plan: PlanDetail, input: PlanCommandInput): PlanDetail | null {
  if (!SHOWN_AT_ONCE.has(input.type)) return null;
  const parsed = planCommandInputSchema.safeParse(input);
  if (!parsed.success) return null;
  const state: PlanFacts = {
    status: 'active',
    planId: plan.id,
    ownerId: plan.ownerId,
    metadata: plan.metadata,
    sections: plan.sections,
    published: plan.published,
    publishedAt: plan.publishedAt,
    copiedFrom: plan.copiedFrom,
    draftId: null,
    schedule: null,
  };
  try {
    const command = planCommandFrom(parsed.data, { sport: plan.metadata.sport, newId: () => crypto.randomUUID() });
    const next = decidePlan(command, state).reduce<PlanState>((current, event) => evolvePlan(current, event), state);
    if (next.status !== 'active') return null;
    return { ...plan, metadata: next.metadata, sections: next.sections, timing: timingOfPlan(next) };
  } catch {
    return null;
  }
}
