import { randomUUID } from 'node:crypto';

/**
 * Redis for *.int.spec.ts: TEST_REDIS_URL, or the local one (127.0.0.1:6379) where PostgreSQL tests run
 * (TEST_DATABASE_URL set: CI starts both). Undefined: tests that need Redis are skipped.
 */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL ?? (process.env.TEST_DATABASE_URL ? 'redis://127.0.0.1:6379' : undefined);
}

/** A key prefix of its own, so runs sharing one Redis never hear each other. */
export const freshRedisPrefix = () => `sideline-test-${randomUUID().slice(0, 8)}`;
