import type { ProfileComment, ProfileVote } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * My votes (up or down, withdrawn ones left out) on drills, formations and plans that are not deleted, newest
 * first. Each kind reads its `*_votes_user` index (user_id, updated_at DESC WHERE value <> 0).
 */
export async function listMyVotes(
  db: Queryable,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: ProfileVote[]; total: number }> {
  const rows = await db.query<{
    kind: ProfileVote['kind'];
    id: string;
    name: string;
    value: number;
    at: Date;
    total: number;
  }>(
    `WITH mine AS (
       SELECT 'drill' AS kind, v.drill_id AS id, d.name, v.value, v.updated_at AS at
         FROM drill_votes v JOIN drills d ON d.drill_id = v.drill_id AND NOT d.deleted WHERE v.user_id = $1 AND v.value <> 0
       UNION ALL
       SELECT 'formation', v.formation_id, f.name, v.value, v.updated_at
         FROM formation_votes v JOIN formations f ON f.formation_id = v.formation_id AND NOT f.deleted WHERE v.user_id = $1 AND v.value <> 0
       UNION ALL
       SELECT 'plan', v.plan_id, p.name, v.value, v.updated_at
         FROM plan_votes v JOIN plans_view p ON p.plan_id = v.plan_id AND NOT p.deleted WHERE v.user_id = $1 AND v.value <> 0
     )
     SELECT kind, id, name, value, at, count(*) OVER ()::int AS total FROM mine ORDER BY at DESC, id LIMIT $2 OFFSET $3`,
    [userId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  const total = rows[0]?.total ?? (page.page > 1 ? await countMyVotes(db, userId) : 0);
  return {
    items: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      name: r.name,
      value: Math.sign(r.value) as 1 | -1,
      at: iso(r.at)!,
    })),
    total,
  };
}

async function countMyVotes(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM drill_votes WHERE user_id = $1 AND value <> 0) + (SELECT count(*) FROM formation_votes WHERE user_id = $1 AND value <> 0)
            + (SELECT count(*) FROM plan_votes WHERE user_id = $1 AND value <> 0))::int AS n`,
    [userId],
  );
  return row?.n ?? 0;
}

/** My comments that are not deleted, newest first, with the name of what each is on (index comments_author). */
export async function listMyComments(
  db: Queryable,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<{ items: ProfileComment[]; total: number }> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM comments WHERE author_id = $1 AND NOT deleted',
    [userId],
  );
  const rows = await db.query<{
    id: string;
    target_type: string;
    target_id: string;
    target_name: string | null;
    body: string;
    created_at: Date;
    edited_at: Date | null;
  }>(
    `SELECT c.comment_id AS id, c.target_type, c.target_id, c.body, c.created_at, c.edited_at,
            CASE c.target_type
              WHEN 'drill' THEN (SELECT d.name FROM drills d WHERE d.drill_id = c.target_id AND NOT d.deleted)
              WHEN 'formation' THEN (SELECT f.name FROM formations f WHERE f.formation_id = c.target_id AND NOT f.deleted)
              WHEN 'plan' THEN (SELECT p.name FROM plans_view p WHERE p.plan_id = c.target_id AND NOT p.deleted)
            END AS target_name
       FROM comments c WHERE c.author_id = $1 AND NOT c.deleted ORDER BY c.created_at DESC, c.comment_id LIMIT $2 OFFSET $3`,
    [userId, page.pageSize, (page.page - 1) * page.pageSize],
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      targetType: r.target_type,
      targetId: r.target_id,
      targetName: r.target_name,
      body: r.body,
      createdAt: iso(r.created_at)!,
      editedAt: iso(r.edited_at),
    })),
    total: count?.n ?? 0,
  };
}
