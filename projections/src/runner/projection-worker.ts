import {
  START,
  WakeUpSignal,
  backoffDelay,
  comparePositions,
  type Database,
  type EventStore,
  type LogPosition,
  type Queryable,
  type RecordedEvent,
} from '@sideline/eventstore';
import { advanceCheckpoint, lockCheckpoint, recordCheckpointError, resetCheckpoint } from './checkpoints';
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
  leaseMs: number;
  pollIntervalMs: number;
  onError?: (projection: string, error: unknown) => void;
}

export type WorkerState = 'stopped' | 'standby' | 'catching_up' | 'live' | 'failing';

export interface RebuildProgress {
  processed: number;
  total: number;
  /** events per second so far */
  rate: number;
}

/** Someone else holds the lease now: stop processing and go back to standby. */
class LeaseLost extends Error {}
/** The checkpoint is not where we left it (a rebuild elsewhere): reload it and carry on from there. */
class CheckpointMoved extends Error {}

/** Runs one projection: lease, catch-up in batches, then follow; retries failures with backoff. */
export class ProjectionWorker {
  state: WorkerState = 'stopped';
  lastError: { message: string; at: Date } | null = null;
  /** wakes the idle loop: new events, or stop */
  readonly wakeUp = new WakeUpSignal();
  private readonly standbyWake = new WakeUpSignal();
  private holding = false;
  /** how far this worker has read (and applied what it handles) */
  private checkpoint: LogPosition | undefined;
  /** the checkpoint as stored; behind `checkpoint` while only unhandled events were read */
  private persisted: LogPosition | undefined;
  /** events read since `persisted` */
  private unpersistedEvents = 0;
  private lastRenewal = 0;
  private failures = 0;
  /** after a failed batch, go one event at a time up to its end: the events before the bad one still commit */
  private oneByOneUntil: LogPosition | undefined;
  /** the end of the batch being applied, to know how far one-by-one mode must go if it fails */
  private batchEnd: LogPosition | undefined;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private busy: Promise<unknown> = Promise.resolve();

  constructor(
    readonly projection: Projection,
    private readonly settings: WorkerSettings,
  ) {}

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp.notify();
    this.standbyWake.notify();
    await this.loop;
    this.loop = undefined;
    this.state = 'stopped';
  }

  /** Reset and replay from START, reporting progress per batch. Needs the lease (takes it if free). */
  rebuild(onProgress: (progress: RebuildProgress) => void = () => {}): Promise<RebuildProgress> {
    return this.exclusive(async () => {
      const { db, store, owner, leaseMs } = this.settings;
      const name = this.projection.name;
      const tookLease = !this.holding;
      if (!this.holding && !(await acquireLease(db, name, owner, leaseMs))) {
        throw new Error(`projection ${name} is being run by another process (its lease is held); stop it first`);
      }
      this.holding = true;
      try {
        const total = (await store.backlog(START)).events;
        await this.resetReadModel();
        const started = performance.now();
        const progress = (processed: number): RebuildProgress => ({
          processed,
          total: Math.max(total, processed),
          rate: processed / Math.max((performance.now() - started) / 1000, 0.001),
        });
        let processed = 0;
        onProgress(progress(0));
        for (let read = await this.processBatch(); read > 0; read = await this.processBatch()) {
          processed += read;
          onProgress(progress(processed));
        }
        return progress(processed);
      } finally {
        if (tookLease && !this.loop) {
          this.holding = false;
          await releaseLease(db, name, owner);
        }
      }
    });
  }

  private async run(): Promise<void> {
    const { db, leaseMs, pollIntervalMs, batchSize } = this.settings;
    const name = this.projection.name;
    const renewEveryMs = Math.max(Math.floor(leaseMs / 3), 10);
    while (!this.stopping) {
      try {
        if (!this.holding) {
          this.state = 'standby';
          this.holding = await acquireLease(db, name, this.settings.owner, leaseMs);
          if (!this.holding) {
            await this.standbyWake.wait(renewEveryMs);
            continue;
          }
          this.lastRenewal = Date.now();
          await this.exclusive(() => this.prepare());
          this.state = 'catching_up';
        }
        const limit = this.oneByOne() ? 1 : batchSize;
        const read = await this.exclusive(() => this.processBatch(limit));
        this.failures = 0;
        this.state = read === limit ? 'catching_up' : 'live';
        if (read === limit) continue;
        await this.wakeUp.wait(Math.min(pollIntervalMs, renewEveryMs));
        if (!this.stopping && Date.now() - this.lastRenewal >= renewEveryMs) {
          this.holding = await renewLease(db, name, this.settings.owner, leaseMs);
          this.lastRenewal = Date.now();
        }
      } catch (error) {
        if (error instanceof LeaseLost) {
          this.holding = false;
        } else if (error instanceof CheckpointMoved) {
          this.checkpoint = undefined;
        } else {
          if (this.batchEnd) this.oneByOneUntil = this.batchEnd;
          await this.fail(error);
        }
      }
    }
    if (this.holding) {
      this.holding = false;
      await releaseLease(db, name, this.settings.owner).catch(() => undefined);
    }
  }

  private oneByOne(): boolean {
    if (!this.oneByOneUntil || !this.checkpoint) return false;
    if (comparePositions(this.checkpoint, this.oneByOneUntil) < 0) return true;
    this.oneByOneUntil = undefined;
    return false;
  }

  /** On taking the lease: create the checkpoint, or reset it when the projection's version changed. */
  private async prepare(): Promise<void> {
    const { name, version } = this.projection;
    this.checkpoint = await this.settings.db.transaction(async (tx) => {
      await this.assertLease(tx);
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
    const payload = encodeNotification({ schema: this.settings.schema, name, position: START, changed: [], overflow: true });
    await tx.query('SELECT pg_notify($1, $2)', [PROJECTIONS_CHANNEL, payload]);
  }

  private async resetReadModel(): Promise<void> {
    await this.settings.db.transaction(async (tx) => {
      await this.assertLease(tx);
      await lockCheckpoint(tx, this.projection.name);
      await this.resetInTransaction(tx);
    });
    this.checkpoint = START;
    this.persisted = START;
    this.unpersistedEvents = 0;
  }

  /**
   * Reads one batch after the checkpoint and applies it; rows, checkpoint and notification in one transaction.
   * A batch with nothing this projection handles only moves the position in memory: every command would otherwise
   * cost each of the other read models a transaction (lease, checkpoint, notification), which on PGlite's single
   * session queues behind the one read model that matters. The position is stored with the next handled batch, or
   * as soon as the log goes quiet (the next read finds nothing), so the stored checkpoint lags by one poll at most.
   * Nobody waits on it meanwhile: read-your-writes waits only for the read models that handle the events written.
   */
  private async processBatch(limit = this.settings.batchSize): Promise<number> {
    const { db, store, schema } = this.settings;
    const { name, version } = this.projection;
    if (!this.checkpoint) await this.prepare();
    const from = this.checkpoint!;
    // Read outside the transaction: on PGlite the single session cannot read through `db` inside one.
    const events = await store.readAll(from, limit);
    if (events.length === 0) {
      if (this.unpersistedEvents > 0) await this.commitBatch(from, [], 0, new Set());
      return 0;
    }
    const last = events[events.length - 1]!;
    const to = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    const handled = events.filter((event) => handlesEvent(this.projection, event.type));
    if (handled.length === 0) {
      this.checkpoint = to;
      this.unpersistedEvents += events.length;
      return events.length;
    }
    this.batchEnd = to;
    const changed = new Set<string>();
    const ctx = { changed: (key: string) => void changed.add(key) };
    await this.commitBatch(to, handled, events.length, changed, ctx);
    this.batchEnd = undefined;
    this.lastRenewal = Date.now();
    this.lastError = null;
    return events.length;
  }

  /** Applies `handled` and stores the checkpoint at `to` (and the notification) in one transaction. */
  private async commitBatch(to: LogPosition, handled: RecordedEvent[], read: number, changed: Set<string>, ctx?: ProjectionContext): Promise<void> {
    const { db, schema } = this.settings;
    const { name, version } = this.projection;
    const expected = this.persisted;
    await db.transaction(async (tx) => {
      await this.assertLease(tx);
      const current = await lockCheckpoint(tx, name);
      if (!current || !expected || current.version !== version || comparePositions(current.position, expected) !== 0) {
        throw new CheckpointMoved();
      }
      if (ctx) await this.applyAll(tx, handled, ctx);
      await advanceCheckpoint(tx, name, to, this.unpersistedEvents + read);
      const commands = [...new Set(handled.map((event) => event.metadata.commandId))];
      const payload = encodeNotification({ schema, name, position: to, changed: [...changed], commands });
      await tx.query('SELECT pg_notify($1, $2)', [PROJECTIONS_CHANNEL, payload]);
    });
    this.checkpoint = to;
    this.persisted = to;
    this.unpersistedEvents = 0;
  }

  private async applyAll(tx: Queryable, events: RecordedEvent[], ctx: ProjectionContext): Promise<void> {
    if (events.length === 0) return;
    if (this.projection.applyBatch) return this.projection.applyBatch(tx, events, ctx);
    for (const event of events) await this.projection.apply(tx, event, ctx);
  }

  /** Renewing inside the batch transaction row-locks the lease, so a takeover waits for our commit. */
  private async assertLease(tx: Queryable): Promise<void> {
    const { owner, leaseMs } = this.settings;
    if (!(await renewLease(tx, this.projection.name, owner, leaseMs))) throw new LeaseLost();
  }

  private async fail(error: unknown): Promise<void> {
    this.failures++;
    this.state = 'failing';
    const message = error instanceof Error ? error.message : String(error);
    this.lastError = { message, at: new Date() };
    this.settings.onError?.(this.projection.name, error);
    await recordCheckpointError(this.settings.db, this.projection.name, message).catch(() => undefined);
    await this.standbyWake.wait(backoffDelay(this.failures));
  }

  /** Batches and rebuilds take turns; a rebuild never interleaves with the live loop. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.busy.then(fn);
    this.busy = result.catch(() => undefined);
    return result;
  }
}
