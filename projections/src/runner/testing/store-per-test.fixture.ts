import { afterEach, beforeEach } from 'vitest';
import { EventStore, type Database } from '@sideline/eventstore';
import type { DatabaseTarget } from '@sideline/eventstore/testing/test-databases';

/**
 * The runner specs' set-up: a fresh database and event store before each test (handed to `opened`), and after it the
 * test's clean-ups (last first, e.g. stopping runners and watchers) and the database closed. Returns the list a test
 * pushes its clean-ups to.
 */
export function storePerTest(
  target: DatabaseTarget,
  opened: (fresh: { db: Database; store: EventStore }) => void,
): (() => Promise<void>)[] {
  const cleanups: (() => Promise<void>)[] = [];
  let db: Database | undefined;
  beforeEach(async () => {
    db = await target.open();
    opened({ db, store: await EventStore.open(db) });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await db?.close();
  });
  return cleanups;
}
