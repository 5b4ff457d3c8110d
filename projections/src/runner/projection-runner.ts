import {
  UnseenNotifications,
  WakeUpSignal,
  backoffDelay,
  comparePositions,
  runMigrations,
  type Database,
  type EventStore,
  type RecordedEvent,
} from '@sideline/eventstore';
import { commitBatchTransaction, type BatchSlice } from './batch-transaction';
import { storeReadPositions } from './checkpoints';
import { keepLeases, releaseLeases } from './leases';
import type { Projection } from './projection';
import { readProjectionStatus, type ProjectionStatus } from './projection-status';
import { ProjectionWorker, type RebuildProgress } from './projection-worker';
import { ensureRunnerTables } from './runner-tables';

export interface ProjectionRunnerOptions {
  db: Database;
  store: EventStore;
  projections: readonly Projection[];
  /** this instance's id (host name + pid, say): shown as the leaseholder */
  owner: string;
  /** events per read while catching up (default 500): larger is faster, but holds locks longer */
  batchSize?: number;
  /**
   * events per batch of a rebuild (default 5,000): each batch is a transaction with fixed costs (its commit, the
   * checkpoint's move), which a bigger batch spreads over more events
   */
  rebuildBatchSize?: number;
  /** how long a lease lasts without renewal (default 15 s): the failover time after a crash */
  leaseMs?: number;
  /** polling fallback for missed notifications (default 5 s: LISTEN/NOTIFY wakes the runner) */
  pollIntervalMs?: number;
  /** positions reached by reading only are stored at most this often (default 1 s) */
  storePositionsEveryMs?: number;
  /** told about every failed batch (it is also in status and retried with backoff) */
  onError?: (projection: string, error: unknown) => void;
}

/**
 * Keeps projections current with ONE log reader per process: each loop reads the next batch once (from the
 * furthest-behind projection that is ready) and offers it to every projection; those that handle some of it apply
 * it in one transaction together (rows, checkpoints and notifications). Leases (one instance per projection, failover
 * when its holder dies) are kept for all projections in one statement; positions reached by reading only are stored
 * for all in one statement, at most once a second. Idle, a process runs about one statement every few seconds.
 */
export class ProjectionRunner {
  private readonly workers = new Map<string, ProjectionWorker>();
  private readonly wakeUp = new WakeUpSignal();
  /** notified transactions not visible yet: looked for again shortly (one rule with subscriptions) */
  private readonly unseen: UnseenNotifications;
  private ready: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private loop: Promise<void> | undefined;
  private isRunning = false;
  private lastLeaseCheck = 0;
  private lastPositionsStored = 0;
  private loopFailures = 0;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.unseen = new UnseenNotifications(options.pollIntervalMs ?? 5_000);
    const names = new Set<string>();
    for (const projection of options.projections) {
      if (names.has(projection.name)) throw new Error(`two projections are named ${projection.name}`);
      names.add(projection.name);
    }
  }

  /** started and not stopped: the loop runs */
  get running(): boolean {
    return this.isRunning;
  }

  get projections(): readonly Projection[] {
    return this.options.projections;
  }

  private get leaseMs() {
    return this.options.leaseMs ?? 15_000;
  }

  /** How often leases are renewed (and free ones tried): a third of the lease, so one missed round costs nothing. */
  private get renewEveryMs() {
    return Math.max(Math.floor(this.leaseMs / 3), 10);
  }

  /** Migrates, then runs every projection until stop(). A projection whose version changed is rebuilt. */
  async start(): Promise<void> {
    if (this.isRunning) return;
    await this.prepare();
    this.isRunning = true;
    this.unlisten = await this.options.store.onAppend((transactionId) => {
      this.unseen.notified(transactionId);
      this.wakeUp.notify();
    });
    this.loop = this.run();
  }

  /** Stops after the current batch, stores what was read, and releases the leases so a standby takes over at once. */
  async stop(): Promise<void> {
    if (!this.isRunning) return;
    this.isRunning = false;
    this.wakeUp.notify();
    await this.loop;
    this.loop = undefined;
    await this.storePositions(true).catch(() => undefined);
    await releaseLeases(this.options.db, this.options.owner).catch(() => undefined);
    for (const worker of this.workers.values()) {
      worker.leaseLost();
      worker.state = 'stopped';
    }
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** Empties one read model and replays the whole log into it (`npm run projections:rebuild`). */
  async rebuild(name: string, onProgress?: (progress: RebuildProgress) => void): Promise<RebuildProgress> {
    await this.prepare();
    const worker = this.workers.get(name);
    if (!worker) throw new Error(`no projection named ${name} (known: ${[...this.workers.keys()].join(', ')})`);
    return worker.rebuild(onProgress);
  }

  async status(): Promise<ProjectionStatus[]> {
    await this.prepare();
    const statuses = await readProjectionStatus(this.options.db, this.options.store, this.options.projections);
    return statuses.map((status) => {
      const worker = this.workers.get(status.name);
      if (!worker) return status;
      // This process may know of a failure the table does not have yet (the database itself failed).
      const lastError = status.lastError ?? worker.lastError?.message ?? null;
      return {
        ...status,
        lastError,
        lastErrorAt: status.lastErrorAt ?? worker.lastError?.at ?? null,
        state: worker.state,
      };
    });
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const pollIntervalMs = this.options.pollIntervalMs ?? 5_000;
    while (this.isRunning) {
      try {
        await this.keepLeasesIfDue();
        // A worker whose checkpoint moved under it (a rebuild elsewhere) reads it again before the next batch.
        for (const worker of this.workers.values()) if (worker.holding && !worker.checkpoint) await worker.leaseHeld();
        const now = Date.now();
        const ready = [...this.workers.values()].filter((worker) => worker.ready(now));
        if (ready.length === 0) {
          await this.wakeUp.wait(this.untilNextDuty(pollIntervalMs));
          continue;
        }
        const from = ready
          .map((worker) => worker.checkpoint!)
          .reduce((min, position) => (comparePositions(position, min) < 0 ? position : min));
        const { events, visibleBelow } = await this.options.store.readVisible(from, batchSize);
        const readAll = events.length < batchSize;
        const leftSome = await this.offer(ready, events, readAll);
        this.loopFailures = 0;
        if (!readAll || leftSome) continue;
        // Everything below the horizon is read: a notified transaction past it is not visible yet.
        const lookAgain = this.unseen.lookAgainIn(visibleBelow);
        if (lookAgain !== null) {
          await this.wakeUp.wait(lookAgain);
          continue;
        }
        await this.storePositions(false);
        await this.wakeUp.wait(this.untilNextDuty(pollIntervalMs));
      } catch (error) {
        // The database is unreachable, say: keep trying, ever more slowly.
        this.loopFailures++;
        this.options.onError?.('runner', error);
        await this.wakeUp.wait(backoffDelay(this.loopFailures));
      }
    }
  }

  /**
   * Offers a batch to the ready workers (each holding its turn, so no rebuild interleaves). Read models that handle
   * some of it apply it in ONE transaction together: one BEGIN, their rows, one statement moving every checkpoint,
   * one COMMIT (each read model in a transaction of its own cost four statements besides its rows). If that
   * transaction fails, each of them retries in a transaction of its own, so a failing read model holds back no
   * other: it alone is recorded as failing and retried with backoff, one event at a time (and alone) up to the end of
   * the batch that failed. True when some worker left events of the batch for later.
   */
  private offer(
    workers: readonly ProjectionWorker[],
    events: readonly RecordedEvent[],
    readAll: boolean,
  ): Promise<boolean> {
    const all = async (): Promise<boolean> => {
      let leftSome = false;
      const applying: { worker: ProjectionWorker; slice: BatchSlice }[] = [];
      for (const worker of workers) {
        const slice = worker.take(events, readAll);
        if (!slice) continue;
        if (slice.handled.length === 0) worker.skip(slice, readAll);
        else applying.push({ worker, slice });
        if (slice.fresh.length < slice.unread) leftSome = true;
      }
      const together = applying.length > 1 ? applying.filter(({ worker }) => !worker.appliesAlone) : [];
      const alone = applying.filter((entry) => !together.includes(entry));
      if (together.length > 0) {
        try {
          await commitBatchTransaction(
            this.options.db,
            this.options.owner,
            together.map(({ worker, slice }) => worker.member(slice)),
            !readAll,
          );
          for (const { worker, slice } of together) worker.committed(slice, readAll);
        } catch {
          alone.push(...together);
        }
      }
      const leftByAlone = await Promise.all(alone.map(({ worker, slice }) => worker.applyAlone(slice, readAll)));
      return leftSome || leftByAlone.includes(true);
    };
    // Each worker's turn, taken one after the other (a rebuild holds only its own: no cycle).
    return workers.reduceRight<() => Promise<boolean>>((inner, worker) => () => worker.exclusive(inner), all)();
  }

  /** The longest the loop may sleep: until the next lease round, a failing worker's retry, or the poll fallback. */
  private untilNextDuty(pollIntervalMs: number): number {
    const now = Date.now();
    const duties = [pollIntervalMs, this.lastLeaseCheck + this.renewEveryMs - now];
    for (const worker of this.workers.values()) if (worker.retryTime > now) duties.push(worker.retryTime - now);
    if ([...this.workers.values()].some((worker) => worker.unstoredMove()))
      duties.push(this.lastPositionsStored + this.storeEveryMs - now);
    return Math.max(1, Math.min(...duties));
  }

  private get storeEveryMs() {
    return this.options.storePositionsEveryMs ?? 1_000;
  }

  /** One statement renews every lease held and takes the free ones; workers follow what it returns. */
  private async keepLeasesIfDue(): Promise<void> {
    if (Date.now() - this.lastLeaseCheck < this.renewEveryMs) return;
    const held = await keepLeases(this.options.db, [...this.workers.keys()], this.options.owner, this.leaseMs);
    this.lastLeaseCheck = Date.now();
    for (const worker of this.workers.values()) {
      if (held.has(worker.name)) await worker.leaseHeld();
      else if (worker.holding) worker.leaseLost();
    }
  }

  /** Stores, for every worker, the position it reached by reading only: one statement, at most once per interval. */
  private async storePositions(force: boolean): Promise<void> {
    if (!force && Date.now() - this.lastPositionsStored < this.storeEveryMs) return;
    const moves = [...this.workers.values()].flatMap((worker) => worker.unstoredMove() ?? []);
    if (moves.length === 0) return;
    this.lastPositionsStored = Date.now();
    const stored = new Set(await storeReadPositions(this.options.db, this.options.owner, moves));
    for (const move of moves) this.workers.get(move.name)!.moveStored(stored.has(move.name), move.to);
  }

  private prepare(): Promise<void> {
    if (this.ready) return this.ready;
    this.ready = (async () => {
      const { db, store, owner, projections } = this.options;
      const schema = await ensureRunnerTables(db);
      for (const projection of projections) {
        await runMigrations(db, `projection:${projection.name}`, projection.migrations);
      }
      for (const projection of projections) {
        this.workers.set(
          projection.name,
          new ProjectionWorker(projection, {
            db,
            store,
            owner,
            schema,
            batchSize: this.options.batchSize ?? 500,
            rebuildBatchSize: this.options.rebuildBatchSize ?? 5_000,
            leaseMs: this.leaseMs,
            onError: this.options.onError,
          }),
        );
      }
    })();
    // A failed start (database down) may be retried.
    this.ready.catch(() => {
      this.ready = undefined;
    });
    return this.ready;
  }
}
