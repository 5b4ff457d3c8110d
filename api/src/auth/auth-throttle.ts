import { DomainError } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { DatabaseThrottleCounters, type ThrottleCounters } from './throttle-counters';

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
 * Fixed-window counters per key (an account, an address) every API instance shares: in the database, or in Redis
 * when REDIS_URL is set. Sign-in counts only failures: a coach who types the right password is never slowed down by
 * the limit. Other uses (feedback from an address) record every attempt, and name their own error code.
 */
export class AuthThrottle {
  private readonly counters: ThrottleCounters;

  constructor(db: Queryable, counters?: ThrottleCounters) {
    this.counters = counters ?? new DatabaseThrottleCounters(db);
  }

  /** Throws a 429 with retry-after when the key has used up its window. */
  async check(
    key: string,
    rule: ThrottleRule,
    message: string,
    now = new Date(),
    code = 'AUTH.TOO_MANY_ATTEMPTS',
  ): Promise<void> {
    const row = await this.counters.read(key);
    if (!row) return;
    const windowEnds = row.windowStartedAt.getTime() + rule.windowMs;
    if (windowEnds <= now.getTime() || row.failures < rule.limit) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
    throw new DomainError('rate_limited', code, `${message} Try again in ${humanDuration(retryAfterSeconds)}.`, {
      retryAfterSeconds,
    });
  }

  async recordFailure(key: string, rule: ThrottleRule, now = new Date()): Promise<void> {
    await this.counters.recordFailure(key, rule.windowMs, now);
  }

  async clear(key: string): Promise<void> {
    await this.counters.clear(key);
  }
}

function humanDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
