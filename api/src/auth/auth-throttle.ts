import { DomainError } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { DatabaseThrottleCounters, type ThrottleCounters } from './throttle-counters';

export interface ThrottleRule {
  /** failures allowed in one window */
  limit: number;
  windowMs: number;
}

/** Wrong passwords for one account from one address: the guesser's own door closes, nobody else's. */
export const LOGIN_PER_PAIR: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };
/** Wrong passwords from one address, whatever the accounts. */
export const LOGIN_PER_ADDRESS: ThrottleRule = { limit: 30, windowMs: 15 * 60_000 };
/**
 * Wrong current passwords on the profile (a signed-in session of the account itself, so no stranger can spend them).
 */
export const PASSWORD_CHECK_PER_ACCOUNT: ThrottleRule = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Wrong passwords for one account from any address only slow its sign-ins down, never refuse them: a stranger who
 * can make the account refuse its owner holds the owner's door. Past the free failures of a window, every attempt
 * (the right password too) waits, doubling from the first delay up to the cap.
 */
export const LOGIN_ACCOUNT_SLOWDOWN = {
  windowMs: 15 * 60_000,
  freeFailures: 5,
  firstDelayMs: 250,
  maxDelayMs: 2_000,
} as const;

/** How long a sign-in waits when the account has had `failures` wrong passwords in the current window. */
export function accountSlowdownMs(
  failures: number,
  rule: typeof LOGIN_ACCOUNT_SLOWDOWN = LOGIN_ACCOUNT_SLOWDOWN,
): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(20, failures - rule.freeFailures));
}
export const REGISTER_PER_ADDRESS: ThrottleRule = { limit: 10, windowMs: 60 * 60_000 };
/** Feedback needs no sign-in, so every send counts against the sender's address. */
export const FEEDBACK_PER_ADDRESS: ThrottleRule = { limit: 10, windowMs: 60 * 60_000 };

/**
 * Fixed-window counters per key (an account, an address) every API instance shares: in the database, or in Redis
 * when REDIS_URL is set. Sign-in counts only failures: per account and address, per address (both refuse), and per
 * account (slows down only: LOGIN_ACCOUNT_SLOWDOWN). Other uses (feedback from an address) record every attempt, and
 * name their own error code.
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

  /** Failures counted for the key in the window that is running now (0 when it ended). */
  async failuresInWindow(key: string, windowMs: number, now = new Date()): Promise<number> {
    const row = await this.counters.read(key);
    if (!row || row.windowStartedAt.getTime() + windowMs <= now.getTime()) return 0;
    return row.failures;
  }

  async recordFailure(key: string, rule: Pick<ThrottleRule, 'windowMs'>, now = new Date()): Promise<void> {
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
