import { PLAN_EVENT_TYPES, PLAN_STREAM_TYPE } from '@sideline/domain';
import { comparePositions, type LogPosition, type Queryable, type RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { templatePropagationMigrations } from './template-propagation.schema';

const HANDLED = ['RecurrencePracticeGenerated', ...PLAN_EVENT_TYPES] as const;

/** Announced when a batch marked a pair due: the reactors wake on it (no one polls). Reaches no page. */
export const TEMPLATE_SYNC_DUE_KEY = 'template-sync-due';

type Generated = { seasonId: string; templatePlanId: string | null };
type Mark = {
  template_plan_id: string;
  season_id: string | null;
  edited_by: string | null;
  marks: number;
  ord: number;
};

/**
 * Marks template changes for the reactor that takes them to generated practices. A practice generated from a template
 * links the template to its season; every later event of a linked plan marks (template, season) as due, naming who
 * made it (the sync is done on their behalf). A generated practice marks its pair due too: the template may have
 * changed between the generation reading it and recording the practice. Marks of one batch collapse into one per
 * pair (one sync per burst of edits). `template_links` is a read model, rebuilt from the log; `template_sync_due` is
 * the reactor's queue: a rebuild keeps it and marks only the events past the last one marked before, so a rebuild
 * neither queues work that was done nor loses work that was queued.
 */
export const templatePropagationProjection = defineProjection({
  name: 'template-propagation',
  version: 1,
  handles: HANDLED,
  migrations: templatePropagationMigrations,
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM template_links');
  },
  apply: (tx, event, ctx) => markTemplateChanges(tx, [event], ctx),
  applyBatch: (tx, events, ctx) => markTemplateChanges(tx, events, ctx),
});

async function markTemplateChanges(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  if (events.length === 0) return;
  const markedThrough = await moveMarkedThrough(tx, events.at(-1)!);
  const links = new Map<string, { template_plan_id: string; season_id: string }>();
  const marks = new Map<string, Mark>();
  // `ord` orders the marks of a batch: the latest one names who the sync is done for.
  for (const [index, event] of events.entries()) {
    const marking = !markedThrough || comparePositions(event, markedThrough) > 0;
    if (event.type === 'RecurrencePracticeGenerated') {
      const { seasonId, templatePlanId } = event.data as Generated;
      if (!templatePlanId) continue;
      links.set(`${templatePlanId} ${seasonId}`, { template_plan_id: templatePlanId, season_id: seasonId });
      if (!marking) continue;
      const known = marks.get(`${templatePlanId} ${seasonId}`);
      marks.set(`${templatePlanId} ${seasonId}`, {
        template_plan_id: templatePlanId,
        season_id: seasonId,
        edited_by: event.metadata.actorId,
        marks: (known?.marks ?? 0) + 1,
        ord: index,
      });
    } else if (marking && event.streamType === PLAN_STREAM_TYPE) {
      const planId = (event.data as { planId: string }).planId;
      const known = marks.get(planId);
      marks.set(planId, {
        template_plan_id: planId,
        season_id: null,
        edited_by: event.metadata.actorId,
        marks: (known?.marks ?? 0) + 1,
        ord: index,
      });
    }
  }
  if (links.size > 0) {
    await tx.query(
      `INSERT INTO template_links SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(template_plan_id text, season_id text) ON CONFLICT DO NOTHING`,
      [JSON.stringify([...links.values()])],
    );
  }
  if (marks.size === 0) return;
  // A plan's marks reach every season it is the template of (none for the plans that are no template).
  const marked = await tx.query(
    `INSERT INTO template_sync_due (template_plan_id, season_id, edited_by, marks, marked_at)
     SELECT l.template_plan_id, l.season_id, (array_agg(m.edited_by ORDER BY m.ord DESC))[1], sum(m.marks)::int, now()
       FROM jsonb_to_recordset($1::jsonb) AS m(template_plan_id text, season_id text, edited_by text, marks integer, ord integer)
       JOIN template_links l ON l.template_plan_id = m.template_plan_id AND (m.season_id IS NULL OR l.season_id = m.season_id)
      GROUP BY l.template_plan_id, l.season_id
     ON CONFLICT (template_plan_id, season_id) DO UPDATE SET edited_by = excluded.edited_by, marks = template_sync_due.marks + excluded.marks, marked_at = excluded.marked_at
     RETURNING 1`,
    [JSON.stringify([...marks.values()])],
  );
  if (marked.length > 0) ctx.changed(TEMPLATE_SYNC_DUE_KEY);
}

/**
 * Moves the queue's high-water mark to the batch's last event (never back: a rebuild replays older events) and returns
 * where it was: events up to there were marked when first applied, before a rebuild, and are not marked again.
 */
async function moveMarkedThrough(tx: Queryable, last: RecordedEvent): Promise<LogPosition | null> {
  const [row] = await tx.query<{ transaction_id: string | null; global_position: string | null }>(
    `WITH before AS (SELECT transaction_id, global_position FROM template_sync_marked_through),
          moved AS (
            INSERT INTO template_sync_marked_through (transaction_id, global_position) VALUES ($1::text::xid8, $2::bigint)
            ON CONFLICT (only_row) DO UPDATE SET transaction_id = excluded.transaction_id, global_position = excluded.global_position
             WHERE (excluded.transaction_id, excluded.global_position) > (template_sync_marked_through.transaction_id, template_sync_marked_through.global_position))
     SELECT (SELECT transaction_id::text FROM before) AS transaction_id, (SELECT global_position::text FROM before) AS global_position`,
    [last.transactionId.toString(), last.globalPosition.toString()],
  );
  return row?.transaction_id && row.global_position
    ? { transactionId: BigInt(row.transaction_id), globalPosition: BigInt(row.global_position) }
    : null;
}
