import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { Redis as RedisClient } from 'ioredis';

export interface RedisFanOutOptions {
  /** REDIS_URL */
  url: string;
  /** key and channel prefix: instances of one deployment share it, another deployment on the same Redis uses another */
  prefix: string;
}

/**
 * Hocuspocus's Redis extension (document updates, awareness and stateless messages relayed between instances through
 * pub/sub) without its store lock. Why: the lock is taken with no retry, and a store that cannot take it is skipped
 * silently, so edits that reached only that instance would wait for the next change (or be lost with the instance).
 * Stores need no lock here: each appends to the log with the stream version it expects and an event id derived from
 * the document's content, so of two instances storing the same state one appends and the other finds it stored, and
 * an instance that stored less re-reads the log and appends only the remainder (see EventLogPersistence).
 */
export class RedisFanOut extends RedisExtension {
  constructor(options: RedisFanOutOptions) {
    super({
      prefix: options.prefix,
      createClient: () => new RedisClient(options.url, { maxRetriesPerRequest: null, enableAutoPipelining: true, lazyConnect: false }),
    });
  }

  override async onStoreDocument(): Promise<void> {}

  override async afterStoreDocument(): Promise<void> {}
}
