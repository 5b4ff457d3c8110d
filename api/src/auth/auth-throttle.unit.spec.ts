import { describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_SLOWDOWN, accountSlowdownMs } from './auth-throttle';

describe('accountSlowdownMs', () => {
  it('is free for the first failures, then doubles from the first delay up to the cap, for ever', () => {
    const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_ACCOUNT_SLOWDOWN;
    expect(accountSlowdownMs(0)).toBe(0);
    expect(accountSlowdownMs(freeFailures - 1)).toBe(0);
    expect(accountSlowdownMs(freeFailures)).toBe(firstDelayMs);
    expect(accountSlowdownMs(freeFailures + 1)).toBe(firstDelayMs * 2);
    expect(accountSlowdownMs(freeFailures + 2)).toBe(firstDelayMs * 4);
    expect(accountSlowdownMs(freeFailures + 50)).toBe(maxDelayMs);
    expect(accountSlowdownMs(1e9)).toBe(maxDelayMs);
  });
});
