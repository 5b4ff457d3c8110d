import {
  can,
  drillAccessOf,
  drillDecider,
  drillStreamId,
  richTextToPlain,
  type Actor,
  type Diagram,
  type DrillContentField,
  type DrillEvent,
  type HistoryEntry,
} from '@sideline/domain';
import type { EventStore, Queryable } from '@sideline/eventstore';
import { displayNamesOf, drillRefsByIds } from '@sideline/projections';
import { authorizeHistoryRead } from '../commands/content-guard';
import { drillNotFound } from './drill-detail';

type HistoryItem = HistoryEntry;

// Any key: an old event may name a field that has since gone.
const FIELD_LABELS: Partial<Record<string, string>> = {
  sport: 'sport',
  name: 'name',
  briefDescription: 'brief description',
  detailedDescription: 'detailed description',
  drillTypes: 'drill types',
  skillLevels: 'skill levels',
  complexity: 'complexity',
  lengthMin: 'shortest length',
  lengthMax: 'longest length',
  playersMin: 'fewest players',
  playersMax: 'most players',
  skills: 'skills',
  positions: 'positions',
  videoUrl: 'video link',
  diagrams: 'diagrams',
} satisfies Record<DrillContentField, string>;

const SHOWN_TEXT = 300;
const shorten = (text: string) => (text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT - 1)}…` : text);

/** A value as the history tab shows it: descriptions as plain words, diagrams by title, long text shortened. */
function shown(field: string, value: unknown): unknown {
  if (field === 'detailedDescription') return shorten(richTextToPlain(typeof value === 'string' ? value : ''));
  if (field === 'diagrams') return ((value ?? []) as Diagram[]).map((d, i) => d.title || `Diagram ${i + 1}`);
  return typeof value === 'string' ? shorten(value) : value;
}

const listing = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

function describe(event: DrillEvent, parentName: (id: string) => string): Pick<HistoryItem, 'summary' | 'changes'> {
  switch (event.type) {
    case 'DrillCreated':
      return { summary: event.data.importBatchId ? 'Created the drill in a bulk upload' : 'Created the drill' };
    case 'DrillEdited': {
      const changes = Object.entries(event.data.changes).map(([field, change]) => ({
        field,
        from: shown(field, change.from),
        to: shown(field, change.to),
      }));
      const labels = changes.map((c) => FIELD_LABELS[c.field] ?? c.field);
      return { summary: `Changed the ${listing(labels)}`, changes };
    }
    case 'DrillVisibilityChanged':
      return {
        summary: `Made it ${event.data.to} (was ${event.data.from})`,
        changes: [{ field: 'visibility', from: event.data.from, to: event.data.to }],
      };
    case 'DrillEditabilityChanged':
      return {
        summary: event.data.editableByOthers ? 'Let others edit it' : 'Stopped others editing it',
        changes: [{ field: 'editableByOthers', from: !event.data.editableByOthers, to: event.data.editableByOthers }],
      };
    case 'DrillTeamChanged':
      return {
        summary: event.data.to ? 'Moved it to a team' : 'Took it out of its team',
        changes: [{ field: 'teamId', from: event.data.from, to: event.data.to }],
      };
    case 'DrillVariationSet':
      return {
        summary: `Made it a variation of ${parentName(event.data.parentId)}`,
        changes: [{ field: 'variationOf', from: null, to: event.data.parentId }],
      };
    case 'DrillVariationCleared':
      return {
        summary: 'Made it a drill of its own (no longer a variation)',
        changes: [{ field: 'variationOf', from: event.data.previousParentId, to: null }],
      };
    case 'DrillDeleted':
      return {
        summary:
          event.data.reason === 'import-undone' ? 'Removed when its bulk upload was undone' : 'Deleted the drill',
      };
    case 'DrillRestored':
      return { summary: 'Restored the drill' };
    default: {
      // Compile-time exhaustive; at run time an event type this code does not know yet still shows by name.
      const unknown: never = event;
      return { summary: (unknown as { type: string }).type };
    }
  }
}

/** A drill's history, newest first, read from its stream (a history endpoint may read the log). */
export async function readDrillHistory(
  db: Queryable,
  store: EventStore,
  actor: Actor,
  drillId: string,
): Promise<HistoryItem[]> {
  const stream = await store.readStream(drillStreamId(drillId));
  const events = stream.events.map((recorded) => ({
    recorded,
    event: { type: recorded.type, data: recorded.data } as DrillEvent,
  }));
  // Who may read it is decided on the drill as its stream has it now, by the rule of /api/history (one history, one
  // rule).
  authorizeHistoryRead(
    actor,
    drillAccessOf(events.reduce((state, { event }) => drillDecider.evolve(state, event), drillDecider.initialState())),
    { notFound: drillNotFound },
  );
  const actorIds = [
    ...new Set(events.map(({ recorded }) => recorded.metadata.actorId).filter((id): id is string => Boolean(id))),
  ];
  const parentIds = events.flatMap(({ event }) => (event.type === 'DrillVariationSet' ? [event.data.parentId] : []));
  const [names, parents] = await Promise.all([
    displayNamesOf(db, actorIds),
    drillRefsByIds(db, [...new Set(parentIds)]),
  ]);
  // A parent's name only when the viewer may open it: history must not leak private drills.
  const parentName = (id: string) => {
    const parent = parents.find((p) => p.id === id);
    return parent && can(actor, { action: 'content.read', content: parent.access })
      ? `“${parent.name}”`
      : 'another drill';
  };
  return events
    .map(({ recorded, event }) => ({
      version: recorded.streamVersion,
      type: recorded.type,
      at: new Date(recorded.metadata.at).toISOString(),
      actorId: recorded.metadata.actorId,
      actorName: recorded.metadata.actorId ? (names.get(recorded.metadata.actorId) ?? 'Unknown user') : 'Sideline',
      ...describe(event, parentName),
    }))
    .reverse();
}
