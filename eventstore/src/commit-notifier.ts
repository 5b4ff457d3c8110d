import type { Queryable } from './types';

/**
 * Sends `pg_notify` after an append has committed, from the pool, at most one statement at a time: appends that
 * commit while one is in flight are covered by the next. Subscribers only need "something new"; polling covers
 * a notification lost to a failure here.
 */
export class CommitNotifier {
  private inFlight = false;
  private pending: string | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly channel: string,
  ) {}

  notify(payload: string): void {
    this.pending = payload;
    if (!this.inFlight) void this.flush();
  }

  private async flush(): Promise<void> {
    this.inFlight = true;
    try {
      while (this.pending !== undefined) {
        const payload = this.pending;
        this.pending = undefined;
        await this.db.query('SELECT pg_notify($1, $2)', [this.channel, payload]).catch(() => undefined);
      }
    } finally {
      this.inFlight = false;
    }
  }
}
