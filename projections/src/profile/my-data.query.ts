import type { Queryable } from '@sideline/eventstore';

type Row = Record<string, unknown>;

/** Rows as JSON objects, for the export (dates become ISO strings, search vectors are left out). */
async function rowsOf(db: Queryable, sql: string, params: unknown[]): Promise<Row[]> {
  const rows = await db.query<{ row: Row | string }>(sql, params);
  return rows.map((r) => (typeof r.row === 'string' ? (JSON.parse(r.row) as Row) : r.row));
}

/**
 * Everything a user made or that concerns them, from the read models and their own stream: for "download my data".
 * Each query reads an index on the owner, author or user (drills_owner, formations_owner, plans_view_owner,
 * boards_view_owner, comments_author, *_votes_user, team_members_by_user, the events' stream key).
 */
export async function readMyData(db: Queryable, userId: string) {
  const params = [userId];
  const without = "- 'search_vector' - 'search_words'";
  return {
    teams: await rowsOf(
      db,
      `SELECT to_jsonb(t) || jsonb_build_object('myRole', m.role, 'joinedAt', m.joined_at) AS row FROM team_members m JOIN teams_view t ON t.team_id = m.team_id WHERE m.user_id = $1`,
      params,
    ),
    drills: await rowsOf(
      db,
      `SELECT to_jsonb(d) ${without} AS row FROM drills d WHERE d.owner_id = $1 ORDER BY d.created_at`,
      params,
    ),
    drillContents: await rowsOf(
      db,
      `SELECT jsonb_build_object('drillId', c.drill_id, 'content', c.content) AS row FROM drills d JOIN drill_contents c ON c.drill_id = d.drill_id WHERE d.owner_id = $1`,
      params,
    ),
    formations: await rowsOf(
      db,
      `SELECT to_jsonb(f) ${without} AS row FROM formations f WHERE f.owner_id = $1 ORDER BY f.created_at`,
      params,
    ),
    plans: await rowsOf(db, `SELECT to_jsonb(p) ${without} AS row FROM plans_view p WHERE p.owner_id = $1`, params),
    boards: await rowsOf(db, `SELECT to_jsonb(b) ${without} AS row FROM boards_view b WHERE b.owner_id = $1`, params),
    votes: await rowsOf(
      db,
      `SELECT jsonb_build_object('kind', 'drill', 'id', drill_id, 'value', value, 'at', updated_at) AS row FROM drill_votes WHERE user_id = $1 AND value <> 0
       UNION ALL SELECT jsonb_build_object('kind', 'formation', 'id', formation_id, 'value', value, 'at', updated_at) FROM formation_votes WHERE user_id = $1 AND value <> 0
       UNION ALL SELECT jsonb_build_object('kind', 'plan', 'id', plan_id, 'value', value, 'at', updated_at) FROM plan_votes WHERE user_id = $1 AND value <> 0`,
      params,
    ),
    comments: await rowsOf(
      db,
      `SELECT to_jsonb(c) AS row FROM comments c WHERE c.author_id = $1 ORDER BY c.created_at`,
      params,
    ),
    accountEvents: await rowsOf(
      db,
      `SELECT jsonb_build_object('type', type, 'data', data, 'at', recorded_at, 'version', stream_version) AS row FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [`user-${userId}`],
    ),
  };
}
