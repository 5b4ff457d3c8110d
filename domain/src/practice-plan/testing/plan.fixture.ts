import {
  isBlock,
  type Lane,
  type ParallelBlock,
  type PlanItem,
  type PlanMetadata,
  type Section,
  type SectionEntry,
} from '../plan.model';
import type { PlanCommand } from '../plan.commands';
import { allItems, findBlock } from '../plan-structure';
import type { PlanEvent } from '../plan.events';
import { evolvePlan } from '../plan.evolve';
import { initialPlanState, type PlanFacts } from '../plan.state';

/** Small builders for plan specs: readable ids ("i1", "s1"), sensible defaults. Tests only. */

export const PLAN_ID = 'p1';

export const drillItem = (id: string, durationMinutes = 10, over: Partial<PlanItem> = {}): PlanItem => ({
  id,
  kind: 'drill',
  drillId: `drill-${id}`,
  formationId: null,
  title: '',
  durationMinutes,
  notes: '',
  ...over,
});
export const activityItem = (id: string, durationMinutes = 10, title = `Activity ${id}`): PlanItem => ({
  id,
  kind: 'activity',
  drillId: null,
  formationId: null,
  title,
  durationMinutes,
  notes: '',
});
export const breakItem = (id: string, durationMinutes = 5): PlanItem => ({
  id,
  kind: 'break',
  drillId: null,
  formationId: null,
  title: 'Break',
  durationMinutes,
  notes: '',
});
export const formationItem = (id: string, durationMinutes = 0): PlanItem => ({
  id,
  kind: 'formation',
  drillId: null,
  formationId: `formation-${id}`,
  title: '',
  durationMinutes,
  notes: '',
});

export const lane = (id: string, items: PlanItem[] = [], over: Partial<Lane> = {}): Lane => ({
  id,
  name: `Lane ${id}`,
  colour: '#2563eb',
  positionKey: null,
  items,
  ...over,
});
export const block = (id: string, lanes: Lane[]): ParallelBlock => ({ kind: 'parallel', id, lanes });
export const section = (id: string, entries: SectionEntry[] = [], over: Partial<Section> = {}): Section => ({
  id,
  name: `Section ${id}`,
  goals: [],
  notes: '',
  targetMinutes: null,
  entries,
  ...over,
});

export const metadata = (over: Partial<PlanMetadata> = {}): PlanMetadata => ({
  name: 'Tuesday practice',
  description: '',
  sport: 'quadball',
  phaseOfSeason: null,
  practiceGoals: [],
  expectedParticipants: null,
  startTime: null,
  visibility: 'private',
  editableByOthers: false,
  teamId: null,
  scheduledDate: null,
  targetMinutes: null,
  ...over,
});

export const planCreated = (sections: Section[], over: Partial<PlanMetadata> = {}): PlanEvent => ({
  type: 'PlanCreated',
  data: { planId: PLAN_ID, ownerId: 'u1', metadata: metadata(over), sections, copiedFrom: null, draftId: null },
});

/** The state after these events. */
export const stateAfter = (events: PlanEvent[]): PlanFacts =>
  events.reduce(evolvePlan, initialPlanState()) as PlanFacts;

/**
 * A plan to play with: s1 = [i1 (10), i2 (15), block b1 {l1: [i3 (10), i4 (5)], l2: [i5 (20)]}, i6 (5)], s2 = [i7
 * (30)], s3 empty.
 */
export const samplePlan = (): Section[] => [
  section('s1', [
    drillItem('i1', 10),
    drillItem('i2', 15),
    block('b1', [lane('l1', [drillItem('i3', 10), breakItem('i4', 5)]), lane('l2', [drillItem('i5', 20)])]),
    activityItem('i6', 5),
  ]),
  section('s2', [drillItem('i7', 30)]),
  section('s3'),
];

/** A command built from random numbers against the current plan, so most of them are valid. */
export function randomCommand(
  state: PlanFacts,
  [kind, a, b, c]: [number, number, number, number],
  fresh: () => string,
): PlanCommand {
  const items = allItems(state.sections);
  const sections = state.sections;
  const lanes = sections.flatMap((s) => s.entries.filter(isBlock).flatMap((blk) => blk.lanes));
  const pick = <T>(list: readonly T[], n: number) => list[n % Math.max(1, list.length)];
  const item = pick(items, a);
  const sectionId = pick(sections, b)?.id ?? 's1';
  const laneId = pick(lanes, b)?.id;
  const to = laneId && c % 3 === 0 ? { laneId, index: c % 4 } : { sectionId, index: c % 5 };
  switch (kind % 10) {
    case 0:
      return { type: 'AddItem', data: { item: drillItem(fresh(), 1 + (c % 60)), to } };
    case 1:
      return { type: 'MoveItem', data: { itemId: item?.id ?? 'none', to } };
    case 2:
      return { type: 'SetItemDuration', data: { itemId: item?.id ?? 'none', durationMinutes: 1 + (c % 90) } };
    case 3:
      return { type: 'RemoveItem', data: { itemId: item?.id ?? 'none' } };
    case 4:
      return { type: 'ReorderSection', data: { sectionId, toIndex: c % 4 } };
    case 5: {
      const singles = (pick(sections, b)?.entries ?? [])
        .filter((e) => !isBlock(e))
        .slice(0, 1 + (c % 3))
        .map((e) => e.id);
      const lanesSpec = [
        {
          id: fresh(),
          name: 'A',
          colour: '#000000',
          positionKey: null,
          itemIds: singles.filter((_, i) => i % 2 === 0),
        },
        {
          id: fresh(),
          name: 'B',
          colour: '#111111',
          positionKey: null,
          itemIds: singles.filter((_, i) => i % 2 === 1),
        },
      ];
      return {
        type: 'GroupIntoParallelBlock',
        data: { blockId: fresh(), sectionId, itemIds: singles, lanes: lanesSpec, index: null },
      };
    }
    case 6: {
      const blockId = sections.flatMap((s) => s.entries.filter(isBlock)).at(a % 3)?.id ?? 'none';
      return { type: 'Ungroup', data: { blockId } };
    }
    case 7:
      return laneId
        ? {
            type: 'RemoveLane',
            data: {
              laneId,
              moveItemsTo:
                c % 2 === 0
                  ? null
                  : (findBlock(
                      sections,
                      sections
                        .flatMap((s) => s.entries.filter(isBlock))
                        .find((blk) => blk.lanes.some((l) => l.id === laneId))!.id,
                    )!.block.lanes.find((l) => l.id !== laneId)?.id ?? null),
            },
          }
        : { type: 'RemoveSection', data: { sectionId } };
    case 8:
      return { type: 'AddSection', data: { section: section(fresh(), [activityItem(fresh(), 5)]), index: c % 4 } };
    default:
      return {
        type: 'SetSectionDetails',
        data: { sectionId, name: `Name ${c}`, targetMinutes: c % 2 ? null : 10 + c },
      };
  }
}
