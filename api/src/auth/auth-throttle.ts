import { DomainError } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';

export interface ThrottleRule {
  /** failures allowed in one window */
  limit: number;
  windowMs: number;
}

export const LOGIN_PER_ACCOUNT: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };
export const LOGIN_PER_ADDRESS: ThrottleRule = { limit: 30, windowMs: 15 * 60_000 };
export const REGISTER_PER_ADDRESS: ThrottleRule = { limit: 10, windowMs: 60 * 60_000 };
/** Feedback needs no sign-in, so every send counts against the sender's address. */
export const FEEDBACK_PER_ADDRESS: ThrottleRule = { limit: 10, windowMs: 60 * 60_000 };

/**
 * Fixed-window counters per key (an account, an address) in the database, so every API instance sees the same
 * counts. Sign-in counts only failures: a coach who types the right password is never slowed down by the limit.
 * Other uses (feedback from an address) record every attempt, and name their own error code.
 */
export class AuthThrottle {
  constructor(private readonly db: Queryable) {}

  /** Throws a 429 with retry-after when the key has used up its window. */
  async check(key: string, rule: ThrottleRule, message: string, now = new Date(), code = 'AUTH.TOO_MANY_ATTEMPTS'): Promise<void> {
    const rows = await this.db.query<{ window_started_at: Date; failures: number }>('SELECT window_started_at, failures FROM auth_throttle WHERE key = $1', [key]);
    const row = rows[0];
    if (!row) return;
    const windowEnds = new Date(row.window_started_at).getTime() + rule.windowMs;
    if (windowEnds <= now.getTime() || row.failures < rule.limit) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
    throw new DomainError('rate_limited', code, `${message} Try again in ${humanDuration(retryAfterSeconds)}.`, { retryAfterSeconds });
  }

  async recordFailure(key: string, rule: ThrottleRule, now = new Date()): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_throttle (key, window_started_at, failures) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN auth_throttle.window_started_at + ($3 || ' milliseconds')::interval <= $2 THEN 1 ELSE auth_throttle.failures + 1 END,
         window_started_at = CASE WHEN auth_throttle.window_started_at + ($3 || ' milliseconds')::interval <= $2 THEN $2 ELSE auth_throttle.window_started_at END`,
      [key, now, String(rule.windowMs)],
    );
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM auth_throttle WHERE key = $1', [key]);
  }
}

function humanDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
