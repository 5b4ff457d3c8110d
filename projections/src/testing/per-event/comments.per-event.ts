import { COMMENT_EVENT_TYPES, assertNever, type CommentEvent } from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection } from '../../runner';

/**
 * Comments on drills (and later plans): one row per comment. Deleted comments keep their row, flagged, so a
 * moderator's removal stays visible to the audit and an older event replayed over it cannot bring it back.
 * Live key: the commented thing's own (`drill:<id>`), so its page refetches.
 */
export const perEventCommentsProjection = defineProjection({
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
  async apply(tx: Queryable, recorded: RecordedEvent, ctx) {
    const event = { type: recorded.type, data: recorded.data } as CommentEvent;
    const version = recorded.streamVersion;
    const at = recorded.metadata.at;
    let target: { target_type: string; target_id: string } | undefined;
    switch (event.type) {
      case 'CommentPosted': {
        const { commentId, target: t, authorId, body } = event.data;
        await tx.query(
          `INSERT INTO comments (comment_id, target_type, target_id, author_id, body, created_at, version) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (comment_id) DO UPDATE SET target_type = excluded.target_type, target_id = excluded.target_id, author_id = excluded.author_id,
             body = excluded.body, created_at = excluded.created_at, edited_at = NULL, deleted = false, version = excluded.version
           WHERE comments.version < excluded.version`,
          [commentId, t.type, t.id, authorId, body, at, version],
        );
        target = { target_type: t.type, target_id: t.id };
        break;
      }
      case 'CommentEdited':
        [target] = await tx.query(
          `UPDATE comments SET body = $2, edited_at = $3, version = $4 WHERE comment_id = $1 AND version < $4 RETURNING target_type, target_id`,
          [event.data.commentId, event.data.body, at, version],
        );
        break;
      case 'CommentDeleted':
        [target] = await tx.query(
          `UPDATE comments SET deleted = true, deleted_by_moderator = $2, version = $3 WHERE comment_id = $1 AND version < $3 RETURNING target_type, target_id`,
          [event.data.commentId, event.data.byModerator, version],
        );
        break;
      default:
        assertNever(event, 'comment event');
    }
    if (target) ctx.changed(`${target.target_type}:${target.target_id}`);
  },
});
