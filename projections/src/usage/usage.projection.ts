import type { Queryable, RecordedEvent } from '@sideline/eventstore';
import { defineProjection, type ProjectionContext } from '../runner';
import { dirtyRows, foldInto, loadedRows, parseJson } from '../batch/folded-rows';
import { recordsetParam, upsertSql } from '../batch/recordset-sql';
import { USAGE_EVENT_TYPES, evolveUsage, usedBy, type PlanUsage, type UsageEvent } from './plan-usage';
import { DRILL_USAGE, FORMATION_USAGE, type PlanUsageKind } from './usage-tables';
import { usageMigrations } from './usage.schema';

/**
 * Usage counts: how many live plans use each drill and formation (`drills.usage_count`,
 * `formations.used_in_plan_count`, the "most used" sort and the cards' "used in N plans"). The one writer of those
 * columns and of `plan_drill_usage` / `plan_formation_usage`. Handles only the seven plan events that change what a
 * plan uses. A batch loads the touched plans' usage in one query, folds in memory, writes each changed plan once and
 * recounts each drill or formation whose use changed once.
 * Live keys: `drill:<id>` / `formation:<id>` when a plan starts or stops using it.
 */
export const usageProjection = defineProjection({
  name: 'usage',
  version: 1,
  handles: USAGE_EVENT_TYPES,
  migrations: usageMigrations,
  async reset(tx: Queryable) {
    await tx.query('DELETE FROM plan_usage_items');
    for (const kind of [DRILL_USAGE, FORMATION_USAGE]) {
      await tx.query(`DELETE FROM ${kind.table}`);
      await tx.query(`UPDATE ${kind.target} SET ${kind.countColumn} = 0 WHERE ${kind.countColumn} <> 0`);
    }
  },
  apply: (tx, event, ctx) => applyUsageEvents(tx, [event], ctx),
  applyBatch: applyUsageEvents,
});

async function applyUsageEvents(
  tx: Queryable,
  events: readonly RecordedEvent[],
  ctx: ProjectionContext,
): Promise<void> {
  const planId = (event: RecordedEvent) => (event.data as UsageEvent['data']).planId;
  const stored = await tx.query<{
    plan_id: string;
    version: number;
    deleted: boolean;
    items: PlanUsage['items'] | string;
  }>('SELECT plan_id, version, deleted, items FROM plan_usage_items WHERE plan_id = ANY($1::text[])', [
    [...new Set(events.map(planId))],
  ]);
  const plans = loadedRows(
    stored.map((row) => ({
      key: row.plan_id,
      version: row.version,
      state: { deleted: row.deleted, items: parseJson(row.items) },
    })),
  );
  const before = new Map([...plans].map(([id, plan]) => [id, usedBy(plan.state)]));
  const changed = { drills: new Set<string>(), formations: new Set<string>() };
  foldInto(
    plans,
    events,
    planId,
    (current, event) => evolveUsage(current?.state ?? null, { type: event.type, data: event.data } as UsageEvent),
    (_, previous, next) => {
      const was = usedBy(previous?.state ?? null);
      const is = usedBy(next.state);
      for (const key of ['drills', 'formations'] as const) {
        for (const id of was[key]) if (!is[key].has(id)) changed[key].add(id);
        for (const id of is[key]) if (!was[key].has(id)) changed[key].add(id);
      }
    },
  );
  for (const id of changed.drills) ctx.changed(DRILL_USAGE.liveKey(id));
  for (const id of changed.formations) ctx.changed(FORMATION_USAGE.liveKey(id));
  const dirty = dirtyRows(plans);
  if (dirty.length === 0) return;
  await tx.query(
    upsertSql({
      table: 'plan_usage_items',
      columns: [
        ['plan_id', 'text'],
        ['version', 'integer'],
        ['deleted', 'boolean'],
        ['items', 'jsonb'],
      ],
      key: ['plan_id'],
      guard: 't.version < excluded.version',
    }),
    [
      recordsetParam(
        dirty.map(([id, plan]) => ({
          plan_id: id,
          version: plan.version,
          deleted: plan.state.deleted,
          items: plan.state.items,
        })),
      ),
    ],
  );
  const after = new Map(dirty.map(([id, plan]) => [id, usedBy(plan.state)]));
  await saveUses(tx, DRILL_USAGE, after, before, 'drills', changed.drills);
  await saveUses(tx, FORMATION_USAGE, after, before, 'formations', changed.formations);
}

/**
 * Rewrites the uses of the plans whose uses changed (one delete, one insert), then recounts what changed (one update).
 */
async function saveUses(
  tx: Queryable,
  kind: PlanUsageKind,
  after: Map<string, ReturnType<typeof usedBy>>,
  before: Map<string, ReturnType<typeof usedBy>>,
  key: 'drills' | 'formations',
  changed: Set<string>,
): Promise<void> {
  if (changed.size === 0) return;
  const plans = [...after].filter(([id, uses]) => !sameSet(uses[key], before.get(id)?.[key]));
  if (plans.length === 0) return;
  await tx.query(`DELETE FROM ${kind.table} WHERE plan_id = ANY($1::text[])`, [plans.map(([id]) => id)]);
  const rows = plans.flatMap(([planId, uses]) =>
    [...uses[key]].map((id) => ({ plan_id: planId, [kind.idColumn]: id })),
  );
  if (rows.length > 0)
    await tx.query(
      upsertSql({
        table: kind.table,
        columns: [
          ['plan_id', 'text'],
          [kind.idColumn, 'text'],
        ],
        key: ['plan_id', kind.idColumn],
        insertOnly: true,
      }),
      [recordsetParam(rows)],
    );
  await tx.query(
    `UPDATE ${kind.target} t SET ${kind.countColumn} = c.n
       FROM (SELECT id, (SELECT count(*)::int FROM ${kind.table} u WHERE u.${kind.idColumn} = id) AS n FROM unnest($1::text[]) AS id) c
      WHERE t.${kind.idColumn} = c.id`,
    [[...changed]],
  );
}

function sameSet(a: Set<string>, b: Set<string> | undefined): boolean {
  if (!b) return a.size === 0;
  return a.size === b.size && [...a].every((x) => b.has(x));
}
