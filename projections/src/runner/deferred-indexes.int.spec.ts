import { describe, expect, it } from 'vitest';
import { EventStore, isAtOrAfter, type Database, type Queryable } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testEvent } from '@sideline/eventstore/testing/test-events';
import { storePerTest } from './testing/store-per-test.fixture';
import { ALL_PROJECTIONS, migrateProjections } from '../catalog';
import { defineProjection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { ProjectionWatcher } from './projection-watcher';

/** Indexes a full rebuild drops and builds once at its end; never lost, even when the rebuild dies midway. */
describe.each(databaseTargets())('indexes deferred by a rebuild on $name', (target) => {
  let db: Database;
  let store: EventStore;
  const cleanups = storePerTest(target, (fresh) => ({ db, store } = fresh));

  const indexes = async (names: readonly string[], q: Queryable = db) =>
    (
      await q.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ANY($1::text[]) ORDER BY indexname`,
        [[...names]],
      )
    ).map((row) => row.indexname);

  it('names only indexes the read models create', async () => {
    await migrateProjections(db, ALL_PROJECTIONS);
    for (const projection of ALL_PROJECTIONS) {
      const names = projection.rebuildWithoutIndexes ?? [];
      expect({ [projection.name]: await indexes(names) }).toEqual({ [projection.name]: [...names].sort() });
    }
  });

  it('rebuilds without them, builds them at the end, and builds them again after a rebuild that died', async () => {
    let failing = false;
    const seenDuringRebuild: string[][] = [];
    const projection = defineProjection({
      name: 'tagged',
      version: 1,
      handles: ['Tagged'],
      rebuildWithoutIndexes: ['tagged_by_tag'],
      migrations: [
        {
          id: '001',
          sql: `CREATE TABLE tagged (id text PRIMARY KEY, tag text NOT NULL); CREATE INDEX tagged_by_tag ON tagged (tag DESC) WHERE tag <> ''`,
        },
      ],
      async reset(tx) {
        await tx.query('DELETE FROM tagged');
      },
      async apply(tx, event) {
        if (failing) throw new Error('cannot tag');
        seenDuringRebuild.push(await indexes(['tagged_by_tag'], tx)); // in the transaction: PGlite is one session
        await tx.query('INSERT INTO tagged (id, tag) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
          event.eventId,
          (event.data as { tag: string }).tag,
        ]);
      },
    });
    for (const tag of ['a', 'b', 'c'])
      await store.append(`t-${tag}`, [testEvent('Tagged', { tag })], { expectedVersion: 'any', streamType: 't' });
    const head = (await store.head()).position;
    await expect.poll(async () => isAtOrAfter((await store.head()).position, head)).toBe(true);
    const runner = new ProjectionRunner({ db, store, projections: [projection], owner: 'runner-a' });
    cleanups.push(() => runner.stop());

    expect(await runner.rebuild('tagged')).toMatchObject({ processed: 3 });
    expect(seenDuringRebuild).toEqual([[], [], []]);
    expect(await indexes(['tagged_by_tag'])).toEqual(['tagged_by_tag']);
    const [definition] = await db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'tagged_by_tag'`,
    );
    expect(definition!.indexdef).toMatch(/\(tag DESC\) WHERE \(tag <> ''::text\)$/);
    expect(await db.query('SELECT * FROM projection_deferred_indexes')).toEqual([]);

    failing = true;
    await expect(runner.rebuild('tagged')).rejects.toThrow(/cannot tag/);
    expect(await indexes(['tagged_by_tag'])).toEqual([]);
    // The next process to take the read model's lease builds it again, then catches up.
    failing = false;
    await runner.start();
    const watcher = new ProjectionWatcher(db, { pollIntervalMs: 50 });
    cleanups.push(() => watcher.close());
    expect(await watcher.waitFor(head, ['tagged'], 20_000)).toBe(true);
    // The checkpoint may have stayed at the head (the rebuild died before moving it): the index comes with the lease.
    await expect.poll(() => indexes(['tagged_by_tag']), { timeout: 20_000, interval: 50 }).toEqual(['tagged_by_tag']);
    expect(await db.query('SELECT * FROM projection_deferred_indexes')).toEqual([]);
    await expect
      .poll(() => db.query('SELECT count(*)::int AS n FROM tagged'), { timeout: 20_000, interval: 50 })
      .toEqual([{ n: 3 }]);
  });
});
