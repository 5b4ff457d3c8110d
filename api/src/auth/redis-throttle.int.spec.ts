import { afterAll, describe, expect, it } from 'vitest';
import type { Queryable } from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';
import { AuthThrottle, LOGIN_PER_PAIR } from './auth-throttle';
import { openRedisThrottleCounters } from './redis-throttle-counters';

const redisUrl = process.env.TEST_REDIS_URL ?? (process.env.TEST_DATABASE_URL ? 'redis://127.0.0.1:6379' : undefined);

describe.skipIf(!redisUrl)('login limits in Redis', () => {
  const prefix = `sideline-test-${randomUUID().slice(0, 8)}`;
  // Two API instances: each with its own connection, counting in the same keys. The database is never asked.
  const first = openRedisThrottleCounters(redisUrl!, prefix);
  const second = openRedisThrottleCounters(redisUrl!, prefix);
  const noDatabase = { query: () => Promise.reject(new Error('the database is not used')) } as unknown as Queryable;
  const a = new AuthThrottle(noDatabase, first.counters);
  const b = new AuthThrottle(noDatabase, second.counters);
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('hold across instances: failures counted on one refuse the next attempt on the other', async () => {
    const key = `login:${randomUUID()}@example.org`;
    const now = new Date();
    for (let i = 0; i < LOGIN_PER_PAIR.limit - 1; i++) await (i % 2 ? a : b).recordFailure(key, LOGIN_PER_PAIR, now);
    await expect(b.check(key, LOGIN_PER_PAIR, 'Too many attempts.', now)).resolves.toBeUndefined();
    await a.recordFailure(key, LOGIN_PER_PAIR, now);
    expect(await b.failuresInWindow(key, LOGIN_PER_PAIR.windowMs, now)).toBe(LOGIN_PER_PAIR.limit);
    await expect(b.check(key, LOGIN_PER_PAIR, 'Too many attempts.', now)).rejects.toMatchObject({
      code: 'AUTH.TOO_MANY_ATTEMPTS',
    });
    // A new window starts when the old one ended; a success clears the key everywhere.
    const later = new Date(now.getTime() + LOGIN_PER_PAIR.windowMs + 1);
    await expect(b.check(key, LOGIN_PER_PAIR, 'Too many attempts.', later)).resolves.toBeUndefined();
    await a.clear(key);
    await expect(b.check(key, LOGIN_PER_PAIR, 'Too many attempts.', now)).resolves.toBeUndefined();
  });
});
