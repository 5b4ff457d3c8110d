import { Redis as RedisClient, type Redis } from 'ioredis';
import type { ThrottleCounters, ThrottleWindow } from './throttle-counters';

/** Starts a new window when the old one ended, else counts one more failure; the key expires with its window. */
const RECORD_FAILURE = `
local start = tonumber(redis.call('HGET', KEYS[1], 'start') or '0')
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if start + window <= now then
  redis.call('HSET', KEYS[1], 'start', now, 'failures', 1)
  start = now
else
  redis.call('HINCRBY', KEYS[1], 'failures', 1)
end
redis.call('PEXPIREAT', KEYS[1], start + window)
return 1`;

/**
 * The failure counters in Redis (REDIS_URL set): every API instance counts in the same keys, each update is one
 * atomic script, and a key disappears when its window ends (no table to sweep).
 */
export class RedisThrottleCounters implements ThrottleCounters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(key: string) {
    return `${this.prefix}:throttle:${key}`;
  }

  async read(key: string): Promise<ThrottleWindow | null> {
    const [start, failures] = await this.redis.hmget(this.key(key), 'start', 'failures');
    if (!start || !failures) return null;
    return { windowStartedAt: new Date(Number(start)), failures: Number(failures) };
  }

  async recordFailure(key: string, windowMs: number, now: Date): Promise<void> {
    await this.redis.eval(RECORD_FAILURE, 1, this.key(key), String(now.getTime()), String(windowMs));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}

/** Counters on a Redis connection of their own (REDIS_URL); `close` ends it at shutdown. */
export function openRedisThrottleCounters(
  url: string,
  prefix: string,
): { counters: RedisThrottleCounters; close(): Promise<void> } {
  const redis = new RedisClient(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', (error: Error) => console.warn(`[api] redis: ${error.message}`));
  return {
    counters: new RedisThrottleCounters(redis, prefix),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
