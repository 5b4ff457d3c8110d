import type { Database, LogPosition, Queryable, RecordedEvent } from '@sideline/eventstore';
import { advanceHeldCheckpoints, largeBatchSettings, type CheckpointAdvance } from './checkpoints';
import { PROJECTIONS_CHANNEL } from './runner-schema';

/**
 * The lease is gone, or the checkpoint is not where this worker left it (a rebuild elsewhere): start over from the
 * table.
 */
export class CheckpointMoved extends Error {
  constructor(readonly names: readonly string[]) {
    super(`checkpoint moved or lease lost: ${names.join(', ')}`);
  }
}

/** What one read model takes of a batch the runner read. */
export interface BatchSlice {
  /** the events after the read model's checkpoint it takes now (all, or one at a time after a failure) */
  fresh: readonly RecordedEvent[];
  /** how many events after its checkpoint the batch held */
  unread: number;
  /** the position of the last of `fresh`: where the checkpoint moves */
  to: LogPosition;
  /** the events of `fresh` it handles */
  handled: readonly RecordedEvent[];
}

/** A read model's part of a batch transaction: writes its rows, and says how its checkpoint moves. */
export interface BatchMember {
  name: string;
  /** applies the member's events in `tx` and returns its checkpoint move (with its notification) */
  write(tx: Queryable): Promise<CheckpointAdvance>;
}

/**
 * Applies a batch for one or several read models in ONE transaction: (for a large batch, its settings) each
 * read model's rows, then one statement that moves every checkpoint — only where this process holds the lease and
 * the checkpoint is where it left it — and announces each read model's batch. Any failure rolls everything back
 * (the runner then retries each read model in a transaction of its own, so one failing read model holds back no
 * other). Throws `CheckpointMoved` naming the read models whose checkpoint did not move.
 */
export async function commitBatchTransaction(
  db: Database,
  owner: string,
  members: readonly BatchMember[],
  largeBatch: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (largeBatch) await largeBatchSettings(tx);
    const advances: CheckpointAdvance[] = [];
    for (const member of members) advances.push(await member.write(tx));
    const moved = await advanceHeldCheckpoints(tx, owner, advances, PROJECTIONS_CHANNEL);
    const missed = advances.filter((advance) => !moved.has(advance.name)).map((advance) => advance.name);
    if (missed.length > 0) throw new CheckpointMoved(missed);
  });
}
