import type { Queryable } from '@sideline/eventstore';

export interface ThrottleWindow {
  windowStartedAt: Date;
  failures: number;
}

/** Where the failure counters live: the database (default), or Redis when configured. Shared by every API instance. */
export interface ThrottleCounters {
  read(key: string): Promise<ThrottleWindow | null>;
  /** one more failure in the key's window, or the first of a new window when the old one ended */
  recordFailure(key: string, windowMs: number, now: Date): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Fixed-window failure counters in the auth_throttle table. */
export class DatabaseThrottleCounters implements ThrottleCounters {
  constructor(private readonly db: Queryable) {}

  async read(key: string): Promise<ThrottleWindow | null> {
    const rows = await this.db.query<{ window_started_at: Date; failures: number }>(
      'SELECT window_started_at, failures FROM auth_throttle WHERE key = $1',
      [key],
    );
    const row = rows[0];
    return row ? { windowStartedAt: new Date(row.window_started_at), failures: Number(row.failures) } : null;
  }

  async recordFailure(key: string, windowMs: number, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_throttle (key, window_started_at, failures) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN auth_throttle.window_started_at + ($3 || ' milliseconds')::interval <= $2 THEN 1 ELSE auth_throttle.failures + 1 END,
         window_started_at = CASE WHEN auth_throttle.window_started_at + ($3 || ' milliseconds')::interval <= $2 THEN $2 ELSE auth_throttle.window_started_at END`,
      [key, now, String(windowMs)],
    );
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth_throttle WHERE key = $1', [key]);
  }
}
