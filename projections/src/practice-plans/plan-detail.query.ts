import type { ContentAccess, PlanSummary } from '@sideline/domain';
import { PLAN_SUMMARY_SELECT, planSummaryJoins, planSummaryOf, type PlanSummaryRow } from './plan-views';
import type { Queryable } from '@sideline/eventstore';
import { PLAN_VOTES, readVoteTally } from '../votes/vote-tally';
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

/** Vote totals and the viewer's own vote. */
export const planVoteTally = (db: Queryable, planId: string, viewerId: string | null) =>
  readVoteTally(db, PLAN_VOTES, planId, viewerId);

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
