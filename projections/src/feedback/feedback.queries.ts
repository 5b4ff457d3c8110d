import { FEEDBACK_PAGE_SIZE, type FeedbackKind, type FeedbackStatus } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { feedbackScopeSql } from '../sql/feedback-scope';
import { SqlParams } from '../sql/sql-params';

export interface FeedbackRow {
  id: string;
  kind: FeedbackKind;
  text: string;
  page: string;
  userAgent: string;
  senderId: string | null;
  status: FeedbackStatus;
  reply: string | null;
  repliedAt: string | null;
  upvotes: number;
  upvotedByMe: boolean;
  createdAt: string;
  updatedAt: string;
}

const columns = (
  viewerParam: string,
) => `f.feedback_id AS id, f.kind, f.text, f.page, f.user_agent AS "userAgent", f.sender_id AS "senderId", f.status, f.reply,
  f.replied_at AS "repliedAt", f.upvotes, f.created_at AS "createdAt", f.updated_at AS "updatedAt",
  EXISTS (SELECT 1 FROM feedback_upvotes u WHERE u.feedback_id = f.feedback_id AND u.user_id = ${viewerParam}) AS "upvotedByMe"`;

const iso = (value: Date | string | null) =>
  value instanceof Date ? value.toISOString() : value === null ? null : new Date(String(value)).toISOString();
const normalise = (row: FeedbackRow): FeedbackRow => ({
  ...row,
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
  repliedAt: iso(row.repliedAt),
});

/**
 * A feedback list: what the viewer may read (`feedbackScopeSql`, the policy's `feedback.read`), then `mine`: only
 * what the viewer sent; `replied`: only answered ones, latest answer first; `kind`: one kind.
 */
export interface FeedbackListScope {
  viewerId: string;
  admin: boolean;
  mine: boolean;
  replied: boolean;
  kind?: FeedbackKind | undefined;
  page: number;
  pageSize?: number;
}

export async function listFeedback(
  db: Queryable,
  scope: FeedbackListScope,
): Promise<{ items: FeedbackRow[]; total: number }> {
  const params = new SqlParams();
  const where = [feedbackScopeSql('f', { userId: scope.viewerId, admin: scope.admin }, params)];
  if (scope.mine) where.push(`f.sender_id = ${params.add(scope.viewerId)}`);
  if (scope.replied) where.push('f.reply IS NOT NULL');
  if (scope.kind) where.push(`f.kind = ${params.add(scope.kind)}`);
  const pageSize = scope.pageSize ?? FEEDBACK_PAGE_SIZE;
  const filter = `WHERE ${where.join(' AND ')}`;
  const order = scope.replied ? 'f.replied_at DESC, f.feedback_id' : 'f.created_at DESC, f.feedback_id';
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM feedback_items f ${filter}`,
    params.values,
  );
  const viewer = params.add(scope.viewerId);
  const items = await db.query<FeedbackRow>(
    `SELECT ${columns(viewer)} FROM feedback_items f ${filter} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(scope.page - 1) * pageSize}`,
    params.values,
  );
  return { items: items.map(normalise), total: count[0]?.n ?? 0 };
}

export async function findFeedback(
  db: Queryable,
  feedbackId: string,
  viewerId: string | null,
): Promise<FeedbackRow | null> {
  const rows = await db.query<FeedbackRow>(`SELECT ${columns('$2')} FROM feedback_items f WHERE f.feedback_id = $1`, [
    feedbackId,
    viewerId ?? '',
  ]);
  return rows[0] ? normalise(rows[0]) : null;
}
