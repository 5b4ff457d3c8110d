import {
  AppendRacedInTransaction,
  appendEvents,
  explainAppend,
  type AppendRequest,
  type Appended,
} from './append-events';
import type { AlongsideWrite } from './append-statements';
import { CommitNotifier } from './commit-notifier';
import { EVENTS_CHANNEL, EVENT_STORE_MIGRATIONS } from './event-store-schema';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from './event-rows';
import { runMigrations } from './migrations';
import { START, comparePositions, formatPosition } from './positions';
import { subscribeToAll, type SubscribeOptions, type Subscription } from './subscription';
import type {
  AppendResult,
  Database,
  EventMetadata,
  ExpectedVersion,
  LogPosition,
  NewEvent,
  Queryable,
  ReadAllFilter,
  RecordedEvent,
} from './types';

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /** what kind of stream this is (`drill`, `plan`, ...); stored when the stream is created */
  streamType: string;
  /** run inside the caller's transaction, so an ordinary table and events are written atomically */
  tx?: Queryable;
  /** the stream's state after these events, stored as its snapshot in the same transaction (see readStream) */
  snapshot?: { tag: string; state: unknown };
  /**
   * ordinary rows written with the events, only when they are (see AlongsideWrite): on PostgreSQL in the append's one
   * statement, so no transaction is needed for them; on PGlite in a transaction with it
   */
  alongside?: readonly AlongsideWrite[];
}

export interface StreamRange {
  /** first version to return (inclusive, default 1) */
  fromVersion?: number;
  /** last version to return (inclusive, default the end) */
  toVersion?: number;
  /** read inside the caller's transaction (on PGlite the only way while one is open) */
  tx?: Queryable;
}

export interface StreamRead {
  streamId: string;
  /** the stream's current version, whatever the range; 0 when the stream does not exist */
  version: number;
  events: RecordedEvent[];
}

export interface CommandStreamOptions {
  /** use the stream's snapshot when it was folded by this code (its tag); events after it are returned */
  snapshotTag?: string;
  /** also tell whether this event id is stored already, and where: an idempotent retry of a command that was applied */
  storedEventId?: string;
}

/** What a command needs of its stream, read in one statement from one database snapshot. */
export interface CommandStreamRead extends StreamRead {
  /** the snapshot the events follow on; null when there is none with the asked tag */
  snapshot: { version: number; state: unknown } | null;
  /** where `storedEventId` is stored, when it is */
  stored: { streamId: string; streamVersion: number; metadata: EventMetadata } | null;
}

/** A stream's version: its last event's ($1 the stream id; one probe of the primary key from its end). */
const CURRENT_VERSION = '(SELECT coalesce(max(v.stream_version), 0) FROM events v WHERE v.stream_id = $1)';

/** Visible part of the log: transactions below the oldest one still running have all committed or aborted. */
const VISIBLE = 'e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const AFTER = '(e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)';
/** The row after a read's events that carries its horizon: no event, then the snapshot's xmin. */
/** The last row of a visible read: every event column NULL, and the snapshot's horizon. */
type HorizonRow = { [column in keyof EventRow]: null } & { visible_below: bigint | string };
const HORIZON_ROW = `${EVENT_COLUMNS.split(',')
  .map(() => 'NULL')
  .join(', ')}, pg_snapshot_xmin(pg_current_snapshot())`;

export class EventStore {
  private readonly notifier: CommitNotifier;
  private appendsInFlight = 0;

  private constructor(
    readonly db: Database,
    /** the schema the log lives in: appends are announced with it */
    readonly schema: string,
  ) {
    this.notifier = new CommitNotifier(db, EVENTS_CHANNEL);
  }

  /** Creates or upgrades the store's tables, then returns the store. */
  static async open(db: Database): Promise<EventStore> {
    await runMigrations(db, 'eventstore', EVENT_STORE_MIGRATIONS);
    const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    return new EventStore(db, row?.schema ?? 'public');
  }

  /**
   * Calls `onAppend` after appends to this log commit (from any process), with the appending transaction's id when
   * the notification names it. Other logs in the same database (other schemas) announce on the same channel and are
   * ignored. Returns the unlisten function.
   */
  onAppend(onAppend: (transactionId: bigint | null) => void): Promise<() => Promise<void>> {
    const prefix = `${this.schema}:`;
    return this.db.listen(EVENTS_CHANNEL, (payload) => {
      if (!payload.startsWith(prefix)) return;
      // `<schema>:<transaction id>[:<position>]`: the committed transaction whose events are now in the log.
      const transactionId = payload.slice(prefix.length).split(':')[0] ?? '';
      onAppend(/^\d+$/.test(transactionId) ? BigInt(transactionId) : null);
    });
  }

  async append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const connection = options.tx ?? this.db;
    if (events.length === 0) return this.emptyAppend(connection, streamId);
    // NOTIFY inside the statement is the cheapest (no second statement), but concurrent notifying transactions
    // commit one at a time. So: inside when this append runs alone, inside a caller's transaction (we cannot tell
    // when it commits) and on PGlite (one session: no contention); otherwise after commit, coalesced.
    const notifyInside = options.tx !== undefined || this.db.kind === 'pglite' || this.appendsInFlight === 0;
    this.appendsInFlight++;
    let appended: Appended;
    const request: AppendRequest = {
      streamId,
      streamType: options.streamType,
      expected: options.expectedVersion,
      events,
      snapshot: options.snapshot,
      inTransaction: options.tx !== undefined,
      notify: notifyInside,
      prepared: this.db.kind === 'postgres',
      alongside: options.alongside,
    };
    try {
      appended =
        request.prepared || !options.alongside?.length || options.tx
          ? await appendEvents(connection, request)
          : await this.appendInOwnTransaction(request);
    } finally {
      this.appendsInFlight--;
    }
    if (!notifyInside && !appended.replay) this.notifier.notify(`${this.schema}:${formatPosition(appended.position)}`);
    return {
      nextExpectedVersion: appended.version,
      lastGlobalPosition: appended.position.globalPosition,
      idempotentReplay: appended.replay,
      lastPosition: appended.position,
    };
  }

  /** Alongside writes on PGlite: the append and its writes in one transaction, a refusal explained after it. */
  private async appendInOwnTransaction(request: AppendRequest): Promise<Appended> {
    try {
      return await this.db.transaction((tx) => appendEvents(tx, { ...request, inTransaction: true }));
    } catch (error) {
      if (!(error instanceof AppendRacedInTransaction)) throw error;
      const explained = await explainAppend(
        this.db,
        request.streamId,
        request.expected,
        request.events.map((e) => e.eventId),
      );
      if (explained.replay) return explained.replay;
      throw explained.conflict;
    }
  }

  async readStream(streamId: string, range: StreamRange = {}): Promise<StreamRead> {
    // One statement: the version and the events come from the same snapshot.
    const rows = await (range.tx ?? this.db).query<EventRow & { current_version: number; has_event: boolean }>(
      `SELECT ${CURRENT_VERSION} AS current_version, e.event_id IS NOT NULL AS has_event, ${EVENT_COLUMNS}
         FROM (SELECT 1) AS one
         LEFT JOIN (events e JOIN streams s ON s.stream_id = e.stream_id)
           ON e.stream_id = $1 AND e.stream_version BETWEEN $2 AND $3
        ORDER BY e.stream_version`,
      [streamId, range.fromVersion ?? 1, range.toVersion ?? 2_147_483_647],
    );
    return {
      streamId,
      version: rows[0]?.current_version ?? 0,
      events: rows.filter((row) => row.has_event).map(toRecordedEvent),
    };
  }

  /**
   * The stream as a command needs it, in one statement: its version, its snapshot (when one was folded by code with
   * `snapshotTag`), the events after the snapshot, and whether `storedEventId` is stored already.
   */
  async readForCommand(
    streamId: string,
    options: CommandStreamOptions & { tx?: Queryable } = {},
  ): Promise<CommandStreamRead> {
    type Row = EventRow & {
      current_version: number | null;
      has_event: boolean;
      snapshot: { version: number; state: unknown } | null;
      stored: { stream_id: string; stream_version: number; metadata: EventMetadata } | null;
    };
    const rows = await (options.tx ?? this.db).query<Row>(
      `WITH snap AS (SELECT version, state FROM stream_snapshots WHERE stream_id = $1 AND tag = $2),
            stored AS (SELECT stream_id, stream_version, metadata FROM events WHERE event_id = $3::uuid)
       SELECT ${CURRENT_VERSION} AS current_version,
              (SELECT to_jsonb(snap) FROM snap) AS snapshot, (SELECT to_jsonb(stored) FROM stored) AS stored,
              e.event_id IS NOT NULL AS has_event, ${EVENT_COLUMNS}
         FROM (SELECT 1) AS one
         LEFT JOIN (events e JOIN streams s ON s.stream_id = e.stream_id)
           ON e.stream_id = $1 AND e.stream_version > coalesce((SELECT version FROM snap), 0)
        ORDER BY e.stream_version`,
      [streamId, options.snapshotTag ?? null, options.storedEventId ?? null],
    );
    const first = rows[0];
    const snapshot = first?.snapshot ?? null;
    const stored = first?.stored ?? null;
    return {
      streamId,
      version: first?.current_version ?? 0,
      events: rows.filter((row) => row.has_event).map(toRecordedEvent),
      snapshot: snapshot ? { version: Number(snapshot.version), state: snapshot.state } : null,
      stored: stored
        ? { streamId: stored.stream_id, streamVersion: Number(stored.stream_version), metadata: stored.metadata }
        : null,
    };
  }

  async streamVersion(streamId: string, options: { tx?: Queryable } = {}): Promise<number> {
    const rows = await (options.tx ?? this.db).query<{ version: number }>(`SELECT ${CURRENT_VERSION} AS version`, [
      streamId,
    ]);
    return rows[0]?.version ?? 0;
  }

  /**
   * Events after `after` in global order, `limit` at most. Only committed transactions older than every running
   * one are returned, so an event that took an earlier position but commits later is never skipped.
   */
  async readAll(after: LogPosition, limit: number, filter: ReadAllFilter = {}): Promise<RecordedEvent[]> {
    return (await this.readVisible(after, limit, filter)).events;
  }

  /**
   * `readAll`, and the horizon it read to: every transaction below `visibleBelow` had committed (or aborted) when it
   * read, so when fewer than `limit` events come back, nothing below it is left to read, of any type. A reader with
   * a filter may move on to there; one told of a transaction at or above it knows it is not visible yet.
   */
  async readVisible(
    after: LogPosition,
    limit: number,
    filter: ReadAllFilter = {},
  ): Promise<{ events: RecordedEvent[]; visibleBelow: bigint }> {
    const params: unknown[] = [String(after.transactionId), String(after.globalPosition), limit];
    let where = `${AFTER} AND ${VISIBLE}`;
    if (filter.types) {
      params.push(filter.types);
      where += ` AND e.type = ANY($${params.length}::text[])`;
    }
    if (filter.streamTypes) {
      params.push(filter.streamTypes);
      where += ` AND s.stream_type = ANY($${params.length}::text[])`;
    }
    const columns = filter.withoutData ? EVENT_COLUMNS.replace('e.data', 'NULL::jsonb AS data') : EVENT_COLUMNS;
    // One statement, so the horizon is that of the very snapshot the events were read in: a last row of its own
    // (a join with the horizon instead cost every row of a large batch ~10% more).
    const rows = await this.db.query<(EventRow & { visible_below: null }) | HorizonRow>(
      `(SELECT ${columns}, NULL::xid8 AS visible_below
          FROM events e JOIN streams s ON s.stream_id = e.stream_id
         WHERE ${where}
         ORDER BY e.transaction_id, e.global_position
         LIMIT $3)
       UNION ALL
       SELECT ${HORIZON_ROW}`,
      params,
    );
    const horizon = rows.find((row) => row.visible_below !== null);
    const visibleBelow = BigInt(horizon!.visible_below);
    // In log order (UNION ALL promises none; the rows come sorted, so this is one pass).
    const events = rows
      .filter((row): row is EventRow & { visible_below: null } => row.event_id !== null)
      .map(toRecordedEvent)
      .sort(comparePositions);
    return { events, visibleBelow };
  }

  /** Position of the last visible event (START when the log is empty), and when it was recorded. */
  async head(): Promise<{ position: LogPosition; recordedAt: Date | null }> {
    const rows = await this.db.query<{ transaction_id: bigint; global_position: bigint; recorded_at: Date }>(
      `SELECT e.transaction_id, e.global_position, e.recorded_at FROM events e
        WHERE ${VISIBLE} ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1`,
    );
    const row = rows[0];
    if (!row) return { position: START, recordedAt: null };
    return {
      position: { transactionId: BigInt(row.transaction_id), globalPosition: BigInt(row.global_position) },
      recordedAt: row.recorded_at,
    };
  }

  /**
   * How many visible events lie after `after` (of `filter.types`, when given), and how old the oldest of them is
   * (database clock).
   */
  async backlog(
    after: LogPosition,
    filter: Pick<ReadAllFilter, 'types'> = {},
  ): Promise<{ events: number; lagSeconds: number }> {
    const params: unknown[] = [String(after.transactionId), String(after.globalPosition)];
    if (filter.types) params.push(filter.types);
    const rows = await this.db.query<{ events: number; lag_seconds: number | null }>(
      `SELECT count(*)::int AS events, extract(epoch FROM now() - min(e.recorded_at))::float8 AS lag_seconds
         FROM events e WHERE ${AFTER} AND ${VISIBLE}${filter.types ? ' AND e.type = ANY($3::text[])' : ''}`,
      params,
    );
    return { events: rows[0]?.events ?? 0, lagSeconds: Math.max(0, rows[0]?.lag_seconds ?? 0) };
  }

  /** Catch up from `after`, then follow new events as they commit. */
  subscribe(options: SubscribeOptions): Subscription {
    return subscribeToAll(this, options);
  }

  private async emptyAppend(connection: Queryable, streamId: string): Promise<AppendResult> {
    const rows = await connection.query<{ version: number; transaction_id: bigint; global_position: bigint }>(
      `SELECT e.stream_version AS version, e.transaction_id, e.global_position FROM events e
        WHERE e.stream_id = $1 ORDER BY e.stream_version DESC LIMIT 1`,
      [streamId],
    );
    const row = rows[0];
    const position = row
      ? { transactionId: BigInt(row.transaction_id), globalPosition: BigInt(row.global_position) }
      : START;
    return {
      nextExpectedVersion: row?.version ?? 0,
      lastGlobalPosition: position.globalPosition,
      idempotentReplay: true,
      lastPosition: position,
    };
  }
}
