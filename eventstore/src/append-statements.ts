import { EVENTS_CHANNEL } from './event-store-schema';
import type { ExpectedVersion } from './types';

/**
 * An append is one plain INSERT of the events, and nothing else on the hot path: no lock, no read, no function, no
 * stream row to update. What keeps the log right:
 * - Versions are computed from what the caller expects; the primary key (stream_id, stream_version) lets one writer
 *   win each version. A racing writer waits for the winner's commit and fails with a unique violation.
 * - A one-row guard: the event at the expected version exists (so a stream never gets a gap) and was written by an
 *   older transaction than this one. A transaction that took its id before the stream's last writer committed would
 *   sort before it in the global order (transaction_id, global_position): it appends nothing and is told to retry.
 * - Event ids are unique in the whole log; a retry of a stored append fails the insert and is then recognised.
 * A refused or raced append is diagnosed afterwards (outside the hot path) by `DIAGNOSE_APPEND`.
 *
 * Inputs: the stream id and type, the base version (the version before these events, unless the statement reads
 * it), the events [{event_id, type, data, metadata}] and the snapshot {tag, state}.
 */
export interface AppendShape {
  /** the base version is read in the statement ('any', 'stream_exists') rather than given by the caller */
  readsBase: boolean;
  /** the stream may be new here: its row (type, created_at) is written when version 1 is */
  mayCreate: boolean;
  /** refuse when the stream does not exist ('stream_exists') */
  requiresStream: boolean;
  /** keep the folded state as the stream's snapshot, in the same statement */
  withSnapshot: boolean;
  /** NOTIFY listeners on commit (from inside the statement) */
  notify: boolean;
}

export function appendShape(expected: ExpectedVersion, withSnapshot: boolean, notify: boolean): AppendShape {
  const readsBase = expected === 'any' || expected === 'stream_exists';
  return {
    readsBase,
    mayCreate: expected === 'any' || expected === 'no_stream' || expected === 0,
    requiresStream: expected === 'stream_exists',
    withSnapshot,
    notify,
  };
}

/** The base version the caller gives: 0 for a new stream; null when the statement reads it. */
export function givenBase(expected: ExpectedVersion): number | null {
  if (expected === 'no_stream') return 0;
  return typeof expected === 'number' ? expected : null;
}

type AppendInput = 'streamId' | 'streamType' | 'base' | 'requiresStream' | 'events' | 'snapshot' | 'notify';
export type AppendValues = Record<AppendInput, unknown>;

/**
 * The statement for one shape and the inputs it takes, in parameter order. Its text depends only on the shape, so
 * each shape is prepared once per connection; a shape names only the parameters it uses (PostgreSQL cannot type an
 * unused one).
 */
export function appendStatement(shape: AppendShape): AppendStatement {
  const key = `${+shape.readsBase}${+shape.mayCreate}${+shape.requiresStream}${+shape.withSnapshot}${+shape.notify}`;
  let statement = STATEMENTS.get(key);
  if (!statement) STATEMENTS.set(key, (statement = buildStatement(shape)));
  return statement;
}

export interface AppendStatement {
  text: string;
  inputs: AppendInput[];
}

const STATEMENTS = new Map<string, AppendStatement>();

/** The statement in parts: the INSERT of the events, and the writes that depend on it (as CTEs over `appended`). */
interface StatementParts {
  insert: string;
  dependents: string[];
  inputs: AppendInput[];
}

function buildParts(shape: AppendShape): StatementParts {
  const inputs: AppendInput[] = [];
  const param = (input: AppendInput, type: string) => {
    if (!inputs.includes(input)) inputs.push(input);
    return `$${inputs.indexOf(input) + 1}::${type}`;
  };
  const stream = param('streamId', 'text');
  const events = `ROWS FROM (jsonb_to_recordset(${param('events', 'jsonb')}) AS (event_id uuid, type text, data jsonb, metadata jsonb))
       WITH ORDINALITY AS x(event_id, type, data, metadata, ord)`;
  const base = shape.readsBase ? 'b.v' : param('base', 'integer');
  const from = shape.readsBase
    ? `(SELECT coalesce(max(c.stream_version), 0) AS v FROM events c WHERE c.stream_id = ${stream}) AS b, ${events}`
    : events;
  // `(SELECT pg_current_xact_id())`, not the bare call: the planner folds a stable function to estimate a condition,
  // and that call would take this transaction's id while the statement is planned, before its snapshot: a writer
  // that took a newer id and committed in between would then be visible yet newer, and the guard refuse the append.
  // As a subquery the call runs in execution, after the snapshot: every writer it shows is older.
  const guards = [
    `(${base} = 0 OR EXISTS (SELECT 1 FROM events p WHERE p.stream_id = ${stream} AND p.stream_version = ${base}
                            AND p.transaction_id < (SELECT pg_current_xact_id())))`,
    ...(shape.requiresStream ? [`${base} > 0`] : []),
  ];
  // One notification per transaction: identical payloads of one transaction are delivered once.
  const notify = shape.notify
    ? `,\n       pg_notify('${EVENTS_CHANNEL}', current_schema() || ':' || transaction_id::text) IS NULL AS notified`
    : '';
  const insert = `INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
SELECT ${stream}, ${base} + x.ord::integer, x.event_id, x.type, x.data, x.metadata
  FROM ${from}
 WHERE ${guards.join(' AND ')}
RETURNING stream_version, transaction_id, global_position${notify}`;
  const dependents: string[] = [];
  if (shape.mayCreate) {
    dependents.push(
      `created AS (INSERT INTO streams (stream_id, stream_type) SELECT ${stream}, ${param('streamType', 'text')} FROM appended WHERE stream_version = 1)`,
    );
  }
  if (shape.withSnapshot) {
    const snapshot = param('snapshot', 'jsonb');
    dependents.push(`snapshot AS (
  INSERT INTO stream_snapshots AS sn (stream_id, tag, version, state)
  SELECT ${stream}, ${snapshot} ->> 'tag', max(stream_version), ${snapshot} -> 'state' FROM appended HAVING count(*) > 0
  ON CONFLICT (stream_id) DO UPDATE SET tag = excluded.tag, version = excluded.version, state = excluded.state, taken_at = now()
)`);
  }
  return { insert, dependents, inputs };
}

function assemble({ insert, dependents }: StatementParts, alongside: readonly string[] = []): string {
  const ctes = [...dependents, ...alongside];
  if (ctes.length === 0) return insert;
  return `WITH appended AS (\n${insert}\n),\n${ctes.join(',\n')}\nSELECT stream_version, transaction_id, global_position FROM appended`;
}

function buildStatement(shape: AppendShape): AppendStatement {
  const parts = buildParts(shape);
  return { text: assemble(parts), inputs: parts.inputs };
}

/**
 * A write that goes with an append: one INSERT, UPDATE or DELETE (without a WITH of its own), with parameters $1, $2,
 * ... of its own and no other dollar sign. It must write only `WHEN_APPENDED`: on PostgreSQL it runs in the append's
 * own statement (one round trip, no transaction to open), where that says "the events were written"; on PGlite, or
 * where that is not possible, it runs after the append in the same transaction, where it is simply true.
 */
export interface AlongsideWrite {
  sql: string;
  params: readonly unknown[];
}

/** Put this in an alongside write's condition: true exactly when the append wrote its events. */
export const WHEN_APPENDED = '(sideline_when_appended)';

/** The alongside writes as one statement of their own, after the append in the same transaction (PGlite). */
export function afterAppend(writes: readonly AlongsideWrite[]): AlongsideWrite {
  const { sqls, params } = numbered(writes, 0, 'true');
  const last = sqls.pop()!;
  return {
    sql: sqls.length > 0 ? `WITH ${sqls.map((sql, i) => `alongside_${i + 1} AS (${sql})`).join(',\n')}\n${last}` : last,
    params,
  };
}

/** The append and its alongside writes as one statement; its parameters follow the shape's inputs. */
export function appendStatementWith(
  shape: AppendShape,
  writes: readonly AlongsideWrite[],
): { text: string; inputs: AppendInput[]; extraParams: unknown[] } {
  const parts = buildParts(shape);
  const { sqls, params } = numbered(writes, parts.inputs.length, 'EXISTS (SELECT 1 FROM appended)');
  return {
    text: assemble(
      parts,
      sqls.map((sql, i) => `alongside_${i + 1} AS (${sql})`),
    ),
    inputs: parts.inputs,
    extraParams: params,
  };
}

/** The writes' SQL with their parameters numbered on from `offset`, and their condition spelled out. */
function numbered(
  writes: readonly AlongsideWrite[],
  offset: number,
  whenAppended: string,
): { sqls: string[]; params: unknown[] } {
  const params: unknown[] = [];
  const sqls = writes.map((write) => {
    checkAlongside(write);
    const shift = offset + params.length;
    params.push(...write.params);
    return write.sql
      .replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + shift}`)
      .split(WHEN_APPENDED)
      .join(whenAppended);
  });
  return { sqls, params };
}

function checkAlongside(write: AlongsideWrite): void {
  if (!write.sql.includes(WHEN_APPENDED)) throw new Error('an alongside write must write only WHEN_APPENDED');
  if (/\$\$|\$[^\d]/.test(write.sql)) throw new Error('an alongside write uses $1, $2, ... and no other dollar sign');
  const highest = Math.max(0, ...[...write.sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  if (highest !== write.params.length)
    throw new Error(`an alongside write names $${highest} but has ${write.params.length} parameters`);
}

/** The append as one function call, for PGlite (see migration 005); the same inputs, and the same rows back. */
export const APPEND_FUNCTION_CALL: AppendStatement = {
  text: 'SELECT * FROM append_events($1::text, $2::text, $3::integer, $4::boolean, $5::jsonb, $6::jsonb, $7::boolean)',
  inputs: ['streamId', 'streamType', 'base', 'requiresStream', 'events', 'snapshot', 'notify'],
};

/**
 * Why an append wrote nothing (or lost a race): the stream's version now, and which of its event ids are stored
 * already, where. $1 stream id, $2 the event ids.
 */
export const DIAGNOSE_APPEND = `
WITH stored AS (SELECT stream_id, stream_version, transaction_id, global_position FROM events WHERE event_id = ANY ($2::uuid[]))
SELECT (SELECT coalesce(max(c.stream_version), 0) FROM events c WHERE c.stream_id = $1) AS current_version,
       (SELECT count(*) FROM stored)::integer AS stored,
       (SELECT count(*) FROM stored WHERE stream_id <> $1)::integer AS foreign_stored,
       last.stream_version AS stored_version, last.transaction_id AS stored_transaction_id, last.global_position AS stored_global_position
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (SELECT * FROM stored WHERE stored.stream_id = $1 ORDER BY stored.stream_version DESC LIMIT 1) AS last ON true`;

export interface DiagnosisRow {
  current_version: number;
  stored: number;
  foreign_stored: number;
  stored_version: number | null;
  stored_transaction_id: bigint | null;
  stored_global_position: bigint | null;
}
