/**
 * Multi-row writes for batch projections: every row a batch changed goes to the database in ONE statement, as a
 * JSON array of objects unpacked by `jsonb_to_recordset` (one parameter however many rows; arrays in the JSON become
 * SQL arrays for `text[]` columns). Each row must appear once per statement (ON CONFLICT cannot touch a row twice).
 */
export type RecordsetColumn = readonly [name: string, type: string];

/** `jsonb_to_recordset($n::jsonb) AS r(col type, …)` */
export function recordsetFrom(columns: readonly RecordsetColumn[], param = '$1'): string {
  return `jsonb_to_recordset(${param}::jsonb) AS r(${columns.map(([name, type]) => `${name} ${type}`).join(', ')})`;
}

export interface UpsertSpec {
  table: string;
  columns: readonly RecordsetColumn[];
  /** the conflict target (primary key columns) */
  key: readonly string[];
  /** columns an update leaves as they are (e.g. `created_at`); key columns are never updated */
  keep?: readonly string[];
  /** columns an update sets only when the new row has a value (null keeps the old one) */
  keepUnlessSet?: readonly string[];
  /**
   * the update's WHERE, e.g. `t.version < excluded.version` (the table is aliased `t`): a replayed row changes nothing
   */
  guard?: string;
  /** the recordset parameter (default `$1`) */
  param?: string;
  /** insert only (ON CONFLICT DO NOTHING) */
  insertOnly?: boolean;
  /** columns computed on insert from the recordset row `r` (e.g. a count from another table); an update keeps them */
  computed?: readonly (readonly [name: string, sql: string])[];
}

/** `INSERT INTO table AS t (…) SELECT … FROM jsonb_to_recordset(…) ON CONFLICT (key) DO UPDATE SET … WHERE guard`. */
export function upsertSql(spec: UpsertSpec): string {
  const names = spec.columns.map(([name]) => name);
  const fixed = new Set([...spec.key, ...(spec.keep ?? [])]);
  const updated = names.filter((name) => !fixed.has(name));
  const unlessSet = new Set(spec.keepUnlessSet ?? []);
  const assign = (name: string) =>
    unlessSet.has(name) ? `${name} = COALESCE(excluded.${name}, t.${name})` : `${name} = excluded.${name}`;
  const conflict =
    spec.insertOnly || updated.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${updated.map(assign).join(', ')}${spec.guard ? ` WHERE ${spec.guard}` : ''}`;
  const computed = spec.computed ?? [];
  const insertNames = [...names, ...computed.map(([name]) => name)];
  const selected = [...names.map((name) => `r.${name}`), ...computed.map(([, sql]) => sql)];
  return `INSERT INTO ${spec.table} AS t (${insertNames.join(', ')}) SELECT ${selected.join(', ')} FROM ${recordsetFrom(spec.columns, spec.param)} ON CONFLICT (${spec.key.join(', ')}) ${conflict}`;
}

/** The recordset parameter: rows as JSON text (both drivers pass it as one text value cast to jsonb). */
export const recordsetParam = (rows: readonly object[]): string => JSON.stringify(rows);
