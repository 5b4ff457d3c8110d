import { WakeUpSignal, isAtOrAfter, type Database, type LogPosition } from '@sideline/eventstore';
import { readCheckpoints } from './checkpoints';
import { decodeNotification, type ProjectionNotification } from './notification-payload';
import { PROJECTIONS_CHANNEL } from './runner-schema';
import { ensureRunnerTables } from './runner-tables';

export type ProjectionChange = Omit<ProjectionNotification, 'schema'>;

export interface ProjectionWatcherOptions {
  /** how often a waiter re-reads the checkpoint table when no notification comes (default 250 ms) */
  pollIntervalMs?: number;
}

/**
 * Follows projection progress from any process: LISTENs on the runner's channel and reads the checkpoint table.
 * The API uses `waitFor` for read-your-writes and `onChange` for live updates.
 */
export class ProjectionWatcher {
  private readonly pollIntervalMs: number;
  private started: Promise<void> | undefined;
  private schema: string | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private closed = false;
  /** latest position announced per projection; notifications arrive in commit order */
  private readonly announced = new Map<string, LogPosition>();
  private readonly waiters = new Set<WakeUpSignal>();
  private readonly listeners = new Set<(change: ProjectionChange) => void>();

  constructor(
    private readonly db: Database,
    options: ProjectionWatcherOptions = {},
  ) {
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
  }

  /** Starts listening (also done lazily by waitFor and onChange). */
  start(): Promise<void> {
    this.started ??= (async () => {
      this.schema = await ensureRunnerTables(this.db);
      this.unlisten = await this.db.listen(PROJECTIONS_CHANNEL, (payload) => this.receive(payload));
    })();
    return this.started;
  }

  /**
   * Resolves true once every named projection's checkpoint is at or after `position`, false after `timeoutMs`.
   * Reads the checkpoint table first (the change may be done already), then follows notifications, re-reading
   * the table every poll interval in case a notification was missed.
   */
  async waitFor(position: LogPosition, projectionNames: readonly string[], timeoutMs = 5_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    await this.start(); // listening before the first read: nothing can slip between the two
    const pending = new Set(projectionNames);
    // Usually announced already (this process heard the batch commit): no need to ask the database.
    for (const name of pending) {
      const announced = this.announced.get(name);
      if (announced && isAtOrAfter(announced, position)) pending.delete(name);
    }
    if (pending.size === 0) return true;
    const signal = new WakeUpSignal();
    this.waiters.add(signal);
    try {
      let nextTableRead = 0;
      while (!this.closed) {
        if (Date.now() >= nextTableRead) {
          for (const checkpoint of await readCheckpoints(this.db, [...pending])) {
            if (isAtOrAfter(checkpoint.position, position)) pending.delete(checkpoint.name);
          }
          nextTableRead = Date.now() + this.pollIntervalMs;
        }
        for (const name of pending) {
          const announced = this.announced.get(name);
          if (announced && isAtOrAfter(announced, position)) pending.delete(name);
        }
        if (pending.size === 0) return true;
        const remaining = deadline - Date.now();
        if (remaining <= 0) return false;
        await signal.wait(Math.min(remaining, Math.max(nextTableRead - Date.now(), 1)));
      }
      return false;
    } finally {
      this.waiters.delete(signal);
    }
  }

  /** Calls `listener` after each projection batch commits; returns the unsubscribe function. */
  onChange(listener: (change: ProjectionChange) => void): () => void {
    this.listeners.add(listener);
    this.start().catch(() => {
      this.started = undefined; // try again on the next call
    });
    return () => {
      this.listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters) waiter.notify();
    this.listeners.clear();
    await this.started?.catch(() => undefined);
    await this.unlisten?.();
  }

  private receive(payload: string): void {
    const notification = decodeNotification(payload);
    // Other schemas (deployments or test files sharing the database) use the same channel.
    if (!notification || notification.schema !== this.schema) return;
    const { schema: _schema, ...change } = notification;
    this.announced.set(change.name, change.position);
    for (const waiter of this.waiters) waiter.notify();
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        // One broken listener (a closed SSE response) must not stop the others.
      }
    }
  }
}
