/**
 * How often plans use a drill or a formation: the number of non-deleted plans that contain it. The usage read model
 * (usage.projection.ts) keeps one row per (plan, thing) in a usage table and writes the count into the thing's own
 * row (`drills.usage_count`, `formations.used_in_plan_count`), so lists sort by it with an index.
 *
 * Rebuilds stay correct in either order: resetting usage zeroes every count and replays; rebuilding drills or
 * formations inserts each row with its count read from the usage table (their migrations create it too, as it must
 * exist before their first event is applied).
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
