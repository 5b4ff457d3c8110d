import { describe, expect, it } from 'vitest';
import { EventStore, START, isAtOrAfter, type Database, type LogPosition } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { holdOlderTransaction } from '@sideline/eventstore/testing/store-specs';
import { testEvent } from '@sideline/eventstore/testing/test-events';
import { storePerTest } from './testing/store-per-test.fixture';
import { countingProjection, totals } from './testing/counting-projection.fixture';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
import { defineProjection } from './projection';
import { ProjectionWatcher } from './projection-watcher';
import { readCheckpoints } from './checkpoints';

describe.each(databaseTargets())('projection runner on $name', (target) => {
  let db: Database;
  let store: EventStore;
  const cleanups = storePerTest(target, (fresh) => ({ db, store } = fresh));

  function runner(options: Partial<ProjectionRunnerOptions> = {}): ProjectionRunner {
    const created = new ProjectionRunner({
      db,
      store,
      projections: [countingProjection()],
      owner: 'runner-a',
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

  /**
   * Readers see only transactions below the cluster-wide xmin, so a long transaction anywhere on a shared
   * PostgreSQL server (another test file holding one open on purpose) delays visibility. Tests that count what
   * readers see first wait until their own appends are visible.
   */
  async function visibleUpTo(position: LogPosition) {
    await expect.poll(async () => isAtOrAfter((await store.head()).position, position), { timeout: 30_000 }).toBe(true);
  }

  /** Appends `count` Counted events, one per append, to `streamId`; returns the last position once readers see it. */
  async function count(streamId: string, n: number, data: object = {}): Promise<LogPosition> {
    let last = START;
    for (let i = 0; i < n; i++) {
      last = (await store.append(streamId, [testEvent('Counted', data)], { expectedVersion: 'any', streamType: 'c' }))
        .lastPosition;
    }
    await visibleUpTo(last);
    return last;
  }

  it('catches up in batches, then follows live appends, announcing changed keys', async () => {
    await count('s-1', 25);
    await visibleUpTo(
      (await store.append('other', [testEvent('NotCounted')], { expectedVersion: 'any', streamType: 'c' }))
        .lastPosition,
    );
    const changes: string[][] = [];
    const watching = watcher();
    watching.onChange((change) => changes.push(change.changed));
    await runner({ batchSize: 10 }).start();
    const head = (await store.head()).position;
    expect(await watching.waitFor(head, ['counts'], 20_000)).toBe(true);
    expect(await totals(db)).toEqual({ 's-1': 25 });

    const live = await count('s-2', 3);
    expect(await watching.waitFor(live, ['counts'], 20_000)).toBe(true);
    expect(await totals(db)).toEqual({ 's-1': 25, 's-2': 3 });
    const [checkpoint] = await readCheckpoints(db, ['counts']);
    expect(checkpoint).toMatchObject({ position: live, eventsProcessed: 29, lastError: null });
    await expect.poll(() => changes.flat()).toContain('count:s-2');
  });

  it('writes rows and checkpoint atomically, and retries a failing event with backoff without skipping it', async () => {
    let fixed = false;
    let attempts = 0;
    const checksAtFailure: Promise<unknown>[] = [];
    const projection = countingProjection({
      exploding: () => !fixed,
      onApply: (event) => void ((event.data as { explode?: boolean }).explode && attempts++),
    });
    await count('s-1', 2);
    await count('s-1', 1, { explode: true });
    await count('s-1', 1);
    const run = runner({
      projections: [projection],
      onError: () => {
        // The failed transaction rolled back: no row and no checkpoint move from the good events before it.
        if (checksAtFailure.length === 0) {
          checksAtFailure.push(Promise.all([totals(db), readCheckpoints(db, ['counts'])]));
        }
      },
    });
    await run.start();
    await expect.poll(() => checksAtFailure.length, { timeout: 10_000 }).toBe(1);
    const [rowsAtFailure, [checkpointAtFailure]] = (await checksAtFailure[0]) as [object, { position: LogPosition }[]];
    expect(rowsAtFailure).toEqual({});
    expect(checkpointAtFailure!.position).toEqual(START);

    // Retried one event at a time: the two good events before the bad one get through, the bad one does not.
    await expect.poll(async () => (await totals(db))['s-1'], { timeout: 10_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(attempts).toBeLessThanOrEqual(6); // backoff 250, 500, 1000 ms...: no hot loop
    const [failing] = await run.status();
    expect(failing).toMatchObject({
      state: 'failing',
      lagEvents: 2,
      lastError: expect.stringContaining('cannot count'),
    });

    fixed = true;
    await expect.poll(async () => (await totals(db))['s-1'], { timeout: 20_000 }).toBe(4);
    const [healed] = await run.status();
    expect(healed).toMatchObject({ lagEvents: 0, lastError: null, eventsProcessed: 4 });
  });

  it('fails over: a standby takes over when the holder stops or its lease expires', async () => {
    const a = runner({ owner: 'runner-a', leaseMs: 600 });
    const b = runner({ owner: 'runner-b', leaseMs: 600 });
    await a.start();
    await b.start();
    const watching = watcher();
    expect(await watching.waitFor(await count('s-1', 5), ['counts'], 10_000)).toBe(true);
    expect((await b.status())[0]).toMatchObject({ leaseholder: 'runner-a' });

    await a.stop(); // releases the lease
    expect(await watching.waitFor(await count('s-1', 5), ['counts'], 10_000)).toBe(true);
    expect((await b.status())[0]).toMatchObject({ leaseholder: 'runner-b', state: 'live' });

    // A crashed holder never releases: the standby waits for the lease to run out.
    await b.stop();
    await db.query(
      `INSERT INTO projection_leases (name, owner, expires_at) VALUES ('counts', 'crashed', now() + interval '1 second')`,
    );
    const c = runner({ owner: 'runner-c', leaseMs: 600 });
    await c.start();
    const position = await count('s-1', 5);
    expect((await c.status())[0]).toMatchObject({ leaseholder: 'crashed', lagEvents: 5 });
    expect(await watching.waitFor(position, ['counts'], 10_000)).toBe(true);
    expect((await c.status())[0]).toMatchObject({ leaseholder: 'runner-c' });
    expect(await totals(db)).toEqual({ 's-1': 15 });
  });

  it('rebuilds from zero at start when the projection version changed', async () => {
    await count('s-1', 4);
    const v1 = runner({ projections: [countingProjection({ version: 1, weight: 1 })] });
    await v1.start();
    const watching = watcher();
    expect(await watching.waitFor((await store.head()).position, ['counts'], 10_000)).toBe(true);
    await v1.stop();
    expect(await totals(db)).toEqual({ 's-1': 4 });

    const v2 = runner({ projections: [countingProjection({ version: 2, weight: 10 })] });
    await v2.start();
    await expect.poll(async () => (await totals(db))['s-1'], { timeout: 10_000 }).toBe(40);
    expect((await v2.status())[0]).toMatchObject({
      version: 2,
      checkpointVersion: 2,
      eventsProcessed: 4,
      lagEvents: 0,
    });
  });

  it('rebuild(name) resets and replays with progress', async () => {
    await count('s-1', 35);
    const run = runner({ batchSize: 10, rebuildBatchSize: 10 });
    await run.status(); // creates the runner's tables
    await db.query(
      `INSERT INTO projection_leases (name, owner, expires_at) VALUES ('counts', 'elsewhere', now() + interval '1 minute')`,
    );
    await expect(run.rebuild('counts')).rejects.toThrow(/lease is held/);
    await db.query(`DELETE FROM projection_leases`);

    const progress: { processed: number; total: number; rate: number }[] = [];
    const result = await run.rebuild('counts', (p) => progress.push(p));
    expect(progress.map((p) => p.processed)).toEqual([0, 10, 20, 30, 35]);
    expect(progress.every((p) => p.total === 35)).toBe(true);
    expect(result).toMatchObject({ processed: 35, total: 35 });
    expect(result.rate).toBeGreaterThan(0);
    expect(await totals(db)).toEqual({ 's-1': 35 });
    expect(await run.rebuild('counts')).toMatchObject({ processed: 35 }); // again: reset first, no doubling
    expect(await totals(db)).toEqual({ 's-1': 35 });
    expect((await run.status())[0]).toMatchObject({ leaseholder: null, lagEvents: 0 });
    await expect(run.rebuild('nope')).rejects.toThrow(/no projection named nope/);
  });

  it('reports lag in events and seconds, and the leaseholder', async () => {
    await count('s-1', 3);
    const run = runner();
    const [before] = await run.status();
    expect(before).toMatchObject({ position: null, checkpointVersion: null, lagEvents: 3, leaseholder: null });
    expect(before!.lagSeconds).toBeGreaterThanOrEqual(0);
    await run.start();
    const head = (await store.head()).position;
    expect(await watcher().waitFor(head, ['counts'], 10_000)).toBe(true);
    const [after] = await run.status();
    expect(after).toMatchObject({
      position: head,
      lagEvents: 0,
      lagSeconds: 0,
      leaseholder: 'runner-a',
      eventsProcessed: 3,
    });
  });

  it('rebuilds with the planner preferring indexes and commits not waiting for the disk, in each batch transaction only', async () => {
    await count('s-1', 3, { note: 'kept' });
    const seen: string[] = [];
    const data: unknown[] = [];
    const probe = (name: string, readsData: boolean) =>
      defineProjection({
        name,
        version: 1,
        handles: ['Counted'],
        readsData,
        migrations: [],
        async reset() {},
        async apply(tx, event) {
          const [row] = await tx.query<{ setting: string }>(
            `SELECT current_setting('enable_seqscan') || ' ' || current_setting('synchronous_commit') AS setting`,
          );
          seen.push(row!.setting);
          data.push(event.data);
        },
      });
    const run = runner({
      projections: [probe('planner-probe', true), probe('metadata-probe', false)],
      rebuildBatchSize: 2,
    });
    expect(await run.rebuild('planner-probe')).toMatchObject({ processed: 3 });
    expect(seen).toEqual(['off off', 'off off', 'off off']);
    const [outside] = await db.query<{ setting: string }>(
      `SELECT current_setting('enable_seqscan') || ' ' || current_setting('synchronous_commit') AS setting`,
    );
    expect(outside!.setting).toBe('on on');
    // A read model that reads no event data rebuilds from the log without it.
    expect(await run.rebuild('metadata-probe')).toMatchObject({ processed: 3 });
    expect(data).toEqual([...Array(3).fill({ note: 'kept' }), null, null, null]);
  });

  it('rebuild(name) keeps its lease through a rebuild that outlasts it', async () => {
    await count('s-1', 6);
    const slow = defineProjection({
      name: 'slow-counts',
      version: 1,
      handles: ['Counted'],
      migrations: [],
      async reset() {},
      async apply() {
        await new Promise((resolve) => setTimeout(resolve, 150));
      },
    });
    const run = runner({ projections: [slow], rebuildBatchSize: 1, leaseMs: 300 });
    expect(await run.rebuild('slow-counts')).toMatchObject({ processed: 6 });
  });

  it('rebuild(name) reads only the events it handles, and ends at the head of the log past the others', async () => {
    await count('s-1', 12);
    for (let i = 0; i < 15; i++)
      await store.append('other', [testEvent('NotCounted')], { expectedVersion: 'any', streamType: 'c' });
    const last = (await store.append('other', [testEvent('NotCounted')], { expectedVersion: 'any', streamType: 'c' }))
      .lastPosition;
    await visibleUpTo(last);
    const run = runner({ rebuildBatchSize: 5 });
    const progress: number[] = [];
    expect(await run.rebuild('counts', (p) => progress.push(p.processed))).toMatchObject({ processed: 12, total: 12 });
    expect(progress).toEqual([0, 5, 10, 12]);
    expect(await totals(db)).toEqual({ 's-1': 12 });
    const [checkpoint] = await readCheckpoints(db, ['counts']);
    expect(checkpoint!.position).toEqual(last);
    expect((await run.status())[0]).toMatchObject({ lagEvents: 0 });
  });

  if (target.name === 'postgres') {
    // PGlite is one session: no other transaction can hide an append there.
    it('follows an append that a running transaction elsewhere hides, as soon as it shows, not at the next poll', async () => {
      await runner({ pollIntervalMs: 20_000, leaseMs: 60_000 }).start(); // no poll nor lease round for 20 s
      const watching = watcher();
      // A transaction with an id older than the append's, open across it: readers see nothing from the append on.
      const older = await holdOlderTransaction(db);
      cleanups.push(() => older.release());
      const appended = (
        await store.append('hidden', [testEvent('Counted')], { expectedVersion: 'any', streamType: 'c' })
      ).lastPosition;
      await new Promise((resolve) => setTimeout(resolve, 800)); // the runner is woken and finds nothing visible
      expect(await totals(db)).toEqual({});
      await older.release();
      const shown = performance.now();
      expect(await watching.waitFor(appended, ['counts'], 30_000)).toBe(true);
      // Long before the 20 s poll: the runner kept looking (a notification already read costs no look).
      expect(performance.now() - shown).toBeLessThan(3_000);
      expect(await totals(db)).toEqual({ hidden: 1 });
    }, 40_000);
  }
});
