import {
  PLAN_DRAFT_EVENT_TYPES,
  firstIncompleteStep,
  planDraftDecider,
  type PlanDraftData,
  type PlanDraftEvent,
  type PlanDraftState,
} from '@sideline/domain';
import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection } from '../../runner';

/**
 * Wizard drafts (`plan_drafts`): one row per draft with everything chosen so far, so home can offer "resume" and the
 * wizard can reload. Folded with the draft decider's own `evolve`. Live key: `plan-draft:<id>` (the owner's other
 * tabs refetch).
 */
export const perEventPlanDraftsProjection = defineProjection({
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
  async apply(tx: Queryable, recorded: RecordedEvent, ctx) {
    const event = { type: recorded.type, data: recorded.data } as PlanDraftEvent;
    const { draftId } = event.data;
    const [row] = await tx.query<{
      owner_id: string;
      status: 'open' | 'discarded' | 'completed';
      data: PlanDraftData | string;
      plan_id: string | null;
      version: number;
    }>('SELECT owner_id, status, data, plan_id, version FROM plan_drafts WHERE draft_id = $1', [draftId]);
    if (row && row.version >= recorded.streamVersion) return;
    const before: PlanDraftState = row
      ? {
          status: row.status,
          draftId,
          ownerId: row.owner_id,
          data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
          planId: row.plan_id,
        }
      : { status: 'none' };
    const next = planDraftDecider.evolve(before, event);
    if (next.status === 'none') return;
    const at = recorded.metadata.at;
    await tx.query(
      `INSERT INTO plan_drafts (draft_id, owner_id, status, data, plan_id, name, next_step, version, created_at, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $9)
       ON CONFLICT (draft_id) DO UPDATE SET status = excluded.status, data = excluded.data, plan_id = excluded.plan_id, name = excluded.name,
         next_step = excluded.next_step, version = excluded.version, updated_at = excluded.updated_at
       WHERE plan_drafts.version < excluded.version`,
      [
        draftId,
        next.ownerId,
        next.status,
        JSON.stringify(next.data),
        next.planId,
        next.data.basicInfo?.name ?? null,
        firstIncompleteStep(next.data),
        recorded.streamVersion,
        at,
      ],
    );
    ctx.changed(`plan-draft:${draftId}`);
  },
});
