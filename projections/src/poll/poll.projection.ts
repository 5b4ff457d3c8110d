import {
  SUGGESTION_EVENT_TYPES,
  SUGGESTION_VOTE_EVENT_TYPES,
  assertNever,
  normaliseSuggestion,
  type SuggestionEvent,
  type SuggestionVoteEvent,
} from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';
import { defineProjection, type ProjectionContext } from '../runner';

/**
 * The community poll: one row per drill suggestion (text, its normalised form for finding duplicates, status, the
 * drill that fulfils it) and one per vote; a suggestion's vote count is recounted once per batch that touched it.
 * A batch loads the touched suggestions in one query and writes each changed one once (version-guarded).
 * Live key: `poll`.
 */
export const pollProjection = defineProjection({
  name: 'poll',
  version: 1,
  handles: [...SUGGESTION_EVENT_TYPES, ...SUGGESTION_VOTE_EVENT_TYPES],
  migrations: [
    {
      id: '001-poll',
      sql: `
        CREATE TABLE IF NOT EXISTS poll_suggestions (
          suggestion_id text PRIMARY KEY,
          text text NOT NULL,
          normalised text NOT NULL,
          suggested_by text NOT NULL,
          duplicate_of text,
          status text NOT NULL,
          drill_id text,
          votes integer NOT NULL DEFAULT 0,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          version integer NOT NULL
        );
        CREATE INDEX IF NOT EXISTS poll_suggestions_ranked ON poll_suggestions (status, votes DESC, created_at);
        CREATE INDEX IF NOT EXISTS poll_suggestions_open_text ON poll_suggestions (normalised) WHERE status = 'open';
        CREATE INDEX IF NOT EXISTS poll_suggestions_by_author ON poll_suggestions (suggested_by, created_at DESC);
        CREATE TABLE IF NOT EXISTS poll_votes (
          suggestion_id text NOT NULL,
          user_id text NOT NULL,
          voted_at timestamptz NOT NULL,
          PRIMARY KEY (suggestion_id, user_id)
        );
        CREATE INDEX IF NOT EXISTS poll_votes_by_user ON poll_votes (user_id);`,
    },
  ],
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM poll_votes');
    await tx.query('DELETE FROM poll_suggestions');
  },
  apply: (tx, event, ctx) => applyPollEvents(tx, [event], ctx),
  applyBatch: applyPollEvents,
});

const COLUMNS: readonly RecordsetColumn[] = [
  ['suggestion_id', 'text'],
  ['text', 'text'],
  ['normalised', 'text'],
  ['suggested_by', 'text'],
  ['duplicate_of', 'text'],
  ['status', 'text'],
  ['drill_id', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['version', 'integer'],
];

interface SuggestionRow {
  suggestion_id: string;
  text: string;
  normalised: string;
  suggested_by: string;
  duplicate_of: string | null;
  status: string;
  drill_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

const SAVE_SUGGESTIONS = upsertSql({
  table: 'poll_suggestions',
  columns: COLUMNS,
  key: ['suggestion_id'],
  keep: ['created_at'],
  guard: 't.version < excluded.version',
});
const SAVE_VOTES = upsertSql({
  table: 'poll_votes',
  columns: [
    ['suggestion_id', 'text'],
    ['user_id', 'text'],
    ['voted_at', 'timestamptz'],
  ],
  key: ['suggestion_id', 'user_id'],
  insertOnly: true,
});
const RECOUNT = `UPDATE poll_suggestions s SET votes = (SELECT count(*)::int FROM poll_votes v WHERE v.suggestion_id = s.suggestion_id) WHERE s.suggestion_id = ANY($1::text[])`;

const isVote = (event: RecordedEvent) => (SUGGESTION_VOTE_EVENT_TYPES as readonly string[]).includes(event.type);

async function applyPollEvents(tx: Queryable, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const suggestionEvents = events.filter((e) => !isVote(e));
  const votes = events
    .filter(isVote)
    .map((e) => ({ event: { type: e.type, data: e.data } as SuggestionVoteEvent, at: e.metadata.at }));
  const ids = [...new Set(suggestionEvents.map((e) => (e.data as SuggestionEvent['data']).suggestionId))];
  const stored = ids.length
    ? await tx.query<SuggestionRow>(
        `SELECT ${COLUMNS.map(([n]) => n).join(', ')} FROM poll_suggestions WHERE suggestion_id = ANY($1::text[])`,
        [ids],
      )
    : [];
  const rows = new Map(stored.map((row) => [row.suggestion_id, row]));
  const dirty = new Set<string>();
  for (const recorded of suggestionEvents) {
    const event = { type: recorded.type, data: recorded.data } as SuggestionEvent;
    const id = event.data.suggestionId;
    const row = rows.get(id);
    if (row && row.version >= recorded.streamVersion) continue; // replayed: the row already holds it
    const at = recorded.metadata.at;
    const version = recorded.streamVersion;
    switch (event.type) {
      case 'DrillSuggested': {
        const { text, suggestedBy, duplicateOf } = event.data;
        rows.set(id, {
          suggestion_id: id,
          text,
          normalised: normaliseSuggestion(text),
          suggested_by: suggestedBy,
          duplicate_of: duplicateOf,
          status: 'open',
          drill_id: null,
          created_at: at,
          updated_at: at,
          version,
        });
        break;
      }
      case 'DrillSuggestionLinked':
        if (!row) continue;
        rows.set(id, { ...row, status: 'fulfilled', drill_id: event.data.drillId, updated_at: at, version });
        break;
      case 'DrillSuggestionClosed':
        if (!row) continue;
        rows.set(id, { ...row, status: 'closed', updated_at: at, version });
        break;
      case 'DrillSuggestionRemoved':
        if (!row) continue;
        rows.set(id, { ...row, status: 'removed', updated_at: at, version });
        break;
      default:
        assertNever(event, 'suggestion event');
    }
    dirty.add(id);
  }
  if (dirty.size > 0) await tx.query(SAVE_SUGGESTIONS, [recordsetParam([...dirty].map((id) => rows.get(id)!))]);
  if (votes.length > 0) {
    const unique = new Map(
      votes.map(({ event, at }) => [
        `${event.data.suggestionId}\u0000${event.data.userId}`,
        { suggestion_id: event.data.suggestionId, user_id: event.data.userId, voted_at: at },
      ]),
    );
    await tx.query(SAVE_VOTES, [recordsetParam([...unique.values()])]);
    await tx.query(RECOUNT, [[...new Set(votes.map(({ event }) => event.data.suggestionId))]]);
  }
  if (dirty.size > 0 || votes.length > 0) ctx.changed('poll');
}
