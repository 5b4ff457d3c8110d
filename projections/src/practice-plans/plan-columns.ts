import { allItems, drillIdsOf, richTextToPlain, timingOfPlan, type PlanFacts } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { recordsetParam, upsertSql, type RecordsetColumn } from '../batch/recordset-sql';

/** The list row's columns, all derived from the plan's state (and its timing, from the one duration function). */
const COLUMNS: readonly RecordsetColumn[] = [
  ['plan_id', 'text'],
  ['version', 'integer'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['owner_id', 'text'],
  ['team_id', 'text'],
  ['sport', 'text'],
  ['name', 'text'],
  ['description_plain', 'text'],
  ['phase', 'text'],
  ['goals', 'text[]'],
  ['expected_participants', 'integer'],
  ['start_time', 'text'],
  ['visibility', 'text'],
  ['editable_by_others', 'boolean'],
  ['published', 'boolean'],
  ['published_at', 'timestamptz'],
  ['scheduled_date', 'date'],
  ['total_minutes', 'integer'],
  ['target_minutes', 'integer'],
  ['section_count', 'integer'],
  ['item_count', 'integer'],
  ['drill_ids', 'text[]'],
  ['copied_from', 'text'],
  ['draft_id', 'text'],
  ['deleted', 'boolean'],
  ['season_id', 'text'],
  ['edited_at', 'timestamptz'],
];

function listRow(
  plan: PlanFacts,
  version: number,
  createdAt: string,
  updatedAt: string,
  editedAt: string | null,
): Record<string, unknown> {
  const { metadata: m } = plan;
  return {
    plan_id: plan.planId,
    version,
    created_at: createdAt,
    updated_at: updatedAt,
    owner_id: plan.ownerId,
    team_id: m.teamId,
    sport: m.sport,
    name: m.name,
    description_plain: richTextToPlain(m.description),
    phase: m.phaseOfSeason,
    goals: m.practiceGoals,
    expected_participants: m.expectedParticipants,
    start_time: m.startTime,
    visibility: m.visibility,
    editable_by_others: m.editableByOthers,
    published: plan.published,
    published_at: plan.publishedAt,
    scheduled_date: m.scheduledDate,
    total_minutes: timingOfPlan(plan).totalMinutes,
    target_minutes: m.targetMinutes,
    section_count: plan.sections.length,
    item_count: allItems(plan.sections).length,
    drill_ids: drillIdsOf(plan.sections),
    copied_from: plan.copiedFrom,
    draft_id: plan.draftId,
    deleted: plan.status === 'deleted',
    season_id: plan.schedule?.seasonId ?? null,
    edited_at: editedAt,
  };
}

export interface PlanWrite {
  plan: PlanFacts;
  version: number;
  /** `at` of its first event, for a plan new to the read model (an existing row keeps its own) */
  createdAt: string;
  updatedAt: string;
  /** `at` of the batch's last edit by a person (see isPersonsEdit); null keeps the row's own */
  editedAt: string | null;
}

const SAVE_DOCUMENTS = upsertSql({
  table: 'plan_documents',
  columns: [
    ['plan_id', 'text'],
    ['version', 'integer'],
    ['state', 'jsonb'],
  ],
  key: ['plan_id'],
  guard: 't.version < excluded.version',
  param: '$2',
});
/**
 * Documents and list rows in one statement (a data-modifying CTE always runs to completion): one round trip per batch.
 */
const SAVE_PLANS = `WITH documents AS (${SAVE_DOCUMENTS}) ${upsertSql({ table: 'plans_view', columns: COLUMNS, key: ['plan_id'], keep: ['created_at'], keepUnlessSet: ['edited_at'], guard: 't.version < excluded.version' })}`;

/**
 * Writes the plans' documents and list rows, each at its stream version, in one statement for the whole batch (upserts
 * guarded by the version, so an older event replayed after a rebuild changes nothing).
 */
export async function savePlans(tx: Queryable, plans: readonly PlanWrite[]): Promise<void> {
  if (plans.length === 0) return;
  await tx.query(SAVE_PLANS, [
    recordsetParam(plans.map((p) => listRow(p.plan, p.version, p.createdAt, p.updatedAt, p.editedAt))),
    recordsetParam(plans.map((p) => ({ plan_id: p.plan.planId, version: p.version, state: p.plan }))),
  ]);
}
