import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHEN_APPENDED, type AlongsideWrite } from './append-statements';
import { EventStore } from './event-store';
import { databaseTargets } from './testing/test-databases';
import { conflictOf, thingAppend, thingStream } from './testing/store-specs';
import { testEvent } from './testing/test-events';
import type { Database } from './types';

const stream = thingStream;
const opts = thingAppend;

/** What command handlers use of the store besides a plain append: snapshots, stored-id probes, writes alongside. */
describe.each(databaseTargets())('event store for commands on $name', (target) => {
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    db = await target.open();
    store = await EventStore.open(db);
  });
  afterAll(() => db.close());

  /** Appends `count` single-event appends and returns the stream id. */
  async function streamWith(count: number): Promise<string> {
    const id = stream();
    for (let v = 0; v < count; v++) await store.append(id, [testEvent()], opts(v));
    return id;
  }

  describe('snapshots and reads for commands', () => {
    it('reads version and events in one go; with no snapshot of that tag, from the start', async () => {
      const id = await streamWith(3);
      const read = await store.readForCommand(id, { snapshotTag: 'thing@1' });
      expect([read.version, read.snapshot, read.events.map((e) => e.streamVersion), read.stored]).toEqual([
        3,
        null,
        [1, 2, 3],
        null,
      ]);
      expect(await store.readForCommand(stream())).toMatchObject({ version: 0, events: [], snapshot: null });
    });

    it('keeps the state an append hands in as the snapshot, and reads only the events after it', async () => {
      const id = await streamWith(2);
      await store.append(id, [testEvent()], { ...opts(2), snapshot: { tag: 'thing@1', state: { count: 3 } } });
      await store.append(id, [testEvent(), testEvent()], opts(3));
      const read = await store.readForCommand(id, { snapshotTag: 'thing@1' });
      expect(read.snapshot).toEqual({ version: 3, state: { count: 3 } });
      expect([read.version, read.events.map((e) => e.streamVersion)]).toEqual([5, [4, 5]]);
      // Folded by other code (another tag): ignored, everything is read.
      const other = await store.readForCommand(id, { snapshotTag: 'thing@2' });
      expect([other.snapshot, other.events.length]).toEqual([null, 5]);
    });

    it('a snapshot is part of the append: a refused append leaves the old one', async () => {
      const id = await streamWith(1);
      await store.append(id, [testEvent()], { ...opts(1), snapshot: { tag: 't', state: 'at 2' } });
      await conflictOf(store.append(id, [testEvent()], { ...opts(1), snapshot: { tag: 't', state: 'wrong' } }));
      expect((await store.readForCommand(id, { snapshotTag: 't' })).snapshot).toEqual({ version: 2, state: 'at 2' });
    });

    it('tells where an event id is stored (an idempotent retry), and nothing for an unknown id', async () => {
      const id = stream();
      const event = testEvent('Made', {}, randomUUID());
      await store.append(id, [event], opts('no_stream'));
      const read = await store.readForCommand(stream(), { storedEventId: event.eventId });
      expect(read.stored).toEqual({ streamId: id, streamVersion: 1, metadata: event.metadata });
      expect((await store.readForCommand(id, { storedEventId: randomUUID() })).stored).toBeNull();
    });
  });

  describe('writes alongside an append', () => {
    const sideRow = (id: string): AlongsideWrite => ({
      sql: `INSERT INTO side_rows (id) SELECT $1 WHERE ${WHEN_APPENDED}`,
      params: [id],
    });
    const sideRows = async (prefix: string) =>
      (await db.query<{ id: string }>('SELECT id FROM side_rows WHERE id LIKE $1 ORDER BY id', [`${prefix}-%`])).map(
        (r) => r.id,
      );

    it('are written with the events, and not at all when the append is refused or a retry', async () => {
      await db.exec('CREATE TABLE IF NOT EXISTS side_rows (id text PRIMARY KEY)');
      const id = stream();
      const first = testEvent();
      await store.append(id, [first], { ...opts('no_stream'), alongside: [sideRow(`${id}-a`), sideRow(`${id}-b`)] });
      await conflictOf(store.append(id, [testEvent()], { ...opts(0), alongside: [sideRow(`${id}-refused`)] }));
      await conflictOf(store.append(id, [testEvent()], { ...opts(5), alongside: [sideRow(`${id}-gap`)] }));
      expect(
        (await store.append(id, [first], { ...opts('no_stream'), alongside: [sideRow(`${id}-retry`)] }))
          .idempotentReplay,
      ).toBe(true);
      await store.append(id, [testEvent()], { ...opts(1), alongside: [sideRow(`${id}-c`)] });
      expect(await sideRows(id)).toEqual([`${id}-a`, `${id}-b`, `${id}-c`]);
      expect(await store.streamVersion(id)).toBe(2);
    });

    it('go with the caller transaction, and a write that fails takes the events with it', async () => {
      await db.exec('CREATE TABLE IF NOT EXISTS side_rows (id text PRIMARY KEY)');
      const id = stream();
      await db.transaction(async (tx) => {
        await store.append(id, [testEvent()], { ...opts('no_stream'), tx, alongside: [sideRow(`${id}-in-tx`)] });
      });
      // The same row again: its primary key refuses it, and the events are not written either.
      await expect(
        store.append(id, [testEvent()], { ...opts(1), alongside: [sideRow(`${id}-in-tx`)] }),
      ).rejects.toThrow();
      expect([await sideRows(id), await store.streamVersion(id)]).toEqual([[`${id}-in-tx`], 1]);
    });

    it('must wait for the append and number their own parameters', async () => {
      const id = stream();
      await expect(
        store.append(id, [testEvent()], {
          ...opts('no_stream'),
          alongside: [{ sql: 'INSERT INTO side_rows (id) VALUES ($1)', params: ['x'] }],
        }),
      ).rejects.toThrow(/WHEN_APPENDED/);
      await expect(
        store.append(id, [testEvent()], {
          ...opts('no_stream'),
          alongside: [{ sql: `INSERT INTO side_rows (id) SELECT $2 WHERE ${WHEN_APPENDED}`, params: ['x'] }],
        }),
      ).rejects.toThrow(/parameters/);
      expect(await store.streamVersion(id)).toBe(0);
    });
  });
});
