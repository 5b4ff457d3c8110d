/**
 * Stored beside every event, never inside its data: who did it and why. The store's own type (it knows no domain);
 * domain/'s EventMetadata has the same shape.
 */
export interface EventMetadata {
  /** user id of the actor; null for the system */
  readonly actorId: string | null;
  readonly commandId: string;
  readonly correlationId: string;
  readonly causationId: string | null;
  /** ISO-8601 time the command was decided */
  readonly at: string;
}

/** What `append` expects the stream's version to be before it writes. */
export type ExpectedVersion = number | 'no_stream' | 'stream_exists' | 'any';

/** An event about to be written. `eventId` makes retries idempotent. */
export interface NewEvent {
  eventId: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/** An event as stored. Stream versions start at 1. */
export interface RecordedEvent<Data = unknown> {
  globalPosition: bigint;
  transactionId: bigint;
  streamId: string;
  streamType: string;
  streamVersion: number;
  eventId: string;
  type: string;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
}

/** A position in the global log: (transaction id, global position). Start with `START`. */
export interface LogPosition {
  transactionId: bigint;
  globalPosition: bigint;
}

export interface AppendResult {
  /** the stream's version after the append */
  nextExpectedVersion: number;
  /** the global position of the last event written (or of the existing one on an idempotent retry) */
  lastGlobalPosition: bigint;
  /** true when every event_id was already stored: nothing new was written */
  idempotentReplay: boolean;
  /** where the last event sits in the global log (of the existing one on a replay): wait for projections to reach it */
  lastPosition: LogPosition;
}

/** Narrows readAll, e.g. for the audit log. Filtered reads skip events: do not checkpoint on them. */
export interface ReadAllFilter {
  types?: readonly string[];
  streamTypes?: readonly string[];
  /**
   * every event's `data` comes back null (not sent nor parsed): for readers of metadata only, such as a rebuild of the
   * audit index
   */
  withoutData?: boolean;
}

/**
 * Any SQL connection: the pool, or one transaction inside it. Parameters are $1, $2, ...
 * Both adapters return the same values: int8 and xid8 as bigint (cast to ::int where a number is wanted,
 * e.g. `count(*)::int`), numeric as string, json/jsonb parsed, timestamptz and date as Date.
 * A jsonb parameter may be a JS value or a string of JSON text.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Run several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** PGlite or PostgreSQL behind one face. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction; rolls back when fn throws. Inside fn use only `tx` (on PGlite the one session is busy). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns an unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
