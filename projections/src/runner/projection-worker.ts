import {
  START,
  backoffDelay,
  comparePositions,
  type Database,
  type EventStore,
  type LogPosition,
  type Queryable,
  type RecordedEvent,
} from '@sideline/eventstore';
import { CheckpointMoved, commitBatchTransaction, type BatchMember, type BatchSlice } from './batch-transaction';
import { largeBatchSettings, lockCheckpoint, recordCheckpointError, resetCheckpoint } from './checkpoints';
import { dropDeferredIndexes, restoreDeferredIndexes } from './deferred-indexes';
import { acquireLease, releaseLease, renewLease } from './leases';
import { encodeNotification } from './notification-payload';
import { handlesEvent, type Projection, type ProjectionContext } from './projection';
import { PROJECTIONS_CHANNEL } from './runner-schema';

export interface WorkerSettings {
  db: Database;
  store: EventStore;
  owner: string;
  /** the schema the tables live in, announced in notifications */
  schema: string;
  batchSize: number;
  /** events per batch of a rebuild */
  rebuildBatchSize: number;
  leaseMs: number;
  onError?: (projection: string, error: unknown) => void;
}

export type WorkerState = 'stopped' | 'standby' | 'catching_up' | 'live' | 'failing';

export interface RebuildProgress {
  processed: number;
  total: number;
  /** events per second so far */
  rate: number;
}

const after = (event: RecordedEvent, position: LogPosition) =>
  comparePositions({ transactionId: event.transactionId, globalPosition: event.globalPosition }, position) > 0;
const positionOf = (event: RecordedEvent): LogPosition => ({
  transactionId: event.transactionId,
  globalPosition: event.globalPosition,
});

/**
 * One read model inside the runner. The runner reads the log once per batch for all of them and offers each batch
 * to every worker; a worker applies the events it handles, with its checkpoint and a notification, in one
 * transaction. A batch with nothing it handles only moves its position in memory; the runner stores those positions
 * for all workers in one statement now and then (so nobody pays a transaction per event they ignore).
 */
export class ProjectionWorker {
  state: WorkerState = 'stopped';
  lastError: { message: string; at: Date } | null = null;
  /** this process holds the projection's lease (the runner keeps it) */
  holding = false;
  /** how far this worker has read (and applied what it handles); undefined until prepared */
  checkpoint: LogPosition | undefined;
  /** the checkpoint as stored; behind `checkpoint` while only unhandled events were read */
  persisted: LogPosition | undefined;
  /** events read since `persisted` */
  unpersistedEvents = 0;
  private failures = 0;
  /** not before this time after a failure (backoff) */
  private retryAt = 0;
  /** after a failed batch, go one event at a time up to its end: the events before the bad one still commit */
  private oneByOneUntil: LogPosition | undefined;
  private busy: Promise<unknown> = Promise.resolve();

  constructor(
    readonly projection: Projection,
    private readonly settings: WorkerSettings,
  ) {}

  get name(): string {
    return this.projection.name;
  }

  /** Ready to be offered a batch: holds the lease, knows its checkpoint, not backing off. */
  ready(now = Date.now()): boolean {
    return this.holding && this.checkpoint !== undefined && now >= this.retryAt;
  }

  /** When a failing worker may try again (0: not failing). */
  get retryTime(): number {
    return this.retryAt;
  }

  /** The lease was taken (or kept): make sure the checkpoint is known, reset when the projection's version changed. */
  async leaseHeld(): Promise<void> {
    if (!this.holding) this.state = 'catching_up';
    this.holding = true;
    if (this.checkpoint) return;
    await this.exclusive(() => this.prepare());
  }

  /** Someone else holds the lease now: stop applying until it comes back. */
  leaseLost(): void {
    this.holding = false;
    this.checkpoint = undefined;
    this.persisted = undefined;
    this.unpersistedEvents = 0;
    this.state = 'standby';
  }

  /**
   * What this read model takes of `events` (read by the runner, in log order, after some position at or before its
   * checkpoint): null when it is not ready or has read them all already. Call inside `exclusive`.
   */
  take(events: readonly RecordedEvent[], readAll: boolean): BatchSlice | null {
    if (!this.ready()) return null;
    const checkpoint = this.checkpoint!;
    const unread = events.filter((event) => after(event, checkpoint));
    if (unread.length === 0) {
      if (readAll) this.state = 'live';
      return null;
    }
    let fresh = unread;
    if (this.oneByOneUntil && comparePositions(checkpoint, this.oneByOneUntil) < 0) fresh = unread.slice(0, 1);
    else this.oneByOneUntil = undefined;
    const handled = fresh.filter((event) => handlesEvent(this.projection, event.type));
    return { fresh, unread: unread.length, to: positionOf(fresh[fresh.length - 1]!), handled };
  }

  /** Going one event at a time after a failed batch: this read model applies alone, not in a shared transaction. */
  get appliesAlone(): boolean {
    return this.oneByOneUntil !== undefined;
  }

  /** A slice with nothing this read model handles: only its position moves, in memory (stored later, for all). */
  skip(slice: BatchSlice, readAll: boolean): void {
    this.checkpoint = slice.to;
    this.unpersistedEvents += slice.fresh.length;
    this.succeeded(slice, readAll);
  }

  /** This read model's part of a batch transaction (its rows, then its checkpoint move and notification). */
  member(slice: BatchSlice): BatchMember {
    const { schema } = this.settings;
    const { name, version } = this.projection;
    return {
      name,
      write: async (tx) => {
        const from = this.persisted;
        if (!from) throw new CheckpointMoved([name]);
        const changed = new Set<string>();
        const ctx: ProjectionContext = { changed: (key: string) => void changed.add(key) };
        const { handled } = slice;
        if (handled.length > 0) {
          if (this.projection.applyBatch) await this.projection.applyBatch(tx, handled, ctx);
          else for (const event of handled) await this.projection.apply(tx, event, ctx);
        }
        const commands = [...new Set(handled.map((event) => event.metadata.commandId))];
        const actors = handled.map((event) => event.metadata.actorId ?? '');
        const payload = encodeNotification({
          schema,
          name,
          position: slice.to,
          changed: [...changed],
          commands,
          actors,
        });
        return { name, version, from, to: slice.to, events: this.unpersistedEvents + slice.fresh.length, payload };
      },
    };
  }

  /** The batch transaction holding this read model's slice committed. */
  committed(slice: BatchSlice, readAll: boolean): void {
    this.checkpoint = slice.to;
    this.persisted = slice.to;
    this.unpersistedEvents = 0;
    this.succeeded(slice, readAll);
  }

  /**
   * Applies a slice in a transaction of its own (after a failure, or when no other read model shares the batch).
   * A failure is recorded and retried with backoff, then one event at a time. True when it left some events for later.
   */
  async applyAlone(slice: BatchSlice, readAll: boolean): Promise<boolean> {
    try {
      await commitBatchTransaction(this.settings.db, this.settings.owner, [this.member(slice)], !readAll);
      this.committed(slice, readAll);
    } catch (error) {
      if (error instanceof CheckpointMoved) {
        this.checkpoint = undefined;
        await this.prepare().catch(() => undefined);
      } else {
        if (slice.fresh.length > 1) this.oneByOneUntil = slice.to;
        await this.fail(error);
        return false;
      }
    }
    return slice.fresh.length < slice.unread;
  }

  private succeeded(slice: BatchSlice, readAll: boolean): void {
    this.failures = 0;
    this.retryAt = 0;
    this.lastError = null;
    this.state = readAll && slice.fresh.length === slice.unread ? 'live' : 'catching_up';
  }

  /** Positions reached by reading only, for the runner to store (it does so for all workers in one statement). */
  unstoredMove(): { name: string; from: LogPosition; to: LogPosition; events: number } | null {
    if (!this.holding || !this.checkpoint || !this.persisted || this.unpersistedEvents === 0) return null;
    return { name: this.name, from: this.persisted, to: this.checkpoint, events: this.unpersistedEvents };
  }

  /** The runner stored `to` (or found the checkpoint had moved: then it is read again). */
  moveStored(stored: boolean, to: LogPosition): void {
    if (stored) {
      this.persisted = to;
      this.unpersistedEvents = 0;
    } else {
      this.checkpoint = undefined;
    }
  }

  /**
   * Reset and replay from START on its own reads, reporting progress per batch. Needs the lease (takes it if free).
   * Reads only the event types the projection handles (the database skips the rest, which need not travel nor be
   * parsed), then moves the checkpoint past what it skipped: to the head of the log as it was before the last read.
   * Progress counts the events applied, of those the log holds of these types.
   */
  rebuild(onProgress: (progress: RebuildProgress) => void = () => {}): Promise<RebuildProgress> {
    return this.exclusive(async () => {
      const { db, store, owner, leaseMs, rebuildBatchSize: batchSize } = this.settings;
      const tookLease = !this.holding;
      if (tookLease && !(await acquireLease(db, this.name, owner, leaseMs))) {
        throw new Error(`projection ${this.name} is being run by another process (its lease is held); stop it first`);
      }
      try {
        const { handles } = this.projection;
        const filter = {
          ...(handles === 'all' ? {} : { types: handles }),
          ...(this.projection.readsData === false ? { withoutData: true } : {}),
        };
        const total = (await store.backlog(START, handles === 'all' ? {} : { types: handles })).events;
        const deferred = this.projection.rebuildWithoutIndexes ?? [];
        await db.transaction(async (tx) => {
          await lockCheckpoint(tx, this.name);
          await dropDeferredIndexes(tx, this.name, deferred); // first: the reset's deletes need not touch them
          await this.resetInTransaction(tx);
        });
        this.checkpoint = START;
        this.persisted = START;
        this.unpersistedEvents = 0;
        const started = performance.now();
        const progress = (processed: number): RebuildProgress => ({
          processed,
          total: Math.max(total, processed),
          rate: processed / Math.max((performance.now() - started) / 1000, 0.001),
        });
        let processed = 0;
        onProgress(progress(0));
        if (this.projection.rebuildRange) {
          processed = await this.rebuildInDatabase(this.projection.rebuildRange.bind(this.projection), (n) =>
            onProgress(progress(n)),
          );
          if (deferred.length > 0) await restoreDeferredIndexes(db, this.name);
          return progress(processed);
        }
        // A rebuild of a long log outlasts the lease: renew it before every batch (the batch commits only while the
        // lease holds, checked at its end).
        // Every event at or before the head was visible when it was read, so the read after it returns every handled
        // one up to it; an event committed later sorts after it (see readAll).
        const read = async (from: LogPosition) => {
          const head = filter.types ? (await store.head()).position : undefined;
          return { head, events: await store.readAll(from, batchSize, filter) };
        };
        // The next batch is read while this one is applied (another connection): reading and applying overlap.
        let next = read(this.checkpoint);
        for (;;) {
          if (!(await renewLease(db, this.name, owner, leaseMs)))
            throw new Error(`projection ${this.name}: the lease was taken over during the rebuild`);
          const { head, events } = await next;
          const full = events.length === batchSize;
          if (full) {
            next = read(positionOf(events[events.length - 1]!));
            next.catch(() => undefined); // awaited next round; a failed apply below must not leave it unhandled
          }
          if (events.length > 0) {
            await this.commitAlone({
              fresh: events,
              unread: events.length,
              to: positionOf(events[events.length - 1]!),
              handled: events,
            });
            processed += events.length;
            onProgress(progress(processed));
          }
          if (!full) {
            if (head && comparePositions(head, this.checkpoint) > 0)
              await this.commitAlone({ fresh: [], unread: 0, to: head, handled: [] });
            break;
          }
        }
        if (deferred.length > 0) await restoreDeferredIndexes(db, this.name);
        return progress(processed);
      } finally {
        if (tookLease) {
          this.checkpoint = undefined;
          await releaseLease(db, this.name, owner);
        }
      }
    });
  }

  /**
   * A rebuild that never reads the log out: the read model applies it in the database in chunks of global positions
   * (each its own transaction, with the lease renewed between them), up to the head as it was at the start; then
   * the checkpoint moves to that head (the live loop applies what came after).
   */
  private async rebuildInDatabase(
    range: NonNullable<Projection['rebuildRange']>,
    onProgress: (processed: number) => void,
  ): Promise<number> {
    const { db, store, owner, leaseMs, rebuildBatchSize } = this.settings;
    const head = (await store.head()).position;
    const [last] = await db.query<{ max: bigint | null }>('SELECT max(global_position) AS max FROM events');
    const end = BigInt(last?.max ?? 0);
    const chunk = BigInt(rebuildBatchSize * 10);
    let processed = 0;
    for (let after = 0n; after < end; after += chunk) {
      if (!(await renewLease(db, this.name, owner, leaseMs)))
        throw new Error(`projection ${this.name}: the lease was taken over during the rebuild`);
      processed += await db.transaction(async (tx) => {
        await largeBatchSettings(tx);
        return range(tx, head, after, after + chunk);
      });
      onProgress(processed);
    }
    if (comparePositions(head, START) > 0) await this.commitAlone({ fresh: [], unread: 0, to: head, handled: [] });
    return processed;
  }

  /** On taking the lease: create the checkpoint, or reset it when the projection's version changed. */
  private async prepare(): Promise<void> {
    const { name, version } = this.projection;
    // A rebuild that died midway left indexes to build again.
    if (this.projection.rebuildWithoutIndexes?.length) await restoreDeferredIndexes(this.settings.db, name);
    this.checkpoint = await this.settings.db.transaction(async (tx) => {
      const current = await lockCheckpoint(tx, name);
      if (current && current.version === version) return current.position;
      await this.resetInTransaction(tx);
      return START;
    });
    this.persisted = this.checkpoint;
    this.unpersistedEvents = 0;
  }

  /** Empties the read model and rewinds the checkpoint; tells watchers that everything changed. */
  private async resetInTransaction(tx: Queryable): Promise<void> {
    const { name, version } = this.projection;
    await this.projection.reset(tx);
    await resetCheckpoint(tx, name, version);
    const payload = encodeNotification({
      schema: this.settings.schema,
      name,
      position: START,
      changed: [],
      overflow: true,
    });
    await tx.query('SELECT pg_notify($1, $2)', [PROJECTIONS_CHANNEL, payload]);
  }

  /** A rebuild's batch: its own transaction, planner preferring indexes; any failure ends the rebuild. */
  private async commitAlone(slice: BatchSlice): Promise<void> {
    await commitBatchTransaction(this.settings.db, this.settings.owner, [this.member(slice)], true);
    this.checkpoint = slice.to;
    this.persisted = slice.to;
    this.unpersistedEvents = 0;
  }

  private async fail(error: unknown): Promise<void> {
    this.failures++;
    this.state = 'failing';
    const message = error instanceof Error ? error.message : String(error);
    this.lastError = { message, at: new Date() };
    this.retryAt = Date.now() + backoffDelay(this.failures);
    this.settings.onError?.(this.name, error);
    await recordCheckpointError(this.settings.db, this.name, message).catch(() => undefined);
  }

  /** Batches and rebuilds take turns; a rebuild never interleaves with the live loop. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.busy.then(fn);
    this.busy = result.catch(() => undefined);
    return result;
  }
}
