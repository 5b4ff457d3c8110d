import {
  PHASE_OF_SEASON_LABELS,
  PRACTICE_GOAL_LABELS,
  can,
  evolvePlan,
  findItem,
  findLane,
  findSection,
  labelOr,
  planStreamId,
  richTextToPlain,
  planAccessOf,
  planNotFound,
  type Actor,
  type HistoryEntry,
  type PlanEvent,
  type PlanItem,
  type PlanMetadataField,
  type PlanState,
} from '@sideline/domain';
import type { EventStore, Queryable } from '@sideline/eventstore';
import { displayNamesOf, drillRefsByIds } from '@sideline/projections';
import { authorizeHistoryRead } from '../commands/content-guard';

/** One version, its summary one readable sentence: "Moved “Beater 2v2” to Skill work". */
type PlanHistoryItem = HistoryEntry;

// Any key: an old event may name a field, a phase or a goal that has since gone.
const FIELD_LABELS: Partial<Record<string, string>> = {
  name: 'name',
  description: 'description',
  sport: 'sport',
  phaseOfSeason: 'phase of season',
  practiceGoals: 'practice goals',
  expectedParticipants: 'expected participants',
  startTime: 'start time',
  visibility: 'visibility',
  editableByOthers: 'editable by others',
  teamId: 'team',
  scheduledDate: 'date',
  targetMinutes: 'planned length',
} satisfies Record<PlanMetadataField, string>;

function shown(field: string, value: unknown): unknown {
  if (field === 'description') return richTextToPlain(typeof value === 'string' ? value : '').slice(0, 300);
  if (field === 'phaseOfSeason' && typeof value === 'string') return labelOr(PHASE_OF_SEASON_LABELS, value);
  if (field === 'practiceGoals' && Array.isArray(value))
    return value.map((g: string) => labelOr(PRACTICE_GOAL_LABELS, g));
  return value;
}

const listing = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** Describes one event with the plan as it was just before it (to name the items, sections and lanes involved). */
function describe(
  event: PlanEvent,
  before: PlanState,
  drillName: (id: string) => string | null,
): Pick<PlanHistoryItem, 'summary' | 'changes'> {
  const sections = before.status === 'none' ? [] : before.sections;
  const itemName = (item: PlanItem | undefined | null) => {
    if (!item) return 'an item';
    const name = item.title || (item.drillId ? drillName(item.drillId) : null);
    return name ? `“${name}”` : item.kind === 'formation' ? 'a formation' : `a ${item.kind}`;
  };
  const itemById = (id: string) => itemName(findItem(sections, id)?.item);
  const sectionName = (id: string) => `“${findSection(sections, id)?.section.name ?? 'a section'}”`;
  const laneName = (id: string) => `“${findLane(sections, id)?.lane.name ?? 'a lane'}”`;
  switch (event.type) {
    case 'PlanCreated':
      return {
        summary: event.data.copiedFrom
          ? 'Created the plan as a copy'
          : event.data.draftId
            ? 'Created the plan with the wizard'
            : 'Created the plan',
      };
    case 'PlanMetadataChanged': {
      const changes = Object.entries(event.data.changes).map(([field, change]) => ({
        field,
        from: shown(field, change.from),
        to: shown(field, change.to),
      }));
      return { summary: `Changed the ${listing(changes.map((c) => FIELD_LABELS[c.field] ?? c.field))}`, changes };
    }
    case 'PlanSectionAdded':
      return { summary: `Added the section “${event.data.section.name}”` };
    case 'PlanSectionDetailsChanged': {
      const changes = Object.entries(event.data.changes).map(([field, change]) => ({
        field,
        from: change.from,
        to: change.to,
      }));
      return {
        summary: `Changed the ${listing(changes.map((c) => (c.field === 'targetMinutes' ? 'planned minutes' : c.field)))} of ${sectionName(event.data.sectionId)}`,
        changes,
      };
    }
    case 'PlanSectionMoved':
      return { summary: `Moved ${sectionName(event.data.sectionId)} to position ${event.data.toIndex + 1}` };
    case 'PlanSectionRemoved':
      return { summary: `Removed the section “${event.data.section.name}”` };
    case 'PlanItemAdded':
      return {
        summary: `Added ${itemName(event.data.item)} to ${event.data.to.laneId ? laneName(event.data.to.laneId) : sectionName(event.data.to.sectionId)}`,
      };
    case 'PlanItemMoved': {
      const where = event.data.to.laneId
        ? `the lane ${laneName(event.data.to.laneId)}`
        : sectionName(event.data.to.sectionId);
      return { summary: `Moved ${itemById(event.data.itemId)} to ${where}` };
    }
    case 'PlanItemDurationSet':
      return {
        summary: `Set ${itemById(event.data.itemId)} to ${event.data.to} min (was ${event.data.from})`,
        changes: [{ field: 'durationMinutes', from: event.data.from, to: event.data.to }],
      };
    case 'PlanItemDetailsChanged': {
      const changes = Object.entries(event.data.changes).map(([field, change]) => ({
        field,
        from: change.from,
        to: change.to,
      }));
      return {
        summary: `Changed the ${listing(changes.map((c) => c.field))} of ${itemById(event.data.itemId)}`,
        changes,
      };
    }
    case 'PlanItemRemoved':
      return { summary: `Removed ${itemName(event.data.item)}` };
    case 'PlanParallelBlockCreated':
      return {
        summary: `Made a parallel block in ${sectionName(event.data.sectionId)} with lanes ${listing(event.data.lanes.map((l) => `“${l.name}”`))}`,
      };
    case 'PlanParallelBlockUngrouped':
      return { summary: `Ungrouped a parallel block in ${sectionName(event.data.sectionId)}` };
    case 'PlanLaneAdded':
      return { summary: `Added the lane “${event.data.lane.name}”` };
    case 'PlanLaneRenamed':
      return { summary: `Renamed the lane “${event.data.from}” to “${event.data.to}”` };
    case 'PlanLaneRecoloured':
      return {
        summary: `Recoloured the lane ${laneName(event.data.laneId)}`,
        changes: [{ field: 'colour', from: event.data.from, to: event.data.to }],
      };
    case 'PlanLaneRemoved':
      return { summary: `Removed the lane “${event.data.lane.name}”` };
    case 'PlanPublished':
      return { summary: 'Published the plan' };
    case 'PlanUnpublished':
      return { summary: 'Unpublished the plan' };
    case 'PlanDeleted':
      return { summary: 'Deleted the plan' };
    case 'PlanRestored':
      return { summary: 'Restored the plan' };
    case 'PlanScheduled':
      return {
        summary: event.data.previous
          ? `Moved the practice to ${event.data.date} at ${event.data.startTime}`
          : `Put the practice on the season calendar on ${event.data.date} at ${event.data.startTime}`,
      };
    case 'PlanUnscheduled':
      return { summary: `Took the practice off the season calendar (was ${event.data.schedule.date})` };
    default: {
      const unknown: never = event;
      return { summary: (unknown as { type: string }).type };
    }
  }
}

/** A plan's history, newest first, read from its stream; drill names only where the viewer may open the drill. */
export async function readPlanHistory(
  db: Queryable,
  store: EventStore,
  actor: Actor,
  planId: string,
): Promise<PlanHistoryItem[]> {
  const stream = await store.readStream(planStreamId(planId));
  const events = stream.events.map((recorded) => ({
    recorded,
    event: { type: recorded.type, data: recorded.data } as PlanEvent,
  }));
  // Who may read it is decided on the plan as its stream has it now, by the rule of /api/history (one history, one
  // rule).
  authorizeHistoryRead(
    actor,
    planAccessOf(events.reduce<PlanState>((state, { event }) => evolvePlan(state, event), { status: 'none' })),
    { notFound: planNotFound },
  );
  const actorIds = [
    ...new Set(events.map(({ recorded }) => recorded.metadata.actorId).filter((id): id is string => Boolean(id))),
  ];
  const drillIds = [
    ...new Set(
      events
        .flatMap(({ event }) => JSON.stringify(event.data).match(/"drillId":"([0-9a-f-]{36})"/g) ?? [])
        .map((m) => m.slice(11, -1)),
    ),
  ];
  const [names, drills] = await Promise.all([displayNamesOf(db, actorIds), drillRefsByIds(db, drillIds)]);
  const drillName = (id: string) => {
    const ref = drills.find((d) => d.id === id);
    return ref && can(actor, { action: 'content.read', content: ref.access }) ? ref.name : null;
  };
  let state: PlanState = { status: 'none' };
  const items: PlanHistoryItem[] = [];
  for (const { recorded, event } of events) {
    items.push({
      version: recorded.streamVersion,
      type: recorded.type,
      at: new Date(recorded.metadata.at).toISOString(),
      actorId: recorded.metadata.actorId,
      actorName: recorded.metadata.actorId ? (names.get(recorded.metadata.actorId) ?? 'Unknown user') : 'Sideline',
      ...describe(event, state, drillName),
    });
    state = evolvePlan(state, event);
  }
  return items.reverse();
}
