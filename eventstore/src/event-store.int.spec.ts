import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuplicateEventError, EventStoreError } from './errors';
import { EventStore } from './event-store';
import { comparePositions } from './positions';
import { databaseTargets } from './testing/test-databases';
import {
  conflictOf,
  positionOf,
  readAllEventually as readAllEventually_,
  settledHeadOf,
  streamWith as streamWith_,
  thingAppend,
  thingStream,
} from './testing/store-specs';
import { testEvent } from './testing/test-events';
import type { Database, LogPosition, RecordedEvent } from './types';

const stream = thingStream;

let settledHead: () => Promise<LogPosition>;

const opts = thingAppend;
describe.each(databaseTargets())('event store contract on $name', (target) => {
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    db = await target.open();
    store = await EventStore.open(db);
    settledHead = settledHeadOf(store);
  });
  afterAll(() => db.close());

  const readAllEventually = (from: LogPosition, count: number) => readAllEventually_(store, from, count);
  const streamWith = (count: number) => streamWith_(store, count);

  describe('expected version', () => {
    it('no_stream passes on a new stream and fails on an existing one', async () => {
      const id = stream();
      await expect(store.append(id, [testEvent()], opts('no_stream'))).resolves.toMatchObject({
        nextExpectedVersion: 1,
      });
      expect((await conflictOf(store.append(id, [testEvent()], opts('no_stream')))).actualVersion).toBe(1);
    });

    it('a number passes when it is the current version (0 for a new stream) and fails otherwise', async () => {
      const id = stream();
      await store.append(id, [testEvent(), testEvent()], opts(0));
      await expect(store.append(id, [testEvent()], opts(2))).resolves.toMatchObject({ nextExpectedVersion: 3 });
      expect((await conflictOf(store.append(id, [testEvent()], opts(2)))).actualVersion).toBe(3);
      expect((await conflictOf(store.append(stream(), [testEvent()], opts(4)))).actualVersion).toBe(0);
    });

    it('stream_exists fails on a missing stream and passes on an existing one', async () => {
      const id = stream();
      expect((await conflictOf(store.append(id, [testEvent()], opts('stream_exists')))).actualVersion).toBe(0);
      await store.append(id, [testEvent()], opts('no_stream'));
      await expect(store.append(id, [testEvent()], opts('stream_exists'))).resolves.toMatchObject({
        nextExpectedVersion: 2,
      });
    });

    it('any passes on missing and existing streams', async () => {
      const id = stream();
      await expect(store.append(id, [testEvent()], opts('any'))).resolves.toMatchObject({ nextExpectedVersion: 1 });
      await expect(store.append(id, [testEvent()], opts('any'))).resolves.toMatchObject({ nextExpectedVersion: 2 });
    });

    it('the conflict is a typed store error carrying the real version', async () => {
      const id = await streamWith(3);
      const error = await conflictOf(store.append(id, [testEvent()], opts(1)));
      expect(error).toBeInstanceOf(EventStoreError);
      expect(error).toMatchObject({ code: 'EVENTSTORE.VERSION_CONFLICT' });
      expect(error.details).toEqual({ streamId: id, expectedVersion: 1, actualVersion: 3 });
      expect(await store.streamVersion(id)).toBe(3);
    });
  });

  describe('idempotent retries and empty appends', () => {
    it('appending the same event ids again is a no-op, even with a now-stale expected version', async () => {
      const id = stream();
      const batch = [testEvent(), testEvent()];
      const first = await store.append(id, batch, opts('no_stream'));
      const retry = await store.append(id, batch, opts('no_stream'));
      expect(retry).toEqual({ ...first, idempotentReplay: true });
      await store.append(id, [testEvent()], opts(2));
      expect((await store.append(id, batch, opts(0))).idempotentReplay).toBe(true);
      expect((await store.readStream(id)).events.map((e) => e.eventId)).toHaveLength(3);
    });

    it('refuses a batch that repeats only some ids, or ids of another stream', async () => {
      const id = stream();
      const stored = testEvent();
      await store.append(id, [stored], opts('no_stream'));
      await expect(store.append(id, [stored, testEvent()], opts('any'))).rejects.toBeInstanceOf(DuplicateEventError);
      await expect(store.append(stream(), [stored], opts('any'))).rejects.toBeInstanceOf(DuplicateEventError);
      const twice = testEvent();
      await expect(store.append(stream(), [twice, twice], opts('any'))).rejects.toBeInstanceOf(DuplicateEventError);
      expect(await store.streamVersion(id)).toBe(1);
    });

    it('an empty append writes nothing', async () => {
      const id = await streamWith(2);
      const result = await store.append(id, [], opts(7));
      expect(result).toMatchObject({ nextExpectedVersion: 2, idempotentReplay: true });
      expect((await store.readStream(id)).events).toHaveLength(2);
      const missing = stream();
      expect((await store.append(missing, [], opts('stream_exists'))).nextExpectedVersion).toBe(0);
      expect(await store.readStream(missing)).toEqual({ streamId: missing, version: 0, events: [] });
    });
  });

  it('the events table refuses UPDATE, DELETE and TRUNCATE', async () => {
    await streamWith(1);
    await expect(db.query(`UPDATE events SET type = 'Changed'`)).rejects.toThrow(/append-only: UPDATE/);
    await expect(db.query('DELETE FROM events WHERE false')).rejects.toThrow(/append-only: DELETE/);
    await expect(db.exec('TRUNCATE events')).rejects.toThrow(/append-only: TRUNCATE/);
  });

  it('appends inside the caller transaction: ordinary rows and events commit or roll back together', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS side_rows (id text PRIMARY KEY)');
    const [kept, dropped] = [stream(), stream()];
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO side_rows (id) VALUES ($1)', [kept]);
      await store.append(kept, [testEvent()], { ...opts('no_stream'), tx });
    });
    const failure = db.transaction(async (tx) => {
      await tx.query('INSERT INTO side_rows (id) VALUES ($1)', [dropped]);
      await store.append(dropped, [testEvent()], { ...opts('no_stream'), tx });
      throw new Error('changed my mind');
    });
    await expect(failure).rejects.toThrow('changed my mind');
    const rows = await db.query<{ id: string }>('SELECT id FROM side_rows WHERE id = ANY($1::text[])', [
      [kept, dropped],
    ]);
    expect(rows.map((r) => r.id)).toEqual([kept]);
    expect([await store.streamVersion(kept), await store.streamVersion(dropped)]).toEqual([1, 0]);
  });

  describe('reading', () => {
    it('readStream returns the requested version range and the current version', async () => {
      const id = await streamWith(5);
      const middle = await store.readStream(id, { fromVersion: 2, toVersion: 4 });
      expect(middle.version).toBe(5);
      expect(middle.events.map((e) => e.streamVersion)).toEqual([2, 3, 4]);
      expect((await store.readStream(id, { fromVersion: 5 })).events.map((e) => e.streamVersion)).toEqual([5]);
      expect((await store.readStream(id, { fromVersion: 9 })).events).toEqual([]);
      expect(await store.readStream('missing')).toEqual({ streamId: 'missing', version: 0, events: [] });
    });

    it('readStream returns events as stored: ids, data, metadata, types', async () => {
      const id = stream();
      const event = testEvent('ThingNamed', { name: 'Cone drill', tags: ['a'], nested: { n: 1 } });
      const appended = await store.append(id, [event], { expectedVersion: 'no_stream', streamType: 'drill' });
      const [read] = (await store.readStream(id)).events;
      expect(read).toEqual({
        ...appended.lastPosition,
        streamId: id,
        streamType: 'drill',
        streamVersion: 1,
        eventId: event.eventId,
        type: 'ThingNamed',
        data: event.data,
        metadata: event.metadata,
        recordedAt: expect.any(Date),
      });
      expect(typeof read!.globalPosition).toBe('bigint');
      expect(typeof read!.transactionId).toBe('bigint');
    });

    it('readAll returns events in (transaction id, global position) order, in pages, with filters', async () => {
      const from = await settledHead();
      const [a, b] = [stream(), stream()];
      await store.append(a, [testEvent('A1'), testEvent('A2')], opts('no_stream'));
      await store.append(b, [testEvent('B1')], { expectedVersion: 'no_stream', streamType: 'other' });
      await store.append(a, [testEvent('A3')], opts(2));
      const all = await readAllEventually(from, 4);
      expect(all.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
      for (let i = 1; i < all.length; i++)
        expect(comparePositions(positionOf(all[i - 1]!), positionOf(all[i]!))).toBe(-1);
      const page = await store.readAll(from, 2);
      expect((await store.readAll(positionOf(page[1]!), 2)).map((e) => e.type)).toEqual(['B1', 'A3']);
      expect((await store.readAll(from, 100, { types: ['A3', 'B1'] })).map((e) => e.type)).toEqual(['B1', 'A3']);
      expect((await store.readAll(from, 100, { streamTypes: ['other'] })).map((e) => e.type)).toEqual(['B1']);
      expect(await store.backlog(from)).toMatchObject({ events: 4 });
      expect((await store.head()).position).toEqual(positionOf(all[3]!));
    });
  });

  describe('subscriptions', () => {
    it('are woken by LISTEN long before the poll interval', async () => {
      const from = await settledHead();
      const seenAt: number[] = [];
      const subscription = store.subscribe({
        after: from,
        pollIntervalMs: 20_000,
        onEvents: async (events) => void seenAt.push(...events.map(() => performance.now())),
      });
      // A first event, seen however it comes: the subscription listens before its first read, so once it has seen
      // this one it is listening (a fixed pause was not enough on a busy machine: the LISTEN connection came later).
      await store.append(stream(), [testEvent()], opts('no_stream'));
      await expect.poll(() => seenAt.length, { timeout: 15_000, interval: 5 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 100)); // caught up and waiting
      const appendedAt = performance.now();
      await store.append(stream(), [testEvent()], opts('no_stream'));
      await expect.poll(() => seenAt.length, { timeout: 5_000, interval: 5 }).toBe(2);
      expect(seenAt[1]! - appendedAt).toBeLessThan(1_000);
      await subscription.stop();
    });

    it('stop on a handler error and surface it, without calling the handler again', async () => {
      const from = await settledHead();
      await store.append(stream(), [testEvent(), testEvent()], opts('no_stream'));
      let calls = 0;
      let refused: RecordedEvent[] = [];
      const errors: unknown[] = [];
      const subscription = store.subscribe({
        after: from,
        batchSize: 1,
        pollIntervalMs: 10,
        onEvents: async (events) => {
          calls++;
          refused = events;
          throw new Error('handler broke');
        },
        onError: (error) => errors.push(error),
      });
      await expect(subscription.done).rejects.toThrow('handler broke');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls).toBe(1);
      expect(errors).toHaveLength(1);
      // Not past the events the handler refused (it may have moved past what was read before them).
      expect(comparePositions(subscription.position(), positionOf(refused[0]!))).toBe(-1);
      expect(comparePositions(subscription.position(), from)).toBeGreaterThanOrEqual(0);
      await subscription.stop();
    });
  });
});
