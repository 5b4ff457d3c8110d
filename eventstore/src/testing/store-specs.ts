import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PostgresDatabase } from '../database/postgres-database';
import { ConcurrencyError } from '../errors';
import type { EventStore } from '../event-store';
import { isAtOrAfter } from '../positions';
import type { Database, ExpectedVersion, LogPosition, RecordedEvent } from '../types';
import { testEvent } from './test-events';

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

/**
 * The position after everything a spec file appended so far, once readers can see it. Readers stop below the
 * cluster-wide xmin, so on a shared PostgreSQL server another session's long transaction can hide our own
 * earlier appends for a while; `head()` alone would then start a test before them.
 */
export function settledHeadOf(store: EventStore) {
  return async () => {
    const marker = (
      await store.append(thingStream(), [testEvent('Marker')], { expectedVersion: 'no_stream', streamType: 'marker' })
    ).lastPosition;
    await expect
      .poll(async () => isAtOrAfter((await store.head()).position, marker), { timeout: 60_000, interval: 50 })
      .toBe(true);
    return marker;
  };
}

export const positionOf = (e: RecordedEvent): LogPosition => ({
  transactionId: e.transactionId,
  globalPosition: e.globalPosition,
});

/**
 * On PostgreSQL a transaction still open anywhere in the cluster (another test worker) hides newer events
 * from readAll until it ends: that is the point of the snapshot rule. So wait for what was just written.
 */
export async function readAllEventually(store: EventStore, from: LogPosition, count: number): Promise<RecordedEvent[]> {
  let events: RecordedEvent[] = [];
  await expect
    .poll(async () => (events = await store.readAll(from, count + 10)).length, { timeout: 10_000, interval: 20 })
    .toBe(count);
  return events;
}

/** Appends `count` single-event appends to a new test stream and returns its id. */
export async function streamWith(store: EventStore, count: number): Promise<string> {
  const id = thingStream();
  for (let v = 0; v < count; v++) await store.append(id, [testEvent()], thingAppend(v));
  return id;
}
