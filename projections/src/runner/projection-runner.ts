import { EVENTS_CHANNEL, runMigrations, type Database, type EventStore } from '@sideline/eventstore';
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
  /** events per transaction while catching up (default 500): larger is faster, but holds locks longer */
  batchSize?: number;
  /** how long a lease lasts without renewal (default 15 s): the failover time after a crash */
  leaseMs?: number;
  /** polling fallback for missed notifications (default 500 ms) */
  pollIntervalMs?: number;
  /** told about every failed batch (it is also in status and retried with backoff) */
  onError?: (projection: string, error: unknown) => void;
}

/**
 * Keeps projections current: per projection a lease (one instance at a time), catch-up in batches, then follow.
 * Rows, checkpoint and a `sideline_projections` notification commit in one transaction per batch.
 */
export class ProjectionRunner {
  private readonly workers = new Map<string, ProjectionWorker>();
  private ready: Promise<void> | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private running = false;

  constructor(private readonly options: ProjectionRunnerOptions) {
    const names = new Set<string>();
    for (const projection of options.projections) {
      if (names.has(projection.name)) throw new Error(`two projections are named ${projection.name}`);
      names.add(projection.name);
    }
  }

  get projections(): readonly Projection[] {
    return this.options.projections;
  }

  /** Migrates, then runs every projection until stop(). A projection whose version changed is rebuilt. */
  async start(): Promise<void> {
    if (this.running) return;
    await this.prepare();
    this.running = true;
    this.unlisten = await this.options.db.listen(EVENTS_CHANNEL, () => {
      for (const worker of this.workers.values()) worker.wakeUp.notify();
    });
    for (const worker of this.workers.values()) worker.start();
  }

  /** Stops every worker after its current batch and releases the leases, so a standby takes over at once. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await Promise.all([...this.workers.values()].map((worker) => worker.stop()));
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
      return { ...status, lastError, lastErrorAt: status.lastErrorAt ?? worker.lastError?.at ?? null, state: worker.state };
    });
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
            leaseMs: this.options.leaseMs ?? 15_000,
            pollIntervalMs: this.options.pollIntervalMs ?? 500,
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
