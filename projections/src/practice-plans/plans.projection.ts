import {
  PLAN_EVENT_TYPES,
  VOTE_EVENT_TYPES,
  evolvePlan,
  isPersonsEdit,
  type PlanEvent,
  type PlanFacts,
  type PlanState,
} from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { dirtyRows, foldInto, loadedRows, parseJson } from '../batch/folded-rows';
import { savePlans } from './plan-columns';
import { plansMigrations } from './plans.schema';
import { PLAN_VOTES, VOTE_TYPES, applyVotes } from '../votes/vote-tally';

const VOTE_TALLY = PLAN_VOTES;

/**
 * Plan list and detail (`plans_view`, `plan_documents`) and votes on plans (`plan_votes`). The document is the plan
 * folded with the decider's own `evolvePlan`, so the page shows exactly the state the next command is decided on.
 * A batch loads the documents of the plans it touches in one query, folds in memory, and writes each changed plan
 * once (one statement), then its votes (see vote-tally.ts). Usage counts are the usage read model's.
 * Live keys: `plan:<id>` (its page and open editors refetch), `plans` (lists).
 */
export const plansProjection = defineProjection({
  name: 'plans',
  // 2: formations' usage counts; 3: a section lasts its set length (total_minutes from planTiming);
  // 4: season_id and edited_at (rebuilt from the log, which alone knows who caused an edit)
  version: 4,
  handles: [...PLAN_EVENT_TYPES, ...VOTE_EVENT_TYPES],
  // the list's filters, sorts and search: queries only
  rebuildWithoutIndexes: [
    'plans_view_search',
    'plans_view_goals',
    'plans_view_drill_ids',
    'plans_view_listed',
    'plans_view_owner',
    'plans_view_team',
    'plans_view_sport',
    'plans_view_name',
    'plans_view_duration',
    'plans_view_votes',
    'plans_view_participants',
    'plans_view_name_trgm',
    'plan_votes_user',
    'plans_view_library',
    'plans_view_calendar',
    'plans_view_owner_edited',
  ],
  migrations: plansMigrations,
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM plan_votes');
    await tx.query('DELETE FROM plan_documents');
    await tx.query('DELETE FROM plans_view');
  },
  apply: (tx, event, ctx) => applyPlanEvents(tx, [event], ctx),
  applyBatch: applyPlanEvents,
});

async function applyPlanEvents(tx: Queryable, events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const planEvents = events.filter((e) => !VOTE_TYPES.has(e.type));
  if (planEvents.length > 0) {
    const planId = (event: RecordedEvent) => (event.data as PlanEvent['data']).planId;
    const stored = await tx.query<{ plan_id: string; version: number; state: PlanFacts | string }>(
      'SELECT plan_id, version, state FROM plan_documents WHERE plan_id = ANY($1::text[])',
      [[...new Set(planEvents.map(planId))]],
    );
    const plans = loadedRows<PlanState>(
      stored.map((row) => ({ key: row.plan_id, version: row.version, state: parseJson(row.state) })),
    );
    // the batch's last edit by a person per plan; a plan without one keeps the edited_at it had
    const editedAt = new Map<string, string>();
    foldInto(
      plans,
      planEvents,
      planId,
      (current, recorded) => {
        const event = { type: recorded.type, data: recorded.data } as PlanEvent;
        if (!current && event.type !== 'PlanCreated') return null;
        const next = evolvePlan(current?.state ?? { status: 'none' }, event);
        return next.status === 'none' ? null : next;
      },
      (id, _before, _after, recorded) => {
        if (isPersonsEdit(recorded.type, recorded.metadata.causationId)) editedAt.set(id, recorded.metadata.at);
        ctx.changed(`plan:${id}`);
        ctx.changed('plans');
      },
    );
    await savePlans(
      tx,
      dirtyRows(plans).map(([id, row]) => ({
        plan: row.state as PlanFacts,
        version: row.version,
        createdAt: row.createdAt ?? row.updatedAt!,
        updatedAt: row.updatedAt!,
        editedAt: editedAt.get(id) ?? null,
      })),
    );
  }
  if (planEvents.length < events.length)
    await applyVotes(
      tx,
      VOTE_TALLY,
      events.filter((e) => VOTE_TYPES.has(e.type)),
      ctx,
    );
}
