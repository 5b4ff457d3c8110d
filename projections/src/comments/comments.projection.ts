import { COMMENT_EVENT_TYPES, assertNever, type CommentEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';

/**
 * Comments on drills (and later plans): one row per comment. Deleted comments keep their row, flagged, so a
 * moderator's removal stays visible to the audit and an older event replayed over it cannot bring it back.
 * Live key: the commented thing's own (`drill:<id>`), so its page refetches. A batch loads the touched comments in one
 * query, applies the events in memory and writes each changed comment once (one multi-row upsert).
 */
export const commentsProjection = defineProjection({
  name: 'comments',
  version: 1,
  handles: COMMENT_EVENT_TYPES,
  migrations: [
    {
      id: '001-comments',
      sql: `
        CREATE TABLE IF NOT EXISTS comments (
          comment_id text PRIMARY KEY,
          target_type text NOT NULL,
          target_id text NOT NULL,
          author_id text NOT NULL,
          body text NOT NULL,
          created_at timestamptz NOT NULL,
          edited_at timestamptz,
          deleted boolean NOT NULL DEFAULT false,
          deleted_by_moderator boolean NOT NULL DEFAULT false,
          version integer NOT NULL
        );
        CREATE INDEX IF NOT EXISTS comments_target ON comments (target_type, target_id, created_at);
        CREATE INDEX IF NOT EXISTS comments_author ON comments (author_id, created_at DESC);`,
    },
  ],
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM comments');
  },
  apply: (tx, event, ctx) => applyCommentEvents(tx, [event], ctx),
  applyBatch: applyCommentEvents,
});

const COLUMNS: readonly RecordsetColumn[] = [
  ['comment_id', 'text'],
  ['target_type', 'text'],
  ['target_id', 'text'],
  ['author_id', 'text'],
  ['body', 'text'],
  ['created_at', 'timestamptz'],
  ['edited_at', 'timestamptz'],
  ['deleted', 'boolean'],
  ['deleted_by_moderator', 'boolean'],
  ['version', 'integer'],
];

interface CommentRow {
  comment_id: string;
  target_type: string;
  target_id: string;
  author_id: string;
  body: string;
  created_at: string;
  edited_at: string | null;
  deleted: boolean;
  deleted_by_moderator: boolean;
  version: number;
}

const SAVE_ROWS = upsertSql({
  table: 'comments',
  columns: COLUMNS,
  key: ['comment_id'],
  guard: 't.version < excluded.version',
});

async function applyCommentEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const stored = await tx.query<CommentRow>(
    `SELECT ${COLUMNS.map(([n]) => n).join(', ')} FROM comments WHERE comment_id = ANY($1::text[])`,
    [[...new Set(events.map((e) => (e.data as CommentEvent['data']).commentId))]],
  );
  const rows = new Map(stored.map((row) => [row.comment_id, row]));
  const dirty = new Set<string>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as CommentEvent;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    const id = event.data.commentId;
    const row = rows.get(id);
    const fresh = !row || row.version < version;
    let target: { target_type: string; target_id: string } | undefined;
    switch (event.type) {
      case 'CommentPosted': {
        const { target: t, authorId, body } = event.data;
        if (fresh) {
          rows.set(id, {
            comment_id: id,
            target_type: t.type,
            target_id: t.id,
            author_id: authorId,
            body,
            created_at: at,
            edited_at: null,
            deleted: false,
            deleted_by_moderator: row?.deleted_by_moderator ?? false,
            version,
          });
          dirty.add(id);
        }
        target = { target_type: t.type, target_id: t.id };
        break;
      }
      case 'CommentEdited':
        if (row && fresh) {
          rows.set(id, { ...row, body: event.data.body, edited_at: at, version });
          dirty.add(id);
          target = row;
        }
        break;
      case 'CommentDeleted':
        if (row && fresh) {
          rows.set(id, { ...row, deleted: true, deleted_by_moderator: event.data.byModerator, version });
          dirty.add(id);
          target = row;
        }
        break;
      default:
        assertNever(event, 'comment event');
    }
    if (target) ctx.changed(`${target.target_type}:${target.target_id}`);
  }
  if (dirty.size > 0) await tx.query(SAVE_ROWS, [recordsetParam([...dirty].map((id) => rows.get(id)!))]);
}
