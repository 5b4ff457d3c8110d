import type { Queryable } from '@sideline/eventstore';

/**
 * The draft (unpublished, not deleted) practices of a season on the days from `from` to `to`, in calendar order, at
 * most `limit` (the caller asks for one more than it allows, to tell "too many" from "exactly enough").
 * Index: season_practices_by_season (season_id, date).
 */
export async function seasonDraftPractices(
  db: Queryable,
  seasonId: string,
  from: string,
  to: string,
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ plan_id: string }>(
    `SELECT plan_id FROM season_practices
      WHERE season_id = $1 AND date BETWEEN $2::date AND $3::date AND NOT published AND NOT deleted
      ORDER BY date, start_time, plan_id LIMIT $4::integer`,
    [seasonId, from, to, limit],
  );
  return rows.map((row) => row.plan_id);
}
