import { assertNever } from '../shared/events';
import {
  findItem,
  insertAt,
  mapBlock,
  mapItem,
  mapLane,
  mapSection,
  removeAt,
  withItemAt,
  withoutItem,
} from './plan-structure';
import {
  isBlock,
  type ParallelBlock,
  type PlanItem,
  type PlanMetadata,
  type Section,
  type SectionEntry,
} from './plan.model';
import type { PlanEvent, PlanParallelBlockCreated } from './plan.events';
import type { PlanFacts, PlanState } from './plan.state';

/** The block an event creates: the named items leave the section and run in their lanes. */
function withBlock(section: Section, data: PlanParallelBlockCreated['data']): Section {
  const grouped = new Set(data.lanes.flatMap((l) => l.itemIds));
  const byId = new Map(
    section.entries.filter((e): e is PlanItem => !isBlock(e) && grouped.has(e.id)).map((i) => [i.id, i]),
  );
  const rest = section.entries.filter((e) => isBlock(e) || !grouped.has(e.id));
  const block: ParallelBlock = {
    kind: 'parallel',
    id: data.blockId,
    lanes: data.lanes.map(({ itemIds, ...lane }) => ({ ...lane, items: itemIds.flatMap((id) => byId.get(id) ?? []) })),
  };
  return { ...section, entries: insertAt<SectionEntry>(rest, Math.min(data.index, rest.length), block) };
}

function withoutBlock(section: Section, blockId: string): Section {
  const index = section.entries.findIndex((e) => e.id === blockId);
  const block = section.entries[index];
  if (!block || !isBlock(block)) return section;
  const items = block.lanes.flatMap((l) => l.items);
  return { ...section, entries: [...section.entries.slice(0, index), ...items, ...section.entries.slice(index + 1)] };
}

function evolveContent(state: PlanFacts, event: Exclude<PlanEvent, { type: 'PlanCreated' }>): PlanFacts {
  const sections = (next: Section[]): PlanFacts => ({ ...state, sections: next });
  const s = state.sections;
  switch (event.type) {
    case 'PlanMetadataChanged': {
      const metadata = { ...state.metadata } as Record<string, unknown>;
      for (const [field, change] of Object.entries(event.data.changes)) metadata[field] = change.to;
      // A scheduled practice's clock is the plan's start time: a new start time moves it on the calendar too.
      const startTime = event.data.changes.startTime?.to;
      const schedule = state.schedule && startTime ? { ...state.schedule, startTime } : state.schedule;
      return { ...state, metadata: metadata as unknown as PlanMetadata, schedule };
    }
    case 'PlanScheduled': {
      const { seasonId, date, startTime, durationMinutes } = event.data;
      return {
        ...state,
        schedule: { seasonId, date, startTime, durationMinutes },
        metadata: { ...state.metadata, scheduledDate: date, startTime },
      };
    }
    case 'PlanUnscheduled':
      return { ...state, schedule: null, metadata: { ...state.metadata, scheduledDate: null } };
    case 'PlanSectionAdded':
      return sections(insertAt(s, Math.min(event.data.index, s.length), event.data.section));
    case 'PlanSectionDetailsChanged': {
      const { changes } = event.data;
      return sections(
        mapSection(s, event.data.sectionId, (section) => ({
          ...section,
          ...(changes.name ? { name: changes.name.to } : {}),
          ...(changes.goals ? { goals: changes.goals.to } : {}),
          ...(changes.notes ? { notes: changes.notes.to } : {}),
          ...(changes.targetMinutes ? { targetMinutes: changes.targetMinutes.to } : {}),
        })),
      );
    }
    case 'PlanSectionMoved': {
      const from = s.findIndex((x) => x.id === event.data.sectionId);
      if (from < 0) return state;
      return sections(insertAt(removeAt(s, from), event.data.toIndex, s[from]!));
    }
    case 'PlanSectionRemoved':
      return sections(s.filter((x) => x.id !== event.data.section.id));
    case 'PlanItemAdded':
      return sections(withItemAt(s, event.data.to, event.data.to.index, event.data.item));
    case 'PlanItemMoved': {
      const found = findItem(s, event.data.itemId);
      if (!found) return state;
      return sections(withItemAt(withoutItem(s, event.data.itemId), event.data.to, event.data.to.index, found.item));
    }
    case 'PlanItemDurationSet':
      return sections(mapItem(s, event.data.itemId, (item) => ({ ...item, durationMinutes: event.data.to })));
    case 'PlanItemDetailsChanged': {
      const { changes } = event.data;
      return sections(
        mapItem(s, event.data.itemId, (item) => ({
          ...item,
          ...(changes.title ? { title: changes.title.to } : {}),
          ...(changes.notes ? { notes: changes.notes.to } : {}),
        })),
      );
    }
    case 'PlanItemRemoved':
      return sections(withoutItem(s, event.data.item.id));
    case 'PlanParallelBlockCreated':
      return sections(mapSection(s, event.data.sectionId, (section) => withBlock(section, event.data)));
    case 'PlanParallelBlockUngrouped':
      return sections(mapSection(s, event.data.sectionId, (section) => withoutBlock(section, event.data.block.id)));
    case 'PlanLaneAdded':
      return sections(
        mapBlock(s, event.data.blockId, (b) => ({
          ...b,
          lanes: insertAt(b.lanes, Math.min(event.data.index, b.lanes.length), { ...event.data.lane, items: [] }),
        })),
      );
    case 'PlanLaneRenamed':
      return sections(mapLane(s, event.data.laneId, (l) => ({ ...l, name: event.data.to })));
    case 'PlanLaneRecoloured':
      return sections(mapLane(s, event.data.laneId, (l) => ({ ...l, colour: event.data.to })));
    case 'PlanLaneRemoved':
      return sections(
        mapBlock(s, event.data.blockId, (b) => ({ ...b, lanes: b.lanes.filter((l) => l.id !== event.data.lane.id) })),
      );
    case 'PlanPublished':
      return { ...state, published: true, publishedAt: event.data.at };
    case 'PlanUnpublished':
      return { ...state, published: false };
    case 'PlanDeleted':
      return { ...state, status: 'deleted' };
    case 'PlanRestored':
      return { ...state, status: 'active' };
    default:
      return assertNever(event, 'plan event');
  }
}

/** Applies one stored event. The plan read model folds with this same function, so the editor and the page agree. */
export function evolvePlan(state: PlanState, event: PlanEvent): PlanState {
  if (event.type === 'PlanCreated') {
    const { planId, ownerId, metadata, sections, copiedFrom, draftId } = event.data;
    return {
      status: 'active',
      planId,
      ownerId,
      metadata,
      sections,
      published: false,
      publishedAt: null,
      copiedFrom,
      draftId,
      schedule: null,
    };
  }
  if (state.status === 'none') return state;
  return evolveContent(state, event);
}
