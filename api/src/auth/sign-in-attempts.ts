import { createHash } from 'node:crypto';
import {
  LOGIN_ACCOUNT_SLOWDOWN,
  LOGIN_PER_ADDRESS,
  LOGIN_PER_PAIR,
  accountSlowdownMs,
  type AuthThrottle,
} from './auth-throttle';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The per-account sign-in limit's key: a hash of the email, so the throttle table never holds an address (anyone can
 * type any address; a deleted account's address must not stay behind).
 */
export const loginKeyOf = (email: string) =>
  `login:email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/**
 * One sign-in attempt's limits: per account and address (429 after too many failures), per address (429), and per
 * account a growing delay before the password is checked (never a lock-out: the owner still gets in, only slower).
 */
export class SignInAttempt {
  private readonly accountKey: string;
  private readonly pairKey: string;
  private readonly addressKey: string;

  constructor(
    private readonly throttle: AuthThrottle,
    email: string,
    ip: string | undefined,
  ) {
    this.accountKey = loginKeyOf(email);
    this.pairKey = `${this.accountKey}:ip:${ip ?? 'unknown'}`;
    this.addressKey = `login:ip:${ip ?? 'unknown'}`;
  }

  /** Refuses with 429 when a limit is reached; waits the account's delay otherwise. */
  async admit(): Promise<void> {
    const { throttle } = this;
    await throttle.check(this.pairKey, LOGIN_PER_PAIR, 'Too many failed sign-ins for this account from your network.');
    await throttle.check(this.addressKey, LOGIN_PER_ADDRESS, 'Too many failed sign-ins from your network.');
    const failures = await throttle.failuresInWindow(this.accountKey, LOGIN_ACCOUNT_SLOWDOWN.windowMs);
    const delayMs = accountSlowdownMs(failures);
    if (delayMs > 0) await sleep(delayMs);
  }

  async failed(): Promise<void> {
    await this.throttle.recordFailure(this.pairKey, LOGIN_PER_PAIR);
    await this.throttle.recordFailure(this.addressKey, LOGIN_PER_ADDRESS);
    await this.throttle.recordFailure(this.accountKey, LOGIN_ACCOUNT_SLOWDOWN);
  }

  /** The owner's own address is free again; the account's count stays: whoever was guessing still is. */
  async succeeded(): Promise<void> {
    await this.throttle.clear(this.pairKey);
  }
}
