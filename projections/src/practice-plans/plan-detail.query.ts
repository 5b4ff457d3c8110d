import type { ContentAccess, PlanFacts, Visibility } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { PLAN_SUMMARY_SELECT, planSummaryJoins, planSummaryOf, type PlanRecord, type PlanSummaryRow, type PlanVotes } from './plan-views';

interface AccessColumns {
  owner_id: string;
  visibility: Visibility;
  team_id: string | null;
  editable_by_others: boolean;
  deleted: boolean;
}

export const planAccessOf = (row: AccessColumns): ContentAccess => ({
  ownerId: row.owner_id,
  visibility: row.visibility,
  teamId: row.team_id,
  editableByOthers: row.editable_by_others,
  deleted: row.deleted,
});

const parsed = (state: PlanFacts | string): PlanFacts => (typeof state === 'string' ? (JSON.parse(state) as PlanFacts) : state);

/** The whole plan for its page, with the viewer's vote; null when there is no such plan (deleted ones included). */
export async function findPlanRecord(db: Queryable, planId: string, viewerId: string | null): Promise<PlanRecord | null> {
  const [row] = await db.query<PlanSummaryRow & AccessColumns & { state: PlanFacts | string; version: number; copied_from: string | null }>(
    `SELECT ${PLAN_SUMMARY_SELECT}, p.editable_by_others, p.copied_from, d.version, d.state
       FROM plans_view p JOIN plan_documents d ON d.plan_id = p.plan_id ${planSummaryJoins('$2::text')} WHERE p.plan_id = $1`,
    [planId, viewerId],
  );
  if (!row) return null;
  return { ...planSummaryOf(row), plan: parsed(row.state), editableByOthers: row.editable_by_others, copiedFrom: row.copied_from, version: row.version, access: planAccessOf(row) };
}

/** What commands need to know about a plan: who may touch it, its stream version and its state. */
export interface PlanAccessFacts {
  id: string;
  version: number;
  access: ContentAccess;
  plan: PlanFacts;
}

export async function findPlanFacts(db: Queryable, planId: string): Promise<PlanAccessFacts | null> {
  const [row] = await db.query<AccessColumns & { version: number; state: PlanFacts | string }>(
    `SELECT p.owner_id, p.visibility, p.team_id, p.editable_by_others, p.deleted, d.version, d.state
       FROM plans_view p JOIN plan_documents d ON d.plan_id = p.plan_id WHERE p.plan_id = $1`,
    [planId],
  );
  return row ? { id: planId, version: row.version, access: planAccessOf(row), plan: parsed(row.state) } : null;
}

/** Just who may see it (collab presence rooms, comments). */
export async function findPlanAccess(db: Queryable, planId: string): Promise<ContentAccess | null> {
  const [row] = await db.query<AccessColumns>('SELECT owner_id, visibility, team_id, editable_by_others, deleted FROM plans_view WHERE plan_id = $1', [planId]);
  return row ? planAccessOf(row) : null;
}

export async function planVoteTally(db: Queryable, planId: string, viewerId: string | null): Promise<{ votes: PlanVotes; myVote: -1 | 0 | 1 } | null> {
  const [row] = await db.query<{ up: number; down: number; score: number; mine: number }>(
    `SELECT p.votes_up AS up, p.votes_down AS down, p.vote_score AS score, coalesce(v.value, 0)::int AS mine
       FROM plans_view p LEFT JOIN plan_votes v ON v.plan_id = p.plan_id AND v.user_id = $2::text WHERE p.plan_id = $1`,
    [planId, viewerId],
  );
  return row ? { votes: { up: row.up, down: row.down, score: row.score }, myVote: Math.sign(row.mine) as -1 | 0 | 1 } : null;
}

/** Drill usage as the plans projection counted it (tests and the admin view compare it with drills.usage_count). */
export async function planIdsUsingDrill(db: Queryable, drillId: string): Promise<string[]> {
  const rows = await db.query<{ plan_id: string }>('SELECT plan_id FROM plan_drill_usage WHERE drill_id = $1 ORDER BY plan_id', [drillId]);
  return rows.map((r) => r.plan_id);
}
