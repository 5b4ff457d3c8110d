import {
  APPEND_FUNCTION_CALL,
  afterAppend,
  appendShape,
  appendStatement,
  appendStatementWith,
  DIAGNOSE_APPEND,
  givenBase,
  type AlongsideWrite,
  type AppendValues,
  type DiagnosisRow,
} from './append-statements';
import { jsonText } from './database/schema-name';
import { ConcurrencyError, DuplicateEventError } from './errors';
import type { ExpectedVersion, LogPosition, NewEvent, Queryable } from './types';

export interface AppendRequest {
  streamId: string;
  streamType: string;
  expected: ExpectedVersion;
  events: readonly NewEvent[];
  snapshot?: { tag: string; state: unknown } | undefined;
  /** the connection is a caller's transaction: a failed statement aborts it, so nothing is looked up after one */
  inTransaction: boolean;
  /** notify listeners from inside the statement (on commit) */
  notify: boolean;
  /** statements are prepared once per connection (PostgreSQL); otherwise the append is a function call (PGlite) */
  prepared: boolean;
  /** writes made with the events (see AlongsideWrite); without `prepared`, the connection must be a transaction */
  alongside?: readonly AlongsideWrite[] | undefined;
}

/**
 * An append inside a transaction lost the race for its version (or met a stored event id): the transaction is
 * aborted, so nothing could be looked up. Whoever opened the transaction can explain it afterwards (`explainAppend`).
 */
export class AppendRacedInTransaction extends ConcurrencyError {}

export interface Appended {
  version: number;
  position: LogPosition;
  replay: boolean;
}

interface AppendRow {
  stream_version: number;
  transaction_id: bigint;
  global_position: bigint;
}

/**
 * How often an append that reads its base version ('any', 'stream_exists') tries again after losing the race for
 * that version to a concurrent writer (outside a caller's transaction). Each try sees the winner's events.
 */
const RACE_ATTEMPTS = 25;

/**
 * One INSERT on the way that matters; a refusal or a lost race is explained by one more query (see append-statements).
 */
export async function appendEvents(connection: Queryable, request: AppendRequest): Promise<Appended> {
  const { streamId, expected } = request;
  const ids = request.events.map((event) => event.eventId);
  if (new Set(ids).size !== ids.length) throw new DuplicateEventError(streamId, 'an event id appears twice');
  const shape = appendShape(expected, request.snapshot !== undefined, request.notify);
  const alongside = request.alongside ?? [];
  const inStatement = request.prepared && alongside.length > 0 ? appendStatementWith(shape, alongside) : undefined;
  const { text, inputs } = inStatement ?? (request.prepared ? appendStatement(shape) : APPEND_FUNCTION_CALL);
  const values: AppendValues = {
    streamId,
    streamType: request.streamType,
    base: givenBase(expected),
    requiresStream: shape.requiresStream,
    notify: shape.notify,
    events: jsonText(
      request.events.map((e) => ({ event_id: e.eventId, type: e.type, data: e.data, metadata: e.metadata })),
    ),
    snapshot: request.snapshot ? jsonText(request.snapshot) : null,
  };
  const params = [...inputs.map((input) => values[input]), ...(inStatement?.extraParams ?? [])];

  for (let attempt = 1; ; attempt++) {
    let rows: AppendRow[] = [];
    let raced = false;
    try {
      rows = await connection.query<AppendRow>(text, params);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      raced = true;
    }
    const last = rows.reduce<AppendRow | undefined>(
      (max, row) => (max && max.stream_version > row.stream_version ? max : row),
      undefined,
    );
    if (last) {
      if (!inStatement && alongside.length > 0) {
        const after = afterAppend(alongside);
        await connection.query(after.sql, after.params);
      }
      return {
        version: last.stream_version,
        position: positionOf(last.transaction_id, last.global_position),
        replay: false,
      };
    }
    if (raced && request.inTransaction) {
      // The transaction is aborted: nothing can be looked up in it. The stream holds at least one more event.
      throw new AppendRacedInTransaction(streamId, expected, typeof expected === 'number' ? expected + 1 : 1);
    }
    const explained = await explainAppend(connection, streamId, expected, ids);
    if (explained.replay) return explained.replay;
    if (raced && givenBase(expected) === null && attempt < RACE_ATTEMPTS) continue;
    throw explained.conflict;
  }
}

/**
 * Why an append wrote nothing: a retry of one that committed (its result), or a conflict with the stream's version
 * now; an id stored elsewhere, or only some of them stored, is refused.
 */
export async function explainAppend(
  connection: Queryable,
  streamId: string,
  expected: ExpectedVersion,
  ids: readonly string[],
): Promise<{ replay: Appended; conflict?: never } | { replay?: never; conflict: ConcurrencyError }> {
  const [why] = await connection.query<DiagnosisRow>(DIAGNOSE_APPEND, [streamId, ids]);
  if (!why) throw new Error(`could not tell why the append to ${streamId} wrote nothing`);
  if (why.stored > 0) return { replay: storedAlready(streamId, ids.length, why) };
  return { conflict: new ConcurrencyError(streamId, expected, Number(why.current_version)) };
}

/** A retry of an append that committed is reported, not repeated; anything else with stored ids is refused. */
function storedAlready(streamId: string, count: number, why: DiagnosisRow): Appended {
  if (why.foreign_stored > 0)
    throw new DuplicateEventError(streamId, 'an event id is already stored in another stream');
  if (why.stored < count || why.stored_version === null)
    throw new DuplicateEventError(streamId, 'some of these event ids are already stored');
  return {
    version: why.stored_version,
    position: positionOf(why.stored_transaction_id!, why.stored_global_position!),
    replay: true,
  };
}

function positionOf(transactionId: bigint, globalPosition: bigint): LogPosition {
  return { transactionId: BigInt(transactionId), globalPosition: BigInt(globalPosition) };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
