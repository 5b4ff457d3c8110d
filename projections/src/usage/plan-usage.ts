import { allItems, assertNever, type PlanEvent, type PlanItem } from '@sideline/domain';

/**
 * What a plan uses, folded from the only plan events that change it: which items exist (with the drill or formation
 * each refers to; an item's reference never changes) and whether the plan is deleted. Moves, durations, details,
 * lanes and blocks move items around without adding or dropping any, so usage ignores them. A unit property test
 * holds this against `evolvePlan`'s full state.
 */
export const USAGE_EVENT_TYPES = [
  'PlanCreated',
  'PlanSectionAdded',
  'PlanSectionRemoved',
  'PlanItemAdded',
  'PlanItemRemoved',
  'PlanDeleted',
  'PlanRestored',
] as const satisfies readonly PlanEvent['type'][];

export type UsageEvent = Extract<PlanEvent, { type: (typeof USAGE_EVENT_TYPES)[number] }>;

export interface PlanUsage {
  deleted: boolean;
  /** item id → what it refers to (items that refer to nothing are not kept) */
  items: Record<string, { drillId: string | null; formationId: string | null }>;
}

const refsOf = (items: readonly PlanItem[]): PlanUsage['items'] =>
  Object.fromEntries(
    items.flatMap((item) =>
      item.drillId || item.formationId ? [[item.id, { drillId: item.drillId, formationId: item.formationId }]] : [],
    ),
  );

/** The next usage, or null for an event on a plan usage never saw created (the plans read model ignores those too). */
export function evolveUsage(usage: PlanUsage | null, event: UsageEvent): PlanUsage | null {
  if (event.type === 'PlanCreated') return { deleted: false, items: refsOf(allItems(event.data.sections)) };
  if (!usage) return null;
  switch (event.type) {
    case 'PlanSectionAdded':
      return { ...usage, items: { ...usage.items, ...refsOf(allItems([event.data.section])) } };
    case 'PlanSectionRemoved':
      return {
        ...usage,
        items: without(
          usage.items,
          allItems([event.data.section]).map((item) => item.id),
        ),
      };
    case 'PlanItemAdded':
      return { ...usage, items: { ...usage.items, ...refsOf([event.data.item]) } };
    case 'PlanItemRemoved':
      return { ...usage, items: without(usage.items, [event.data.item.id]) };
    case 'PlanDeleted':
      return { ...usage, deleted: true };
    case 'PlanRestored':
      return { ...usage, deleted: false };
    default:
      return assertNever(event, 'usage event');
  }
}

function without(items: PlanUsage['items'], ids: readonly string[]): PlanUsage['items'] {
  const next = { ...items };
  for (const id of ids) delete next[id];
  return next;
}

/** The drills and formations a plan counts for: none while deleted. */
export function usedBy(usage: PlanUsage | null): { drills: Set<string>; formations: Set<string> } {
  const drills = new Set<string>();
  const formations = new Set<string>();
  if (usage && !usage.deleted) {
    for (const { drillId, formationId } of Object.values(usage.items)) {
      if (drillId) drills.add(drillId);
      if (formationId) formations.add(formationId);
    }
  }
  return { drills, formations };
}
