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

const COLUMNS = 'name, version, transaction_id, global_position, events_processed, last_error, last_error_at, updated_at';

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
    ? await q.query<CheckpointRow>(`SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = ANY($1::text[])`, [names])
    : await q.query<CheckpointRow>(`SELECT ${COLUMNS} FROM projection_checkpoints ORDER BY name`);
  return rows.map(toCheckpoint);
}

/** Reads and row-locks the checkpoint: a second writer of the same projection waits, then sees our result. */
export async function lockCheckpoint(tx: Queryable, name: string): Promise<Checkpoint | undefined> {
  const rows = await tx.query<CheckpointRow>(`SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [
    name,
  ]);
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

export async function advanceCheckpoint(tx: Queryable, name: string, to: LogPosition, events: number): Promise<void> {
  await tx.query(
    `UPDATE projection_checkpoints
        SET transaction_id = $2::xid8, global_position = $3, events_processed = events_processed + $4,
            last_error = NULL, last_error_at = NULL, updated_at = now()
      WHERE name = $1`,
    [name, String(to.transactionId), String(to.globalPosition), events],
  );
}

export async function recordCheckpointError(q: Queryable, name: string, message: string): Promise<void> {
  await q.query(
    `UPDATE projection_checkpoints SET last_error = $2, last_error_at = now() WHERE name = $1`,
    [name, message.slice(0, 2000)],
  );
}
