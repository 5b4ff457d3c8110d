import {
  PLAN_EVENT_TYPES,
  VOTE_EVENT_TYPES,
  drillIdsOf,
  evolvePlan,
  formationIdsOf,
  isPersonsEdit,
  type PlanEvent,
  type PlanFacts,
} from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../../runner';
import { savePlan } from './plan-columns.per-event';
import { DRILL_USAGE, FORMATION_USAGE, resetUsage, saveUsage } from './plan-usage.per-event';
import { plansMigrations } from '../../practice-plans/plans.schema';
import { applyVote, type VoteTally } from './vote-tally.per-event';

const VOTE_TALLY: VoteTally = {
  target: 'plan',
  votesTable: 'plan_votes',
  rowsTable: 'plans_view',
  idColumn: 'plan_id',
  liveKey: (id) => `plan:${id}`,
  listKey: 'plans',
};

const VOTE_TYPES: ReadonlySet<string> = new Set(VOTE_EVENT_TYPES);

/**
 * Plan list and detail (`plans_view`, `plan_documents`), votes on plans (`plan_votes`) and drill usage counts
 * (`plan_drill_usage` → `drills.usage_count`). The document is the plan folded with the decider's own `evolvePlan`,
 * so the page shows exactly the state the next command is decided on. Needs the drills tables (migrated before it).
 * Live keys: `plan:<id>` (its page and open editors refetch), `plans` (lists), `drill:<id>` when a usage count moves.
 */
export const perEventPlansProjection = defineProjection({
  name: 'plans',
  // 2: formations' usage counts; 3: season_id and edited_at
  version: 3,
  handles: [...PLAN_EVENT_TYPES, ...VOTE_EVENT_TYPES],
  migrations: plansMigrations,
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM plan_votes');
    await tx.query('DELETE FROM plan_documents');
    await tx.query('DELETE FROM plans_view');
    await resetUsage(tx, DRILL_USAGE);
    await resetUsage(tx, FORMATION_USAGE);
  },
  async apply(tx: Queryable, recorded: RecordedEvent, ctx: ProjectionContext) {
    if (VOTE_TYPES.has(recorded.type)) return applyVote(tx, VOTE_TALLY, recorded, ctx);
    const event = { type: recorded.type, data: recorded.data } as PlanEvent;
    const { planId } = event.data;
    const current = await loadPlan(tx, planId);
    if (current && current.version >= recorded.streamVersion) return; // replayed: the rows already hold it
    if (!current && event.type !== 'PlanCreated') return;
    const next = evolvePlan(current?.state ?? { status: 'none' }, event);
    if (next.status === 'none') return;
    await savePlan(
      tx,
      next,
      recorded.streamVersion,
      recorded.metadata.at,
      isPersonsEdit(recorded.type, recorded.metadata.causationId) ? recorded.metadata.at : null,
    );
    const live = next.status === 'deleted' ? [] : next.sections;
    for (const [kind, ids] of [
      [DRILL_USAGE, drillIdsOf(live)],
      [FORMATION_USAGE, formationIdsOf(live)],
    ] as const) {
      for (const id of await saveUsage(tx, kind, planId, ids)) ctx.changed(kind.liveKey(id));
    }
    ctx.changed(`plan:${planId}`);
    ctx.changed('plans');
  },
});

async function loadPlan(tx: Queryable, planId: string): Promise<{ state: PlanFacts; version: number } | null> {
  const [row] = await tx.query<{ state: PlanFacts | string; version: number }>(
    'SELECT state, version FROM plan_documents WHERE plan_id = $1',
    [planId],
  );
  if (!row) return null;
  return {
    state: (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as PlanFacts,
    version: row.version,
  };
}
