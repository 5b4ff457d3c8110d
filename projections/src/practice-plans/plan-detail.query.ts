import type { ContentAccess, MyVote, PlanSummary, VoteResponse } from '@sideline/domain';
import { PLAN_SUMMARY_SELECT, planSummaryJoins, planSummaryOf, type PlanSummaryRow } from './plan-views';
import type { Queryable } from '@sideline/eventstore';
import { contentAccessOf, type ContentAccessColumns } from '../content-list';

type AccessColumns = ContentAccessColumns & { published: boolean };

export const planAccessOf = (row: AccessColumns): ContentAccess => contentAccessOf(row);

/** Just who may see it (collab presence rooms, comments). */
export async function findPlanAccess(db: Queryable, planId: string): Promise<ContentAccess | null> {
  const [row] = await db.query<AccessColumns>(
    'SELECT owner_id, visibility, team_id, editable_by_others, deleted, published FROM plans_view WHERE plan_id = $1',
    [planId],
  );
  return row ? planAccessOf(row) : null;
}

export async function planVoteTally(
  db: Queryable,
  planId: string,
  viewerId: string | null,
): Promise<VoteResponse | null> {
  const [row] = await db.query<{ up: number; down: number; score: number; mine: number }>(
    `SELECT p.votes_up AS up, p.votes_down AS down, p.vote_score AS score, coalesce(v.value, 0)::int AS mine
       FROM plans_view p LEFT JOIN plan_votes v ON v.plan_id = p.plan_id AND v.user_id = $2::text WHERE p.plan_id = $1`,
    [planId, viewerId],
  );
  return row
    ? { votes: { up: row.up, down: row.down, score: row.score }, myVote: Math.sign(row.mine) as MyVote }
    : null;
}

/** Drill usage as the usage read model counted it (tests and the admin view compare it with drills.usage_count). */
export async function planIdsUsingDrill(db: Queryable, drillId: string): Promise<string[]> {
  const rows = await db.query<{ plan_id: string }>(
    'SELECT plan_id FROM plan_drill_usage WHERE drill_id = $1 ORDER BY plan_id',
    [drillId],
  );
  return rows.map((r) => r.plan_id);
}

/** One plan's list row (what its card shows), deleted ones too; null when there is no such plan. */
export async function findPlanSummary(
  db: Queryable,
  planId: string,
  viewerId: string | null,
): Promise<PlanSummary | null> {
  const [row] = await db.query<PlanSummaryRow>(
    `SELECT ${PLAN_SUMMARY_SELECT} FROM plans_view p ${planSummaryJoins('$2::text')} WHERE p.plan_id = $1`,
    [planId, viewerId],
  );
  return row ? planSummaryOf(row) : null;
}
