import {
  PLAN_DRAFT_EVENT_TYPES,
  firstIncompleteStep,
  planDraftDecider,
  type PlanDraftData,
  type PlanDraftEvent,
  type PlanDraftState,
  type WizardStep,
} from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { dirtyRows, foldInto, loadedRows, parseJson } from '../batch/folded-rows';
import { recordsetParam, upsertSql } from '../batch/recordset-sql';

/**
 * Wizard drafts (`plan_drafts`): one row per draft with everything chosen so far, so home can offer "resume" and the
 * wizard can reload. Folded with the draft decider's own `evolve`. Live key: `plan-draft:<id>` (the owner's other
 * tabs refetch). A batch loads the touched drafts in one query, folds in memory and writes each changed draft once.
 */
export const planDraftsProjection = defineProjection({
  name: 'plan-drafts',
  version: 1,
  handles: PLAN_DRAFT_EVENT_TYPES,
  migrations: [
    {
      id: '001-plan-drafts',
      sql: `
        CREATE TABLE IF NOT EXISTS plan_drafts (
          draft_id text PRIMARY KEY,
          owner_id text NOT NULL,
          status text NOT NULL,
          data jsonb NOT NULL,
          plan_id text,
          name text,
          next_step text NOT NULL,
          version integer NOT NULL,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL
        );
        CREATE INDEX IF NOT EXISTS plan_drafts_owner ON plan_drafts (owner_id, status, updated_at DESC);`,
    },
  ],
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM plan_drafts');
  },
  apply: (tx, event, ctx) => applyDraftEvents(tx, [event], ctx),
  applyBatch: applyDraftEvents,
});

const SAVE_ROWS = upsertSql({
  table: 'plan_drafts',
  columns: [
    ['draft_id', 'text'],
    ['owner_id', 'text'],
    ['status', 'text'],
    ['data', 'jsonb'],
    ['plan_id', 'text'],
    ['name', 'text'],
    ['next_step', 'text'],
    ['version', 'integer'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  key: ['draft_id'],
  keep: ['owner_id', 'created_at'],
  guard: 't.version < excluded.version',
});

async function applyDraftEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const draftId = (e: RecordedEvent) => (e.data as PlanDraftEvent['data']).draftId;
  const stored = await tx.query<{
    draft_id: string;
    owner_id: string;
    status: 'open' | 'discarded' | 'completed';
    data: PlanDraftData | string;
    plan_id: string | null;
    version: number;
  }>('SELECT draft_id, owner_id, status, data, plan_id, version FROM plan_drafts WHERE draft_id = ANY($1::text[])', [
    [...new Set(events.map(draftId))],
  ]);
  const drafts = loadedRows<PlanDraftState>(
    stored.map((row) => ({
      key: row.draft_id,
      version: row.version,
      state: {
        status: row.status,
        draftId: row.draft_id,
        ownerId: row.owner_id,
        data: parseJson(row.data),
        planId: row.plan_id,
      },
    })),
  );
  foldInto(
    drafts,
    events,
    draftId,
    (current, recorded) => {
      const next = planDraftDecider.evolve(current?.state ?? { status: 'none' }, {
        type: recorded.type,
        data: recorded.data,
      } as PlanDraftEvent);
      return next.status === 'none' ? null : next;
    },
    (id) => ctx.changed(`plan-draft:${id}`),
  );
  const dirty = dirtyRows(drafts);
  if (dirty.length === 0) return;
  await tx.query(SAVE_ROWS, [
    recordsetParam(
      dirty.map(([id, { state, version, createdAt, updatedAt }]) => {
        const next = state as Exclude<PlanDraftState, { status: 'none' }>;
        return {
          draft_id: id,
          owner_id: next.ownerId,
          status: next.status,
          data: next.data,
          plan_id: next.planId,
          name: next.data.basicInfo?.name ?? null,
          next_step: firstIncompleteStep(next.data),
          version,
          created_at: createdAt ?? updatedAt,
          updated_at: updatedAt,
        };
      }),
    ),
  ]);
}

export interface PlanDraftRecord {
  id: string;
  ownerId: string;
  status: 'open' | 'discarded' | 'completed';
  data: PlanDraftData;
  planId: string | null;
  /** the plan name chosen in basic info, null before */
  name: string | null;
  /** where the wizard resumes: the first step that still needs the coach, or 'overview' */
  nextStep: WizardStep;
  version: number;
  createdAt: string;
  updatedAt: string;
}

type DraftRow = {
  draft_id: string;
  owner_id: string;
  status: PlanDraftRecord['status'];
  data: PlanDraftData | string;
  plan_id: string | null;
  name: string | null;
  next_step: WizardStep;
  version: number;
  created_at: Date;
  updated_at: Date;
};

const draftOf = (row: DraftRow): PlanDraftRecord => ({
  id: row.draft_id,
  ownerId: row.owner_id,
  status: row.status,
  data: typeof row.data === 'string' ? (JSON.parse(row.data) as PlanDraftData) : row.data,
  planId: row.plan_id,
  name: row.name,
  nextStep: row.next_step,
  version: row.version,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function findPlanDraft(db: Queryable, draftId: string): Promise<PlanDraftRecord | null> {
  const [row] = await db.query<DraftRow>('SELECT * FROM plan_drafts WHERE draft_id = $1', [draftId]);
  return row ? draftOf(row) : null;
}

/** A user's drafts, most recently touched first (open ones by default: home's "resume"). */
export async function listPlanDrafts(
  db: Queryable,
  ownerId: string,
  status: PlanDraftRecord['status'] | 'all' = 'open',
  limit = 20,
): Promise<PlanDraftRecord[]> {
  const rows = await db.query<DraftRow>(
    `SELECT * FROM plan_drafts WHERE owner_id = $1 AND ($2::text = 'all' OR status = $2::text) ORDER BY updated_at DESC, draft_id LIMIT $3::int`,
    [ownerId, status, limit],
  );
  return rows.map(draftOf);
}
