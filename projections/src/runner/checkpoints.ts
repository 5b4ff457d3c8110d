import { START, type LogPosition, type Queryable } from '@sideline/eventstore';

export interface Checkpoint {
  name: string;
  version: number;
  position: LogPosition;
  eventsProcessed: number;
  lastError: string | null;
  lastErrorAt: Date | null;
  updatedAt: Date;
}

interface CheckpointRow {
  name: string;
  version: number;
  transaction_id: bigint;
  global_position: bigint;
  events_processed: bigint;
  last_error: string | null;
  last_error_at: Date | null;
  updated_at: Date;
}

const COLUMNS =
  'name, version, transaction_id, global_position, events_processed, last_error, last_error_at, updated_at';

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    name: row.name,
    version: row.version,
    position: { transactionId: BigInt(row.transaction_id), globalPosition: BigInt(row.global_position) },
    eventsProcessed: Number(row.events_processed),
    lastError: row.last_error,
    lastErrorAt: row.last_error_at,
    updatedAt: row.updated_at,
  };
}

export async function readCheckpoints(q: Queryable, names?: readonly string[]): Promise<Checkpoint[]> {
  const rows = names
    ? await q.query<CheckpointRow>(`SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = ANY($1::text[])`, [
        names,
      ])
    : await q.query<CheckpointRow>(`SELECT ${COLUMNS} FROM projection_checkpoints ORDER BY name`);
  return rows.map(toCheckpoint);
}

/** Reads and row-locks the checkpoint: a second writer of the same projection waits, then sees our result. */
export async function lockCheckpoint(tx: Queryable, name: string): Promise<Checkpoint | undefined> {
  const rows = await tx.query<CheckpointRow>(
    `SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
    [name],
  );
  return rows[0] && toCheckpoint(rows[0]);
}

/** Back to the start of the log, at this version: the read model is about to be rebuilt. */
export async function resetCheckpoint(tx: Queryable, name: string, version: number): Promise<void> {
  await tx.query(
    `INSERT INTO projection_checkpoints (name, version, transaction_id, global_position, events_processed)
     VALUES ($1, $2, $3::xid8, $4, 0)
     ON CONFLICT (name) DO UPDATE SET version = excluded.version, transaction_id = excluded.transaction_id,
       global_position = excluded.global_position, events_processed = 0, last_error = NULL, last_error_at = NULL,
       updated_at = now()`,
    [name, version, String(START.transactionId), String(START.globalPosition)],
  );
}

export async function recordCheckpointError(q: Queryable, name: string, message: string): Promise<void> {
  await q.query(`UPDATE projection_checkpoints SET last_error = $2, last_error_at = now() WHERE name = $1`, [
    name,
    message.slice(0, 2000),
  ]);
}

/**
 * First statement of a large batch's transaction (catching up, rebuilding), for that transaction only
 * (`set_config(…, true)`, SET LOCAL's scope):
 * - the planner prefers indexes. Prepared statements are planned once per connection, and a read model rebuilt from
 *   empty tables would keep the sequential scans planned while its tables were empty for the whole rebuild
 *   (measured: comments 26k → 75k events/s, usage 3k → 27k). Every statement a batch runs looks rows up by key, so
 *   indexes are the right plan; a statement with no index to use still scans.
 * - the commit does not wait for the WAL to reach the disk (`synchronous_commit = off`). A read model is derived
 *   data and its checkpoint moves in the same transaction: a crash loses the last batches' rows and checkpoint
 *   together, and they are applied again from the log. Under load the flush was a large part of a rebuild's time.
 * A live batch of a few events skips this statement (one fewer per command): its tables have statistics (autoanalyze
 * re-plans prepared statements as tables grow), and its commit is rare enough to wait for the disk.
 */
export async function largeBatchSettings(tx: Queryable): Promise<void> {
  await tx.query(`SELECT set_config('enable_seqscan', 'off', true), set_config('synchronous_commit', 'off', true)`);
}

/** One read model's part of a batch transaction's last statement. */
export interface CheckpointAdvance {
  name: string;
  version: number;
  /** the checkpoint as this process last stored it: the move happens only from there */
  from: LogPosition;
  to: LogPosition;
  events: number;
  /** the notification announcing the batch (sent on commit) */
  payload: string;
}

/**
 * The last statement of a batch transaction, for every read model it applied: moves each checkpoint from where this
 * process left it to the batch's end, only while `owner` holds its lease and its version is unchanged, and announces
 * each move on `channel`. Returns the names moved: a name missing means its lease was lost or its checkpoint moved
 * (a rebuild elsewhere), and the transaction must roll back. Row-locking the checkpoints here rather than first
 * keeps a batch at two statements besides the read models' own (this and COMMIT, with BEGIN); a second writer of the
 * same read model waits on this row, then finds the checkpoint moved and rolls back.
 */
export async function advanceHeldCheckpoints(
  tx: Queryable,
  owner: string,
  advances: readonly CheckpointAdvance[],
  channel: string,
): Promise<Set<string>> {
  if (advances.length === 0) return new Set();
  const rows = await tx.query<{ name: string }>(
    `WITH moved AS (
       UPDATE projection_checkpoints c
          SET transaction_id = m.to_tx::xid8, global_position = m.to_pos, events_processed = c.events_processed + m.events,
              last_error = NULL, last_error_at = NULL, updated_at = now()
         FROM unnest($2::text[], $3::int[], $4::text[], $5::bigint[], $6::text[], $7::bigint[], $8::bigint[], $9::text[])
              AS m(name, version, from_tx, from_pos, to_tx, to_pos, events, payload)
        WHERE c.name = m.name AND c.version = m.version AND c.transaction_id = m.from_tx::xid8 AND c.global_position = m.from_pos
          AND EXISTS (SELECT 1 FROM projection_leases l WHERE l.name = c.name AND l.owner = $1 AND l.expires_at > now())
        RETURNING c.name, m.payload)
     SELECT name, pg_notify($10, payload) FROM moved`,
    [
      owner,
      advances.map((a) => a.name),
      advances.map((a) => a.version),
      advances.map((a) => String(a.from.transactionId)),
      advances.map((a) => String(a.from.globalPosition)),
      advances.map((a) => String(a.to.transactionId)),
      advances.map((a) => String(a.to.globalPosition)),
      advances.map((a) => String(a.events)),
      advances.map((a) => a.payload),
      channel,
    ],
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Stores positions reached by reading only (events the projections do not handle), for several projections in one
 * statement, only where `owner` still holds the lease and the stored checkpoint is the one it started from.
 * Returns the names stored.
 */
export async function storeReadPositions(
  q: Queryable,
  owner: string,
  moves: readonly { name: string; from: LogPosition; to: LogPosition; events: number }[],
): Promise<string[]> {
  if (moves.length === 0) return [];
  const rows = await q.query<{ name: string }>(
    `UPDATE projection_checkpoints c
        SET transaction_id = m.to_tx::xid8, global_position = m.to_pos, events_processed = c.events_processed + m.events, updated_at = now()
       FROM unnest($2::text[], $3::text[], $4::bigint[], $5::text[], $6::bigint[], $7::bigint[]) AS m(name, from_tx, from_pos, to_tx, to_pos, events)
      WHERE c.name = m.name AND c.transaction_id = m.from_tx::xid8 AND c.global_position = m.from_pos
        AND EXISTS (SELECT 1 FROM projection_leases l WHERE l.name = c.name AND l.owner = $1 AND l.expires_at > now())
      RETURNING c.name`,
    [
      owner,
      moves.map((m) => m.name),
      moves.map((m) => String(m.from.transactionId)),
      moves.map((m) => String(m.from.globalPosition)),
      moves.map((m) => String(m.to.transactionId)),
      moves.map((m) => String(m.to.globalPosition)),
      moves.map((m) => String(m.events)),
    ],
  );
  return rows.map((row) => row.name);
}
