import { SPORT_PACKS, type SportId } from '../sports';
import {
  isBlock,
  type Lane,
  type LaneSpec,
  type PlanContent,
  type PlanItem,
  type Section,
  type SectionEntry,
} from './plan.model';
import type { PlanItemFields, SectionFields } from './plan.schemas';
import { planTiming, type PlanTiming } from './plan-timing';

/** Makes a new id (the API passes randomUUID; tests pass a counter). */
export type NewId = () => string;

/**
 * From validated input (ids optional) to the model (ids everywhere), without I/O: the API, the wizard's completion
 * and the demo seed all build plans through these.
 */
export function itemFrom(input: PlanItemFields, newId: NewId): PlanItem {
  return {
    id: input.id ?? newId(),
    kind: input.kind,
    drillId: input.kind === 'drill' ? (input.drillId ?? null) : null,
    formationId: input.kind === 'formation' ? (input.formationId ?? null) : null,
    title: input.title || (input.kind === 'break' ? 'Break' : ''),
    durationMinutes: input.durationMinutes,
    notes: input.notes,
  };
}

type EntryFields = SectionFields['entries'][number];

function entryFrom(input: EntryFields, newId: NewId): SectionEntry {
  if (input.kind !== 'parallel') return itemFrom(input, newId);
  return {
    kind: 'parallel',
    id: input.id ?? newId(),
    lanes: input.lanes.map((lane): Lane => ({
      id: lane.id ?? newId(),
      name: lane.name,
      colour: lane.colour,
      positionKey: lane.positionKey,
      items: lane.items.map((i) => itemFrom(i, newId)),
    })),
  };
}

export function sectionFrom(input: SectionFields, newId: NewId): Section {
  return {
    id: input.id ?? newId(),
    name: input.name,
    goals: input.goals,
    notes: input.notes,
    targetMinutes: input.targetMinutes,
    entries: input.entries.map((e) => entryFrom(e, newId)),
  };
}

/** A new plan's sections when none were given: the sport pack's default practice sections, empty. */
export function defaultSectionsFor(sport: SportId, newId: NewId): Section[] {
  return SPORT_PACKS[sport].defaultSections.map((s) => ({
    id: newId(),
    name: s.name,
    goals: [...s.goals],
    notes: '',
    targetMinutes: null,
    entries: [],
  }));
}

/** Colours for lanes that stand for no position, in order. */
export const CUSTOM_LANE_COLOURS = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#ca8a04',
  '#9333ea',
  '#0891b2',
  '#ea580c',
  '#4b5563',
] as const;

/** One lane per position of the sport ("Chasers", "Beaters"…), in the position's colour. */
export function positionLanesFor(sport: SportId, newId: NewId): Omit<LaneSpec, 'itemIds'>[] {
  return SPORT_PACKS[sport].positions.map((p) => ({
    id: newId(),
    name: `${p.name}s`,
    colour: p.color,
    positionKey: p.id,
  }));
}

/** Items dealt to lanes in turn: the first item to the first lane, the second to the second… */
export function dealItemsToLanes(lanes: readonly Omit<LaneSpec, 'itemIds'>[], itemIds: readonly string[]): LaneSpec[] {
  return lanes.map((lane, i) => ({ ...lane, itemIds: itemIds.filter((_, k) => k % lanes.length === i) }));
}

/** A copy with fresh ids throughout (duplicating a plan must not share item ids with the original). */
export function copySections(sections: readonly Section[], newId: NewId): Section[] {
  const copyItem = (item: PlanItem): PlanItem => ({ ...item, id: newId() });
  return sections.map((section) => ({
    ...section,
    id: newId(),
    goals: [...section.goals],
    entries: section.entries.map((entry) =>
      isBlock(entry)
        ? {
            kind: 'parallel' as const,
            id: newId(),
            lanes: entry.lanes.map((lane) => ({ ...lane, id: newId(), items: lane.items.map(copyItem) })),
          }
        : copyItem(entry),
    ),
  }));
}

/** The timing of a stored plan: its start time, budget and sections through the one duration function. */
export const timingOfPlan = (content: PlanContent): PlanTiming =>
  planTiming({
    startTime: content.metadata.startTime,
    targetMinutes: content.metadata.targetMinutes,
    sections: content.sections,
  });
