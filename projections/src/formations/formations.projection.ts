import {
  FORMATION_EVENT_TYPES,
  VOTE_EVENT_TYPES,
  assertNever,
  type FormationContent,
  type FormationEvent,
} from '@sideline/domain';
import { FORMATION_USAGE, usageCountSql } from '../usage/usage-tables';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';
import { DocumentHistoryBatch, FORMATION_HISTORY } from '../documents/document-history';
import { contentAssignments, saveSearchWordList, searchWordsOf } from './formation-columns';
import { formationsMigrations } from './formations.schema';
import { FORMATION_VOTES, VOTE_TYPES, applyVotes } from '../votes/vote-tally';

const VOTE_TALLY = FORMATION_VOTES;

/**
 * Formations: the list and detail rows (never the diagram itself), vote totals and each voter's vote, every diagram
 * version with its editors (the history slider) and where snapshots are (so loads start from the latest one).
 * Votes live here, not in a projection of their own, so a formation's totals and the votes they count commit together.
 * Every write is guarded by the stream version: replaying an older event over newer rows does nothing. A batch loads
 * the touched rows in one query, applies the events in memory and writes each changed row once (one multi-row
 * upsert), then the new diagram versions, snapshots, lexicon words and votes in one statement each.
 */
export const formationsProjection = defineProjection({
  name: 'formations',
  version: 1,
  handles: [...FORMATION_EVENT_TYPES, ...VOTE_EVENT_TYPES],
  // the list's filters, sorts and search: queries only
  rebuildWithoutIndexes: [
    'formations_search',
    'formations_tag_keys',
    'formations_listed',
    'formations_owner',
    'formations_team',
    'formations_sport',
    'formations_type',
    'formations_name_order',
    'formations_updated',
    'formations_votes',
    'formations_duplicated_from',
    'formation_search_words_trgm',
    'formation_votes_user',
    'formation_snapshots_up_to',
  ],
  migrations: formationsMigrations,
  async reset(tx: Queryable) {
    await tx.exec(
      'DELETE FROM formation_votes; DELETE FROM formation_versions; DELETE FROM formation_snapshots; DELETE FROM formation_search_words; DELETE FROM formations;',
    );
  },
  apply: (tx, event, ctx) => applyFormationEvents(tx, [event], ctx),
  applyBatch: applyFormationEvents,
});

/** The columns a batch writes; votes are recounted by applyVotes and `used_in_plan_count` is the usage read model's. */
const COLUMNS: readonly RecordsetColumn[] = [
  ['formation_id', 'text'],
  ['owner_id', 'text'],
  ['team_id', 'text'],
  ['sport', 'text'],
  ['name', 'text'],
  ['brief_description', 'text'],
  ['detailed_description', 'text'],
  ['detailed_plain', 'text'],
  ['tags', 'text[]'],
  ['tag_keys', 'text[]'],
  ['tags_text', 'text'],
  ['formation_type', 'text'],
  ['court_template_id', 'text'],
  ['visibility', 'text'],
  ['editable_by_others', 'boolean'],
  ['duplicated_from', 'text'],
  ['diagram_version_count', 'integer'],
  ['deleted', 'boolean'],
  ['version', 'integer'],
  ['stream_version', 'integer'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

const SAVE_ROWS = upsertSql({
  table: 'formations',
  columns: COLUMNS,
  key: ['formation_id'],
  guard: 't.stream_version < excluded.stream_version',
  computed: [['used_in_plan_count', usageCountSql(FORMATION_USAGE, 'r.formation_id')]],
});

type Row = Record<string, unknown> & { formation_id: string; stream_version: number };

async function applyFormationEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const formationEvents = events.filter((e) => !VOTE_TYPES.has(e.type));
  if (formationEvents.length > 0) await applyToRows(tx, formationEvents, ctx);
  if (formationEvents.length < events.length)
    await applyVotes(
      tx,
      VOTE_TALLY,
      events.filter((e) => VOTE_TYPES.has(e.type)),
      ctx,
    );
}

async function applyToRows(tx: Queryable, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const formationId = (e: RecordedEvent) => (e.data as FormationEvent['data']).formationId;
  const stored = await tx.query<Row>(
    `SELECT ${COLUMNS.map(([name]) => name).join(', ')} FROM formations WHERE formation_id = ANY($1::text[])`,
    [[...new Set(events.map(formationId))]],
  );
  const rows = new Map(stored.map((row) => [row.formation_id, row]));
  const dirty = new Set<string>();
  const words = new Set<string>();
  const drawings = events.filter(
    (e) => e.type === 'FormationDocumentUpdated' || e.type === 'FormationDocumentRestored',
  );
  const history = await DocumentHistoryBatch.load(
    tx,
    FORMATION_HISTORY,
    drawings.map((e) => ({ id: formationId(e), version: e.streamVersion })),
  );
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as FormationEvent;
    const id = event.data.formationId;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    /** Moves a row forward to `version`; `details` also moves the ETag (`version`). */
    const update = (change: Record<string, unknown>, details = true) => {
      const row = rows.get(id);
      if (!row || row.stream_version >= version) return;
      rows.set(id, { ...row, ...change, ...(details ? { version } : {}), stream_version: version, updated_at: at });
      dirty.add(id);
    };
    const columns = (content: Partial<FormationContent>) =>
      Object.fromEntries(contentAssignments(content).map((a) => [a.column, a.value]));
    switch (event.type) {
      case 'FormationCreated': {
        const { ownerId, content, visibility, editableByOthers, duplicatedFrom } = event.data;
        const row = rows.get(id);
        if (row && row.stream_version >= version) break;
        rows.set(id, {
          diagram_version_count: 0,
          ...row,
          formation_id: id,
          owner_id: ownerId,
          team_id: event.data.teamId ?? null,
          visibility,
          editable_by_others: editableByOthers,
          duplicated_from: duplicatedFrom,
          version,
          stream_version: version,
          created_at: at,
          updated_at: at,
          deleted: false,
          ...columns(content),
        });
        dirty.add(id);
        for (const word of searchWordsOf(content)) words.add(word);
        break;
      }
      case 'FormationEdited': {
        const to = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, change]) => [field, change.to]),
        ) as Partial<FormationContent>;
        update(columns(to));
        for (const word of searchWordsOf(to)) words.add(word);
        break;
      }
      case 'FormationVisibilityChanged':
        update({ visibility: event.data.to });
        break;
      case 'FormationTeamChanged':
        update({ team_id: event.data.to });
        break;
      case 'FormationEditabilityChanged':
        update({ editable_by_others: event.data.editableByOthers });
        break;
      case 'FormationDeleted':
        update({ deleted: true });
        break;
      case 'FormationRestored':
        update({ deleted: false });
        break;
      case 'FormationDocumentUpdated':
      case 'FormationDocumentRestored': {
        const restore = event.type === 'FormationDocumentRestored';
        const count = history.add({
          id,
          version,
          kind: restore ? 'restore' : 'update',
          at,
          editors: restore ? [recorded.metadata.actorId].filter((x): x is string => Boolean(x)) : event.data.editors,
          guestLinkIds: restore ? [] : event.data.guestLinkIds,
          restoredFrom: restore ? event.data.toVersion : null,
        });
        // The diagram changed: "recently updated" moves, the ETag of the details does not.
        update({ diagram_version_count: count }, false);
        ctx.changed(`formation:${id}`);
        continue;
      }
      case 'FormationDocumentSnapshotted':
        // Not a change anyone made: the row keeps its updated_at.
        history.snapshot(id, version, event.data.upToVersion);
        continue;
      default:
        assertNever(event, 'formation event');
    }
    ctx.changed(`formation:${id}`);
    ctx.changed('formations');
  }
  await history.write(tx);
  if (dirty.size > 0) await tx.query(SAVE_ROWS, [recordsetParam([...dirty].map((id) => rows.get(id)!))]);
  await saveSearchWordList(tx, words);
}
