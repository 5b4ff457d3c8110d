import type { CommentTarget } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

export interface CommentRow {
  id: string;
  target: CommentTarget;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
}

type Row = {
  comment_id: string;
  target_type: CommentTarget['type'];
  target_id: string;
  author_id: string;
  author_name: string;
  body: string;
  created_at: Date;
  edited_at: Date | null;
  deleted: boolean;
};

const SELECT = `SELECT c.comment_id, c.target_type, c.target_id, c.author_id, coalesce(u.display_name, 'Unknown user') AS author_name,
    c.body, c.created_at, c.edited_at, c.deleted
  FROM comments c LEFT JOIN users_view u ON u.user_id = c.author_id`;

const commentOf = (row: Row): CommentRow => ({
  id: row.comment_id,
  target: { type: row.target_type, id: row.target_id },
  authorId: row.author_id,
  authorName: row.author_name,
  body: row.body,
  createdAt: new Date(row.created_at).toISOString(),
  editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
  deleted: row.deleted,
});

/** The comments on one thing, oldest first, without deleted ones. */
export async function listComments(db: Queryable, target: CommentTarget): Promise<CommentRow[]> {
  const rows = await db.query<Row>(
    `${SELECT} WHERE c.target_type = $1 AND c.target_id = $2 AND NOT c.deleted ORDER BY c.created_at, c.comment_id`,
    [target.type, target.id],
  );
  return rows.map(commentOf);
}

/** One comment (deleted ones too: the caller decides what a deleted comment means). */
export async function findComment(db: Queryable, commentId: string): Promise<CommentRow | null> {
  const [row] = await db.query<Row>(`${SELECT} WHERE c.comment_id = $1`, [commentId]);
  return row ? commentOf(row) : null;
}
