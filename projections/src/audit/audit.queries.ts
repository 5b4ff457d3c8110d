import type { Queryable } from '@sideline/eventstore';

/** What the audit page filters on; every field optional. */
export interface AuditFilter {
  actorId?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  eventType?: string | undefined;
  /** ISO times: from inclusive, to exclusive */
  from?: string | undefined;
  to?: string | undefined;
}

/** Where a page continues: the last row of the previous page (older rows follow). */
export interface AuditCursor {
  at: string;
  position: string;
}

export interface AuditRow {
  position: string;
  at: string;
  actorId: string | null;
  entityType: string;
  entityId: string;
  streamVersion: number;
  eventType: string;
  commandId: string | null;
}

interface Raw {
  position: string | bigint;
  at: Date | string;
  actor_id: string | null;
  entity_type: string;
  entity_id: string;
  stream_version: number;
  event_type: string;
  command_id: string | null;
}

const rowOf = (r: Raw): AuditRow => ({
  position: String(r.position),
  at: new Date(r.at).toISOString(),
  actorId: r.actor_id,
  entityType: r.entity_type,
  entityId: r.entity_id,
  streamVersion: r.stream_version,
  eventType: r.event_type,
  commandId: r.command_id,
});

/** The WHERE of a filter (and cursor), with its parameters. Equality filters first: each has its own index. */
function whereOf(filter: AuditFilter, cursor: AuditCursor | null, extra: { newerThan?: string } = {}) {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (filter.actorId) add((p) => `actor_id = ${p}`, filter.actorId);
  if (filter.entityType) add((p) => `entity_type = ${p}`, filter.entityType);
  if (filter.entityId) add((p) => `entity_id = ${p}`, filter.entityId);
  if (filter.eventType) add((p) => `event_type = ${p}`, filter.eventType);
  if (filter.from) add((p) => `at >= ${p}::timestamptz`, filter.from);
  if (filter.to) add((p) => `at < ${p}::timestamptz`, filter.to);
  if (cursor) {
    params.push(cursor.at, cursor.position);
    // `at <= …` repeats the row comparison's first column as a plain bound, which the index scan starts from (a row
    // comparison alone is checked row by row after the range's other bound).
    clauses.push(
      `at <= $${params.length - 1}::timestamptz AND (at, position) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`,
    );
  }
  if (extra.newerThan) add((p) => `position > ${p}::bigint`, extra.newerThan);
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of the audit log, newest first, after `cursor` (keyset: the same cost a million rows deep). */
export async function queryAuditLog(
  db: Queryable,
  filter: AuditFilter,
  cursor: AuditCursor | null,
  limit: number,
): Promise<{ items: AuditRow[]; next: AuditCursor | null }> {
  const where = whereOf(filter, cursor);
  const rows = await db.query<Raw>(
    `SELECT * FROM audit_log ${where.sql} ORDER BY at DESC, position DESC LIMIT ${Math.floor(limit) + 1}`,
    where.params,
  );
  const items = rows.slice(0, limit).map(rowOf);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? { at: last.at, position: last.position } : null };
}

/** Events that reached the index after `position` (the live tail), oldest first, at most `limit`. */
export async function auditTail(
  db: Queryable,
  filter: AuditFilter,
  position: string,
  limit: number,
): Promise<AuditRow[]> {
  const where = whereOf(filter, null, { newerThan: position });
  const rows = await db.query<Raw>(
    `SELECT * FROM audit_log ${where.sql} ORDER BY position DESC LIMIT ${Math.floor(limit)}`,
    where.params,
  );
  return rows.map(rowOf).reverse();
}

/** How many events match (the export's progress bar counts against it). */
export async function countAuditLog(db: Queryable, filter: AuditFilter): Promise<number> {
  const where = whereOf(filter, null);
  const [row] = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM audit_log ${where.sql}`,
    where.params,
  );
  return Number(row?.n ?? 0);
}

/**
 * Every matching row, newest first, fetched `batchSize` at a time by keyset: an export of any size holds one batch
 * in memory at once.
 */
export async function* auditRowsInBatches(
  db: Queryable,
  filter: AuditFilter,
  batchSize = 1000,
): AsyncGenerator<AuditRow[]> {
  let cursor: AuditCursor | null = null;
  for (;;) {
    const page = await queryAuditLog(db, filter, cursor, batchSize);
    if (page.items.length > 0) yield page.items;
    if (!page.next) return;
    cursor = page.next;
  }
}

/** Each user's last activity and event count (users with none are absent). */
export async function lastActivityOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, { lastAt: string; events: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ actor_id: string; last_at: Date | string; events: string | number }>(
    'SELECT actor_id, last_at, events FROM audit_actors WHERE actor_id = ANY($1::text[])',
    [[...userIds]],
  );
  return new Map(
    rows.map((r) => [r.actor_id, { lastAt: new Date(r.last_at).toISOString(), events: Number(r.events) }]),
  );
}

/** Events per minute over the last `minutes` minutes (the dashboard's event rate). */
export async function auditEventRate(
  db: Queryable,
  now: Date,
  minutes = 5,
): Promise<{ perMinute: number; lastMinute: number }> {
  const since = new Date(now.getTime() - minutes * 60_000).toISOString();
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  const [row] = await db.query<{ total: string | number; last: string | number }>(
    'SELECT count(*) AS total, count(*) FILTER (WHERE at >= $2::timestamptz) AS last FROM audit_log WHERE at >= $1::timestamptz',
    [since, minuteAgo],
  );
  return { perMinute: Math.round((Number(row?.total ?? 0) / minutes) * 10) / 10, lastMinute: Number(row?.last ?? 0) };
}

/** The distinct event and entity types in the index, for the filter pickers. */
export async function auditVocabulary(db: Queryable): Promise<{ eventTypes: string[]; entityTypes: string[] }> {
  // A loose index scan over the type indexes: one probe per distinct value, however many rows.
  const distinct = (column: string) => `WITH RECURSIVE t(v) AS (
      (SELECT ${column} FROM audit_log ORDER BY ${column} LIMIT 1)
      UNION ALL SELECT (SELECT ${column} FROM audit_log WHERE ${column} > t.v ORDER BY ${column} LIMIT 1) FROM t WHERE t.v IS NOT NULL
    ) SELECT v FROM t WHERE v IS NOT NULL`;
  const [events, entities] = await Promise.all([
    db.query<{ v: string }>(distinct('event_type')),
    db.query<{ v: string }>(distinct('entity_type')),
  ]);
  return { eventTypes: events.map((r) => r.v), entityTypes: entities.map((r) => r.v) };
}
