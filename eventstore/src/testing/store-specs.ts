import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PostgresDatabase } from '../database/postgres-database';
import { ConcurrencyError } from '../errors';
import type { Database, ExpectedVersion } from '../types';

/** What the event store's own specs share: a fresh stream id, the append options of a test stream, conflicts. */
export const thingStream = () => `thing-${randomUUID()}`;
export const thingAppend = (expectedVersion: ExpectedVersion) => ({ expectedVersion, streamType: 'thing' });

/** The ConcurrencyError a promise must end in. */
export async function conflictOf(promise: Promise<unknown>): Promise<ConcurrencyError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConcurrencyError);
  return error as ConcurrencyError;
}

/**
 * A transaction on a connection of its own (PostgreSQL, TEST_DATABASE_URL), holding a transaction id older than any
 * append after this call, open until `release()`: readers see nothing from such an append on, as when someone else's
 * long transaction runs on a shared server. `release()` ends it (once, however often it is called).
 */
export async function holdOlderTransaction(db: Database): Promise<{ release(): Promise<void> }> {
  const [{ schema }] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [
    { schema: string },
  ];
  const elsewhere = await PostgresDatabase.open({ url: process.env.TEST_DATABASE_URL!, schema, max: 1 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const holder = elsewhere.transaction(async (tx) => {
    await tx.query('SELECT pg_current_xact_id()');
    holding();
    await released;
  });
  await held;
  let ended: Promise<void> | null = null;
  const end = async () => {
    release();
    await holder;
    await elsewhere.close();
  };
  // Once: a test's clean-up may release it again.
  return { release: () => (ended ??= end()) };
}
