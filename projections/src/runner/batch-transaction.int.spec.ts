import { describe, expect, it } from 'vitest';
import { EventStore, START, isAtOrAfter, type Database, type LogPosition } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testEvent } from '@sideline/eventstore/testing/test-events';
import { storePerTest } from './testing/store-per-test.fixture';
import { readCheckpoints } from './checkpoints';
import { countingProjection, totals } from './testing/counting-projection.fixture';
import { defineProjection } from './projection';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
import { ProjectionWatcher } from './projection-watcher';

/** The read models a batch concerns apply it in one transaction; one failing or moved holds back no other. */
describe.each(databaseTargets())('batch transactions on $name', (target) => {
  let db: Database;
  let store: EventStore;
  const cleanups = storePerTest(target, (fresh) => ({ db, store } = fresh));

  function runner(options: Partial<ProjectionRunnerOptions>): ProjectionRunner {
    const created = new ProjectionRunner({
      db,
      store,
      projections: [],
      owner: 'runner-a',
      pollIntervalMs: 200,
      ...options,
    });
    cleanups.push(() => created.stop());
    return created;
  }

  function watcher(): ProjectionWatcher {
    const created = new ProjectionWatcher(db, { pollIntervalMs: 50 });
    cleanups.push(() => created.close());
    return created;
  }

  async function count(streamId: string, n: number, data: object = {}): Promise<LogPosition> {
    let last = START;
    for (let i = 0; i < n; i++) {
      last = (await store.append(streamId, [testEvent('Counted', data)], { expectedVersion: 'any', streamType: 'c' }))
        .lastPosition;
    }
    await expect.poll(async () => isAtOrAfter((await store.head()).position, last), { timeout: 30_000 }).toBe(true);
    return last;
  }

  /** A read model that records the transaction each batch ran in, and whether the planner preferred indexes. */
  function transactionProbe(name: string, seen: { txid: string; seqscan: string }[]) {
    return defineProjection({
      name,
      version: 1,
      handles: ['Counted'],
      migrations: [],
      async reset() {},
      async apply() {},
      async applyBatch(tx) {
        const [row] = await tx.query<{ txid: string; seqscan: string }>(
          `SELECT txid_current()::text AS txid, current_setting('enable_seqscan') AS seqscan`,
        );
        seen.push(row!);
      },
    });
  }

  it('applies a batch for every read model that handles it in one transaction, the planner preferring indexes only while catching up', async () => {
    await count('s-1', 7);
    const first: { txid: string; seqscan: string }[] = [];
    const second: { txid: string; seqscan: string }[] = [];
    const run = runner({
      projections: [transactionProbe('probe-a', first), transactionProbe('probe-b', second), countingProjection()],
      batchSize: 5,
    });
    await run.start();
    const watching = watcher();
    expect(await watching.waitFor((await store.head()).position, ['probe-a', 'probe-b', 'counts'], 20_000)).toBe(true);
    // Catching up: a full batch of 5 (planner set), then the 2 left (a batch shorter than the batch size: live).
    expect(first.map((row) => row.txid)).toEqual(second.map((row) => row.txid));
    expect(first.map((row) => row.seqscan)).toEqual(['off', 'on']);
    expect(await totals(db)).toEqual({ 's-1': 7 });

    const live = await count('s-2', 1);
    expect(await watching.waitFor(live, ['probe-a', 'probe-b', 'counts'], 20_000)).toBe(true);
    expect(first).toHaveLength(3);
    expect(first[2]).toEqual(second[2]);
    const checkpoints = await readCheckpoints(db, ['probe-a', 'probe-b', 'counts']);
    expect(checkpoints.map((c) => c.position)).toEqual([live, live, live]);
    expect(checkpoints.map((c) => c.eventsProcessed)).toEqual([8, 8, 8]);
  });

  it('lets the others commit while one read model fails, then the failing one catches up alone', async () => {
    let fixed = false;
    const failing = countingProjection({ name: 'fragile', exploding: () => !fixed });
    const steady = countingProjection({ name: 'steady', exploding: () => false });
    const errors: string[] = [];
    const run = runner({ projections: [failing, steady], onError: (name) => errors.push(name) });
    await run.start();
    const watching = watcher();
    await count('s-1', 2);
    const bad = await count('s-1', 1, { explode: true });
    const after = await count('s-1', 2);
    expect(await watching.waitFor(after, ['steady'], 20_000)).toBe(true);
    expect(await totals(db, 'steady')).toEqual({ 's-1': 5 });
    // The fragile one holds every event before the bad one, and none from it on; only it is reported.
    await expect.poll(async () => (await totals(db, 'fragile'))['s-1'], { timeout: 20_000 }).toBe(2);
    expect(await watching.waitFor(bad, ['fragile'], 300)).toBe(false);
    expect(new Set(errors)).toEqual(new Set(['fragile']));
    expect((await run.status()).find((s) => s.name === 'fragile')).toMatchObject({
      state: 'failing',
      lastError: expect.stringContaining('cannot count'),
    });

    fixed = true;
    expect(await watching.waitFor(after, ['fragile'], 20_000)).toBe(true);
    expect(await totals(db, 'fragile')).toEqual({ 's-1': 5 });
    const live = await count('s-2', 1);
    expect(await watching.waitFor(live, ['fragile', 'steady'], 20_000)).toBe(true);
    expect(await totals(db, 'steady')).toEqual({ 's-1': 5, 's-2': 1 });
    expect(await totals(db, 'fragile')).toEqual({ 's-1': 5, 's-2': 1 });
  });

  it('commits the others when one read model lost its lease, and writes nothing for that one', async () => {
    const run = runner({
      projections: [countingProjection({ name: 'kept' }), countingProjection({ name: 'taken' })],
      leaseMs: 60_000,
    });
    await run.start();
    const watching = watcher();
    expect(await watching.waitFor(await count('s-1', 2), ['kept', 'taken'], 20_000)).toBe(true);
    // Another process takes one lease over (this one learns of it only at its next renewal, 20 s away).
    await db.query(`UPDATE projection_leases SET owner = 'runner-b' WHERE name = 'taken'`);
    const position = await count('s-1', 3);
    expect(await watching.waitFor(position, ['kept'], 20_000)).toBe(true);
    expect(await totals(db, 'kept')).toEqual({ 's-1': 5 });
    expect(await totals(db, 'taken')).toEqual({ 's-1': 2 });
    const [taken] = await readCheckpoints(db, ['taken']);
    expect(taken!.eventsProcessed).toBe(2);
  });
});
