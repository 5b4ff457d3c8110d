import {
  FEEDBACK_EVENT_TYPES,
  FEEDBACK_UPVOTE_EVENT_TYPES,
  assertNever,
  type FeedbackEvent,
  type FeedbackUpvoteEvent,
} from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';
import { defineProjection, type ProjectionContext } from '../runner';

/**
 * Feedback: one row per item (kind, text, page, browser, sender, status, reply) and one per upvote; an item's
 * upvote count is recounted once per batch that touched it. A batch loads the touched items in one query, applies
 * its events in memory and writes each changed item once (version-guarded, so a replayed event changes nothing).
 * Live key: `feedback` (the list and the home page's replies refetch through their permission-checked endpoints).
 */
export const feedbackProjection = defineProjection({
  name: 'feedback',
  version: 1,
  handles: [...FEEDBACK_EVENT_TYPES, ...FEEDBACK_UPVOTE_EVENT_TYPES],
  migrations: [
    {
      id: '001-feedback',
      sql: `
        CREATE TABLE IF NOT EXISTS feedback_items (
          feedback_id text PRIMARY KEY,
          kind text NOT NULL,
          text text NOT NULL,
          page text NOT NULL,
          user_agent text NOT NULL,
          sender_id text,
          status text NOT NULL,
          reply text,
          replied_at timestamptz,
          upvotes integer NOT NULL DEFAULT 0,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          version integer NOT NULL
        );
        CREATE INDEX IF NOT EXISTS feedback_items_newest ON feedback_items (created_at DESC, feedback_id);
        CREATE INDEX IF NOT EXISTS feedback_items_by_sender ON feedback_items (sender_id, created_at DESC);
        CREATE INDEX IF NOT EXISTS feedback_items_by_kind ON feedback_items (kind, created_at DESC);
        CREATE INDEX IF NOT EXISTS feedback_items_replies ON feedback_items (sender_id, replied_at DESC) WHERE reply IS NOT NULL;
        CREATE TABLE IF NOT EXISTS feedback_upvotes (
          feedback_id text NOT NULL,
          user_id text NOT NULL,
          upvoted_at timestamptz NOT NULL,
          PRIMARY KEY (feedback_id, user_id)
        );
        CREATE INDEX IF NOT EXISTS feedback_upvotes_by_user ON feedback_upvotes (user_id);`,
    },
  ],
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM feedback_upvotes');
    await tx.query('DELETE FROM feedback_items');
  },
  apply: (tx, event, ctx) => applyFeedbackEvents(tx, [event], ctx),
  applyBatch: applyFeedbackEvents,
});

const COLUMNS: readonly RecordsetColumn[] = [
  ['feedback_id', 'text'],
  ['kind', 'text'],
  ['text', 'text'],
  ['page', 'text'],
  ['user_agent', 'text'],
  ['sender_id', 'text'],
  ['status', 'text'],
  ['reply', 'text'],
  ['replied_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['version', 'integer'],
];

interface ItemRow {
  feedback_id: string;
  kind: string;
  text: string;
  page: string;
  user_agent: string;
  sender_id: string | null;
  status: string;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

// upvotes are left to the recount (an insert starts at 0)
const SAVE_ITEMS = upsertSql({
  table: 'feedback_items',
  columns: COLUMNS,
  key: ['feedback_id'],
  keep: ['created_at'],
  guard: 't.version < excluded.version',
});
const SAVE_UPVOTES = upsertSql({
  table: 'feedback_upvotes',
  columns: [
    ['feedback_id', 'text'],
    ['user_id', 'text'],
    ['upvoted_at', 'timestamptz'],
  ],
  key: ['feedback_id', 'user_id'],
  insertOnly: true,
});
const RECOUNT = `UPDATE feedback_items f SET upvotes = (SELECT count(*)::int FROM feedback_upvotes u WHERE u.feedback_id = f.feedback_id) WHERE f.feedback_id = ANY($1::text[])`;

const isUpvote = (event: RecordedEvent) => (FEEDBACK_UPVOTE_EVENT_TYPES as readonly string[]).includes(event.type);

async function applyFeedbackEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const itemEvents = events.filter((e) => !isUpvote(e));
  const upvotes = events
    .filter(isUpvote)
    .map((e) => ({ event: { type: e.type, data: e.data } as FeedbackUpvoteEvent, at: e.metadata.at }));
  const ids = [...new Set(itemEvents.map((e) => (e.data as FeedbackEvent['data']).feedbackId))];
  const stored = ids.length
    ? await tx.query<ItemRow>(
        `SELECT ${COLUMNS.map(([n]) => n).join(', ')} FROM feedback_items WHERE feedback_id = ANY($1::text[])`,
        [ids],
      )
    : [];
  const rows = new Map(stored.map((row) => [row.feedback_id, row]));
  const dirty = new Set<string>();
  for (const recorded of itemEvents) {
    const event = { type: recorded.type, data: recorded.data } as FeedbackEvent;
    const id = event.data.feedbackId;
    const row = rows.get(id);
    if (row && row.version >= recorded.streamVersion) continue; // replayed: the row already holds it
    const at = recorded.metadata.at;
    const version = recorded.streamVersion;
    switch (event.type) {
      case 'FeedbackSent': {
        const { kind, text, page, userAgent, senderId } = event.data;
        rows.set(id, {
          feedback_id: id,
          kind,
          text,
          page,
          user_agent: userAgent,
          sender_id: senderId,
          status: 'new',
          reply: null,
          replied_at: null,
          created_at: at,
          updated_at: at,
          version,
        });
        break;
      }
      case 'FeedbackStatusChanged':
        if (!row) continue;
        rows.set(id, { ...row, status: event.data.to, updated_at: at, version });
        break;
      case 'FeedbackReplied':
        if (!row) continue;
        rows.set(id, { ...row, reply: event.data.reply, replied_at: at, updated_at: at, version });
        break;
      default:
        assertNever(event, 'feedback event');
    }
    dirty.add(id);
  }
  if (dirty.size > 0) await tx.query(SAVE_ITEMS, [recordsetParam([...dirty].map((id) => rows.get(id)!))]);
  const votedOn = [...new Set(upvotes.map(({ event }) => event.data.feedbackId))];
  if (upvotes.length > 0) {
    const unique = new Map(
      upvotes.map(({ event, at }) => [
        `${event.data.feedbackId}\u0000${event.data.userId}`,
        { feedback_id: event.data.feedbackId, user_id: event.data.userId, upvoted_at: at },
      ]),
    );
    await tx.query(SAVE_UPVOTES, [recordsetParam([...unique.values()])]);
  }
  if (votedOn.length > 0) await tx.query(RECOUNT, [votedOn]);
  if (dirty.size > 0 || upvotes.length > 0) ctx.changed('feedback');
}
