import type { MyVote, PlanFacts, VoteTally } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { drillRefsFromJson, drillRefsJsonSql } from '../drills/drill-detail.query';
import type { DrillRefWithAccess } from '../drills/drill-views';

/**
 * What a plan's page shows beside the plan itself: from other streams (users, votes, drills), so never stale for it.
 */
export interface PlanPageExtras {
  ownerName: string;
  votes: VoteTally;
  myVote: MyVote;
  /**
   * the drills the plan refers to that exist, with what the policy needs to decide whether the viewer sees their names
   */
  drills: DrillRefWithAccess[];
}

/** A plan as its page (and its editor) needs it: its state as the read model folded it, and the extras. */
export interface PlanPage extends PlanPageExtras {
  facts: PlanFacts;
  version: number;
  createdAt: string;
  updatedAt: string;
}

interface ExtrasRow {
  owner_name: string | null;
  votes_up: number | null;
  votes_down: number | null;
  vote_score: number | null;
  my_vote: number | null;
  drills: unknown;
}

const EXTRAS_SELECT = (
  drillIds: string,
) => `coalesce(u.display_name, 'Unknown user') AS owner_name, p.votes_up, p.votes_down, p.vote_score,
  coalesce(v.value, 0)::int AS my_vote, ${drillRefsJsonSql(drillIds)} AS drills`;

const extrasOf = (row: ExtrasRow): PlanPageExtras => ({
  ownerName: row.owner_name ?? 'Unknown user',
  votes: { up: row.votes_up ?? 0, down: row.votes_down ?? 0, score: row.vote_score ?? 0 },
  myVote: Math.sign(row.my_vote ?? 0) as MyVote,
  drills: drillRefsFromJson(row.drills),
});

const iso = (value: Date | string) => new Date(value).toISOString();
const parsed = (state: PlanFacts | string): PlanFacts =>
  typeof state === 'string' ? (JSON.parse(state) as PlanFacts) : state;

/**
 * GET /practice-plans/:id: the plan and everything its page shows, in one statement; null when there is no such plan.
 */
export async function readPlanPage(db: Queryable, planId: string, viewerId: string | null): Promise<PlanPage | null> {
  const [row] = await db.query<
    ExtrasRow & { state: PlanFacts | string; version: number; created_at: Date; updated_at: Date }
  >(
    `SELECT d.state, d.version, p.created_at, p.updated_at, ${EXTRAS_SELECT('p.drill_ids')}
       FROM plans_view p JOIN plan_documents d ON d.plan_id = p.plan_id
       LEFT JOIN users_view u ON u.user_id = p.owner_id
       LEFT JOIN plan_votes v ON v.plan_id = p.plan_id AND v.user_id = $2::text
      WHERE p.plan_id = $1`,
    [planId, viewerId],
  );
  if (!row) return null;
  return {
    facts: parsed(row.state),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...extrasOf(row),
  };
}

/**
 * The extras of a plan a command just decided (its state comes from the command, not from the read model): owner
 * name, votes and drill references, in one statement. The plan's own row may not exist yet (a plan just created).
 */
export async function readPlanPageExtras(
  db: Queryable,
  plan: { planId: string; ownerId: string; drillIds: readonly string[] },
  viewerId: string | null,
): Promise<PlanPageExtras & { createdAt: string | null; updatedAt: string | null }> {
  const [row] = await db.query<ExtrasRow & { created_at: Date | null; updated_at: Date | null }>(
    `SELECT p.created_at, p.updated_at, ${EXTRAS_SELECT('$4::text[]')}
       FROM (SELECT 1) AS one
       LEFT JOIN users_view u ON u.user_id = $2
       LEFT JOIN plans_view p ON p.plan_id = $1
       LEFT JOIN plan_votes v ON v.plan_id = $1 AND v.user_id = $3::text`,
    [plan.planId, plan.ownerId, viewerId, [...plan.drillIds]],
  );
  return {
    ...extrasOf(row!),
    createdAt: row?.created_at ? iso(row.created_at) : null,
    updatedAt: row?.updated_at ? iso(row.updated_at) : null,
  };
}
