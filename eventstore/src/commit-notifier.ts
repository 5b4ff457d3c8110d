import type { Queryable } from './types';

/** Appends that commit within this long of a notification share the next one. */
export const NOTIFY_GAP_MS = 3;

/**
 * Sends `pg_notify` after an append has committed, from the pool, at most one statement at a time and at most one
 * per `gapMs`: appends that commit meanwhile are covered by the next. Under many concurrent appends this is a few
 * hundred statements a second instead of one per append, for a wake-up at most `gapMs` later. Subscribers only need
 * "something new"; polling covers a notification lost to a failure here.
 */
export class CommitNotifier {
  private inFlight = false;
  private pending: string | undefined;
  private lastSentAt = -Infinity;

  constructor(
    private readonly db: Queryable,
    private readonly channel: string,
    private readonly gapMs = NOTIFY_GAP_MS,
    private readonly now: () => number = () => performance.now(),
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  notify(payload: string): void {
    this.pending = payload;
    if (!this.inFlight) void this.flush();
  }

  private async flush(): Promise<void> {
    this.inFlight = true;
    try {
      while (this.pending !== undefined) {
        const early = this.lastSentAt + this.gapMs - this.now();
        if (early > 0) await this.wait(early);
        const payload = this.pending;
        this.pending = undefined;
        this.lastSentAt = this.now();
        await this.db.query('SELECT pg_notify($1, $2)', [this.channel, payload]).catch(() => undefined);
      }
    } finally {
      this.inFlight = false;
    }
  }
}
