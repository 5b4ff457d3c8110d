import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError } from './errors';
import { EventStore } from './event-store';
import { comparePositions } from './positions';
import { databaseTargets } from './testing/test-databases';
import {
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
describe.each(databaseTargets())('event store under concurrent writers on $name', (target) => {
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

  describe('concurrency', () => {
    it('concurrent appends to one stream: exactly one writer wins each version', async () => {
      const id = stream();
      for (let version = 0; version < 10; version++) {
        const results = await Promise.allSettled(
          Array.from({ length: 8 }, () => store.append(id, [testEvent()], opts(version))),
        );
        const winners = results.filter((r) => r.status === 'fulfilled');
        expect(winners).toHaveLength(1);
        for (const r of results) {
          if (r.status === 'rejected') expect(r.reason).toMatchObject({ actualVersion: version + 1 });
        }
      }
      const read = await store.readStream(id);
      expect(read.version).toBe(10);
      expect(read.events.map((e) => e.streamVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('concurrent appends with any all land, one version each; concurrent new streams have one winner', async () => {
      const id = stream();
      const appended = await Promise.all(
        Array.from({ length: 16 }, () =>
          store.append(id, [testEvent()], { expectedVersion: 'any', streamType: 'raced' }),
        ),
      );
      expect(appended.map((a) => a.nextExpectedVersion).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 16 }, (_, i) => i + 1),
      );
      const read = await store.readStream(id);
      expect([read.version, read.events.every((e) => e.streamType === 'raced')]).toEqual([16, true]);

      const fresh = stream();
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => store.append(fresh, [testEvent()], opts('no_stream'))),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ actualVersion: 1 });
    });

    it('a stream is written once, at its first event; its version is its last event', async () => {
      const id = stream();
      await store.append(id, [testEvent()], {
        expectedVersion: 'no_stream',
        streamType: 'kept',
        snapshot: { tag: 't', state: 'first' },
      });
      await store.append(id, [testEvent(), testEvent()], { expectedVersion: 1, streamType: 'ignored later' });
      const rows = await db.query<Record<string, unknown>>('SELECT * FROM streams WHERE stream_id = $1', [id]);
      expect(rows).toEqual([{ stream_id: id, stream_type: 'kept', created_at: expect.any(Date) }]);
      expect(await store.streamVersion(id)).toBe(3);
      expect((await store.readForCommand(id, { snapshotTag: 't' })).snapshot).toEqual({ version: 1, state: 'first' });
    });

    it('8 writers x 500 appends while a subscriber follows: each event seen once, streams in version order', async () => {
      const from = await settledHead();
      const prefix = randomUUID();
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribe({
        after: from,
        batchSize: 100,
        onEvents: async (events) => void seen.push(...events),
      });
      const writer = async (w: number) => {
        for (let i = 0; i < 500; i++) {
          const id = `${prefix}-${(w * 7 + i) % 40}`;
          await store.append(id, [testEvent('Written', { w, i })], opts('any'));
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
      await expect.poll(() => seen.length, { timeout: 30_000, interval: 50 }).toBe(4000);
      await subscription.stop();

      expect(new Set(seen.map((e) => e.eventId)).size).toBe(4000);
      const versions = new Map<string, number>();
      for (let i = 0; i < seen.length; i++) {
        const event = seen[i]!;
        if (i > 0) expect(comparePositions(positionOf(seen[i - 1]!), positionOf(event))).toBe(-1);
        expect(event.streamVersion).toBe((versions.get(event.streamId) ?? 0) + 1);
        versions.set(event.streamId, event.streamVersion);
      }
      expect(await store.readAll(from, 5000)).toHaveLength(4000);
    });

    if (target.name === 'postgres') {
      // PGlite is one session: two transactions cannot be open at once there.
      it('a transaction that took an earlier position but commits later is not skipped', async () => {
        const from = await settledHead();
        let releaseA!: () => void;
        const held = new Promise<void>((resolve) => (releaseA = resolve));
        let appendedA!: () => void;
        const aAppended = new Promise<void>((resolve) => (appendedA = resolve));
        const txA = db.transaction(async (tx) => {
          await store.append(stream(), [testEvent('A')], { ...opts('no_stream'), tx });
          appendedA();
          await held;
        });
        await aAppended;
        const b = await store.append(stream(), [testEvent('B')], opts('no_stream'));
        expect(await store.readAll(from, 10)).toEqual([]);
        releaseA();
        await txA;
        const both = await readAllEventually(from, 2);
        expect(both.map((e) => e.type)).toEqual(['A', 'B']);
        expect(both[0]!.globalPosition).toBeLessThan(b.lastGlobalPosition);
      });

      it('an append in a caller transaction that loses the race for its version is a conflict, and nothing of it stays', async () => {
        await db.exec('CREATE TABLE IF NOT EXISTS side_rows (id text PRIMARY KEY)');
        const id = await streamWith(1);
        let releaseWinner!: () => void;
        const held = new Promise<void>((resolve) => (releaseWinner = resolve));
        let winnerAppended!: () => void;
        const appended = new Promise<void>((resolve) => (winnerAppended = resolve));
        const winner = db.transaction(async (tx) => {
          await store.append(id, [testEvent('Won')], { ...opts(1), tx });
          winnerAppended();
          await held;
        });
        await appended;
        const loser = db
          .transaction(async (tx) => {
            await tx.query('INSERT INTO side_rows (id) VALUES ($1)', [id]);
            await store.append(id, [testEvent('Lost')], { ...opts(1), tx }); // waits for the winner's commit
          })
          .catch((e: unknown) => e);
        await new Promise((resolve) => setTimeout(resolve, 100));
        releaseWinner();
        await winner;
        const error = await loser;
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(error).toMatchObject({ expectedVersion: 1, actualVersion: 2 });
        expect((await store.readStream(id)).events.map((e) => e.type)).toEqual(['ThingHappened', 'Won']);
        expect(await db.query('SELECT id FROM side_rows WHERE id = $1', [id])).toEqual([]);
      });

      it("refuses to append from a transaction older than the stream's last writer (it would sort first)", async () => {
        await db.exec('CREATE TABLE IF NOT EXISTS side_rows (id text PRIMARY KEY)');
        const id = stream();
        const error = await db
          .transaction(async (tx) => {
            await tx.query('INSERT INTO side_rows (id) VALUES ($1)', [id]); // takes a transaction id now
            await store.append(id, [testEvent()], opts('no_stream')); // a younger transaction commits version 1
            await store.append(id, [testEvent()], { ...opts('any'), tx });
          })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ConcurrencyError);
        expect(error).toMatchObject({ actualVersion: 1 });
        expect(await store.streamVersion(id)).toBe(1);
      });
    }
  });
});
