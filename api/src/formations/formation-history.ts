import {
  can,
  formationAccessOf,
  formationDecider,
  formationStreamId,
  richTextToPlain,
  type Actor,
  type FormationContentField,
  type FormationEvent,
  type HistoryEntry,
} from '@sideline/domain';
import type { EventStore, Queryable, RecordedEvent } from '@sideline/eventstore';
import { displayNamesOf, formationFactsByIds } from '@sideline/projections';
import { authorizeHistoryRead } from '../commands/content-guard';
import { formationNotFound } from './formation-detail';

type FormationHistoryItem = HistoryEntry;

// Any key: an old event may name a field that has since gone.
const FIELD_LABELS: Partial<Record<string, string>> = {
  sport: 'sport',
  name: 'name',
  briefDescription: 'brief description',
  detailedDescription: 'detailed description',
  tags: 'tags',
  formationType: 'type',
  courtTemplateId: 'court',
} satisfies Record<FormationContentField, string>;

const SHOWN_TEXT = 300;
const shorten = (text: string) => (text.length > SHOWN_TEXT ? `${text.slice(0, SHOWN_TEXT - 1)}…` : text);
const shown = (field: string, value: unknown) =>
  field === 'detailedDescription'
    ? shorten(richTextToPlain(typeof value === 'string' ? value : ''))
    : typeof value === 'string'
      ? shorten(value)
      : value;
const listing = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

interface Names {
  user: (id: string | null) => string;
  formation: (id: string) => string;
}

function describe(event: FormationEvent, names: Names): Pick<FormationHistoryItem, 'summary' | 'changes'> | null {
  switch (event.type) {
    case 'FormationCreated':
      return {
        summary: event.data.duplicatedFrom
          ? `Created it as a copy of ${names.formation(event.data.duplicatedFrom)}`
          : 'Created the formation',
      };
    case 'FormationEdited': {
      const changes = Object.entries(event.data.changes).map(([field, change]) => ({
        field,
        from: shown(field, change.from),
        to: shown(field, change.to),
      }));
      return { summary: `Changed the ${listing(changes.map((c) => FIELD_LABELS[c.field] ?? c.field))}`, changes };
    }
    case 'FormationTeamChanged':
      return {
        summary: event.data.to ? 'Moved it to a team' : 'Took it out of its team',
        changes: [{ field: 'teamId', from: event.data.from, to: event.data.to }],
      };
    case 'FormationVisibilityChanged':
      return {
        summary: `Made it ${event.data.to} (was ${event.data.from})`,
        changes: [{ field: 'visibility', from: event.data.from, to: event.data.to }],
      };
    case 'FormationEditabilityChanged':
      return {
        summary: event.data.editableByOthers ? 'Let others edit it' : 'Stopped others editing it',
        changes: [{ field: 'editableByOthers', from: !event.data.editableByOthers, to: event.data.editableByOthers }],
      };
    case 'FormationDeleted':
      return { summary: 'Deleted the formation' };
    case 'FormationRestored':
      return { summary: 'Restored the formation' };
    case 'FormationDocumentUpdated':
      return { summary: 'Edited the diagram' };
    case 'FormationDocumentRestored':
      return { summary: `Brought the diagram back to version ${event.data.toVersion}` };
    case 'FormationDocumentSnapshotted':
      // A snapshot repeats what the updates hold: nobody changed anything.
      return null;
    default: {
      // Compile-time exhaustive; at run time an event type this code does not know yet still shows by name.
      const unknown: never = event;
      return { summary: (unknown as { type: string }).type };
    }
  }
}

/** Who edited the diagram in one store: its editors by name (a store of several people's edits has no single actor). */
const diagramEditors = (event: FormationEvent, recorded: RecordedEvent): string[] =>
  event.type === 'FormationDocumentUpdated' && event.data.editors.length > 0
    ? event.data.editors
    : [recorded.metadata.actorId].filter((id): id is string => Boolean(id));

/**
 * A formation's history, newest first, read from its stream (a history endpoint may read the log). Diagram stores
 * arrive every few seconds while someone draws: consecutive ones by the same people are one entry ("Edited the
 * diagram, 12 saves"); every stored version is listed on its own by GET /:id/versions.
 */
export async function readFormationHistory(
  deps: { db: Queryable; store: EventStore },
  actor: Actor,
  formationId: string,
): Promise<FormationHistoryItem[]> {
  const stream = await deps.store.readStream(formationStreamId(formationId));
  const events = stream.events.map((recorded) => ({
    recorded,
    event: { type: recorded.type, data: recorded.data } as FormationEvent,
  }));
  // Who may read it is decided on the formation as its stream has it now, by the rule of /api/history (one history, one
  // rule).
  const current = events.reduce(
    (state, { event }) => formationDecider.evolve(state, event),
    formationDecider.initialState(),
  );
  authorizeHistoryRead(actor, formationAccessOf(current), { notFound: formationNotFound });
  const userIds = new Set<string>();
  for (const { recorded, event } of events) {
    if (recorded.metadata.actorId) userIds.add(recorded.metadata.actorId);
    for (const id of diagramEditors(event, recorded)) userIds.add(id);
  }
  const originals = events.flatMap(({ event }) =>
    event.type === 'FormationCreated' && event.data.duplicatedFrom ? [event.data.duplicatedFrom] : [],
  );
  const [userNames, formations] = await Promise.all([
    displayNamesOf(deps.db, [...userIds]),
    formationFactsByIds(deps.db, originals),
  ]);
  const names: Names = {
    user: (id) => (id ? (userNames.get(id) ?? 'Unknown user') : 'Sideline'),
    // The original's name only when the viewer may open it: history must not leak private formations.
    formation: (id) => {
      const original = formations.find((f) => f.id === id);
      return original && can(actor, { action: 'content.read', content: original.access })
        ? `“${original.name}”`
        : 'another formation';
    },
  };

  const items: (FormationHistoryItem & { editorsKey?: string; saves?: number })[] = [];
  const createdBy = events[0]?.recorded.metadata.commandId;
  for (const { recorded, event } of events) {
    const described = describe(event, names);
    if (!described) continue;
    const at = new Date(recorded.metadata.at).toISOString();
    if (event.type === 'FormationDocumentUpdated') {
      const editors = diagramEditors(event, recorded);
      const editorsKey = [...editors].sort().join(',');
      const previous = items.at(-1);
      // The drawing a copy (or the demo seed) starts with is part of creating it, not an edit.
      if (recorded.metadata.commandId === createdBy) continue;
      if (previous?.type === event.type && previous.editorsKey === editorsKey) {
        previous.saves = (previous.saves ?? 1) + 1;
        Object.assign(previous, {
          version: recorded.streamVersion,
          at,
          summary: `Edited the diagram (${previous.saves} saves)`,
        });
        continue;
      }
      items.push({
        version: recorded.streamVersion,
        type: event.type,
        at,
        actorId: editors.length === 1 ? editors[0]! : null,
        actorName: listing(editors.map(names.user)) || 'Sideline',
        ...described,
        editorsKey,
      });
      continue;
    }
    items.push({
      version: recorded.streamVersion,
      type: recorded.type,
      at,
      actorId: recorded.metadata.actorId,
      actorName: names.user(recorded.metadata.actorId),
      ...described,
    });
  }
  return items.map(({ editorsKey: _key, saves: _saves, ...item }) => item).reverse();
}
