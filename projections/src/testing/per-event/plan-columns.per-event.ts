import { allItems, drillIdsOf, richTextToPlain, timingOfPlan, type PlanFacts } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

/** The list row's columns, all derived from the plan's state (and its timing, from the one duration function). */
const COLUMNS = [
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
] as const;

function columnValues(plan: PlanFacts): unknown[] {
  const { metadata: m } = plan;
  return [
    plan.ownerId,
    m.teamId,
    m.sport,
    m.name,
    richTextToPlain(m.description),
    m.phaseOfSeason,
    m.practiceGoals,
    m.expectedParticipants,
    m.startTime,
    m.visibility,
    m.editableByOthers,
    plan.published,
    plan.publishedAt,
    m.scheduledDate,
    timingOfPlan(plan).totalMinutes,
    m.targetMinutes,
    plan.sections.length,
    allItems(plan.sections).length,
    drillIdsOf(plan.sections),
    plan.copiedFrom,
    plan.draftId,
    plan.status === 'deleted',
    plan.schedule?.seasonId ?? null,
  ];
}

/**
 * Writes the plan's document and list row at this stream version (an upsert guarded by the version, so an older
 * event replayed after a rebuild changes nothing). `createdAt` is set by the first write only.
 */
export async function savePlan(
  tx: Queryable,
  plan: PlanFacts,
  version: number,
  at: string,
  editedAt: string | null,
): Promise<void> {
  const first = 6; // $1 plan id, $2 version, $3 created, $4 updated, $5 edited (null keeps the row's own)
  const names = COLUMNS.map(([name]) => name);
  const placeholders = COLUMNS.map(([, cast], i) => `$${first + i}::${cast}`);
  await tx.query(
    `INSERT INTO plans_view (plan_id, version, created_at, updated_at, edited_at, ${names.join(', ')})
     VALUES ($1, $2, $3, $4, $5::timestamptz, ${placeholders.join(', ')})
     ON CONFLICT (plan_id) DO UPDATE SET version = excluded.version, updated_at = excluded.updated_at,
       edited_at = COALESCE(excluded.edited_at, plans_view.edited_at),
       ${names.map((n) => `${n} = excluded.${n}`).join(', ')}
     WHERE plans_view.version < excluded.version`,
    [plan.planId, version, at, at, editedAt, ...columnValues(plan)],
  );
  await tx.query(
    `INSERT INTO plan_documents (plan_id, version, state) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (plan_id) DO UPDATE SET version = excluded.version, state = excluded.state WHERE plan_documents.version < excluded.version`,
    [plan.planId, version, JSON.stringify(plan)],
  );
}
