import type { Queryable } from '@sideline/eventstore';

/**
 * How often plans use a drill or a formation: the number of non-deleted plans that contain it. The plans projection
 * keeps one row per (plan, thing) in a usage table and writes the count into the thing's own row
 * (`drills.usage_count`, `formations.used_in_plan_count`), so lists sort by it with an index.
 *
 * Rebuilds stay correct in either order: rebuilding plans recounts everything from the usage table; rebuilding drills
 * or formations inserts each row with its count read from the usage table (their migrations create it too, as it
 * must exist before their first event is applied).
 */
export interface PlanUsageKind {
  /** the usage table */
  table: string;
  /** the id column, in the usage table and in the thing's own table */
  idColumn: string;
  /** the thing's own table and its count column */
  target: string;
  countColumn: string;
  /** the live key of one thing (`drill:<id>`) */
  liveKey: (id: string) => string;
}

export const DRILL_USAGE: PlanUsageKind = {
  table: 'plan_drill_usage',
  idColumn: 'drill_id',
  target: 'drills',
  countColumn: 'usage_count',
  liveKey: (id) => `drill:${id}`,
};
export const FORMATION_USAGE: PlanUsageKind = {
  table: 'plan_formation_usage',
  idColumn: 'formation_id',
  target: 'formations',
  countColumn: 'used_in_plan_count',
  liveKey: (id) => `formation:${id}`,
};

export const usageTableSql = (kind: PlanUsageKind) => `
CREATE TABLE IF NOT EXISTS ${kind.table} (
  plan_id text NOT NULL,
  ${kind.idColumn} text NOT NULL,
  PRIMARY KEY (plan_id, ${kind.idColumn})
);
CREATE INDEX IF NOT EXISTS ${kind.table}_by_ref ON ${kind.table} (${kind.idColumn});`;

export const PLAN_DRILL_USAGE_TABLE = usageTableSql(DRILL_USAGE);
export const PLAN_FORMATION_USAGE_TABLE = usageTableSql(FORMATION_USAGE);

/** SQL for "how many plans use the thing `$n`", for the owning projection's insert. */
export const usageCountSql = (kind: PlanUsageKind, idParam: string) =>
  `(SELECT count(*)::int FROM ${kind.table} u WHERE u.${kind.idColumn} = ${idParam})`;

/**
 * Records which things a plan uses now (none when deleted) and recounts every one whose count may have changed.
 * Returns the ids recounted.
 */
export async function saveUsage(
  tx: Queryable,
  kind: PlanUsageKind,
  planId: string,
  ids: readonly string[],
): Promise<string[]> {
  const before = await tx.query<Record<string, string>>(
    `SELECT ${kind.idColumn} AS id FROM ${kind.table} WHERE plan_id = $1`,
    [planId],
  );
  const previous = new Set(before.map((r) => r.id as string));
  const next = new Set(ids);
  const changed = [...new Set([...previous, ...next])].filter((id) => previous.has(id) !== next.has(id));
  if (changed.length === 0) return [];
  await tx.query(`DELETE FROM ${kind.table} WHERE plan_id = $1`, [planId]);
  if (next.size > 0)
    await tx.query(
      `INSERT INTO ${kind.table} (plan_id, ${kind.idColumn}) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [planId, [...next]],
    );
  await tx.query(
    `UPDATE ${kind.target} t SET ${kind.countColumn} = ${usageCountSql(kind, `t.${kind.idColumn}`)} WHERE t.${kind.idColumn} = ANY($1::text[])`,
    [changed],
  );
  return changed;
}

/** Usage as the owning projection sees it when the plans projection starts over: every count back to zero. */
export async function resetUsage(tx: Queryable, kind: PlanUsageKind): Promise<void> {
  await tx.query(`DELETE FROM ${kind.table}`);
  await tx.query(`UPDATE ${kind.target} SET ${kind.countColumn} = 0 WHERE ${kind.countColumn} <> 0`);
}
