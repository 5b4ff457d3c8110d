import type { Queryable } from '@sideline/eventstore';

/**
 * A drill's usage is the number of non-deleted plans that contain it. The plans projection keeps one row per
 * (plan, drill) here and writes the count into `drills.usage_count` (so the drill list sorts by it with its index).
 *
 * Rebuilds stay correct in either order: rebuilding plans recounts every drill from this table; rebuilding drills
 * inserts each drill with its count read from this table (the drills migrations create it too, as it must exist
 * before the first DrillCreated is applied).
 */
export const PLAN_DRILL_USAGE_TABLE = `
CREATE TABLE IF NOT EXISTS plan_drill_usage (
  plan_id text NOT NULL,
  drill_id text NOT NULL,
  PRIMARY KEY (plan_id, drill_id)
);
CREATE INDEX IF NOT EXISTS plan_drill_usage_drill ON plan_drill_usage (drill_id);`;

/** SQL for "the usage count of drill `$n`", for the drills projection's insert. */
export const usageCountSql = (drillParam: string) => `(SELECT count(*)::int FROM plan_drill_usage u WHERE u.drill_id = ${drillParam})`;

/**
 * Records which drills a plan uses now (none when deleted) and recounts every drill whose count may have changed.
 * Returns the drills recounted.
 */
export async function saveDrillUsage(tx: Queryable, planId: string, drillIds: readonly string[]): Promise<string[]> {
  const before = await tx.query<{ drill_id: string }>('SELECT drill_id FROM plan_drill_usage WHERE plan_id = $1', [planId]);
  const previous = new Set(before.map((r) => r.drill_id));
  const next = new Set(drillIds);
  const changed = [...new Set([...previous, ...next])].filter((id) => previous.has(id) !== next.has(id));
  if (changed.length === 0) return [];
  await tx.query('DELETE FROM plan_drill_usage WHERE plan_id = $1', [planId]);
  if (next.size > 0) await tx.query('INSERT INTO plan_drill_usage (plan_id, drill_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [planId, [...next]]);
  await tx.query(`UPDATE drills d SET usage_count = ${usageCountSql('d.drill_id')} WHERE d.drill_id = ANY($1::text[])`, [changed]);
  return changed;
}

/** Usage as the drills projection sees it when the plans projection starts over: every count back to zero. */
export async function resetDrillUsage(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM plan_drill_usage');
  await tx.query('UPDATE drills SET usage_count = 0 WHERE usage_count <> 0');
}
