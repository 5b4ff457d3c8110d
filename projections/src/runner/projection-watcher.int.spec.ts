import { describe, expect, it } from 'vitest';
import { EventStore, PostgresDatabase, type Database } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testEvent } from '@sideline/eventstore/testing/test-events';
import { storePerTest } from './testing/store-per-test.fixture';
import { countingProjection } from './testing/counting-projection.fixture';
import { defineProjection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { ProjectionWatcher, type ProjectionChange } from './projection-watcher';

describe.each(databaseTargets())('projection watcher on $name', (target) => {
  let db: Database;
  let store: EventStore;
  const cleanups = storePerTest(target, (fresh) => ({ db, store } = fresh));

  function track<T extends { close(): Promise<void> } | { stop(): Promise<void> }>(thing: T): T {
    cleanups.push(() => ('close' in thing ? thing.close() : thing.stop()));
    return thing;
  }

  const append = async (streamId: string, type = 'Counted') =>
    (await store.append(streamId, [testEvent(type)], { expectedVersion: 'any', streamType: 'c' })).lastPosition;

  it('waitFor resolves once the projection reached the position, and false on timeout', async () => {
    const watcher = track(new ProjectionWatcher(db, { pollIntervalMs: 5_000 }));
    const runner = track(new ProjectionRunner({ db, store, projections: [countingProjection()], owner: 'w' }));
    const first = await append('s-1');
    expect(await watcher.waitFor(first, ['counts'], 300)).toBe(false); // nothing runs it yet
    await runner.start();
    const started = performance.now();
    expect(await watcher.waitFor(first, ['counts'], 10_000)).toBe(true);
    const second = await append('s-1');
    expect(await watcher.waitFor(second, ['counts'], 10_000)).toBe(true);
    // Woken by the notification, not by the 5 s table poll.
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(await watcher.waitFor(second, [], 10)).toBe(true);
    expect(await watcher.waitFor(second, ['counts', 'never-runs'], 200)).toBe(false);
  });

  it('onChange reports changed keys, and cuts an oversized list short with overflow', async () => {
    const many = defineProjection({
      name: 'many-keys',
      version: 1,
      handles: 'all',
      migrations: [],
      reset: async () => {},
      apply: async (_tx, event, ctx) => {
        for (let i = 0; i < 2_000; i++) ctx.changed(`key:${event.streamId}:${i}`);
      },
    });
    const watcher = track(new ProjectionWatcher(db));
    const changes: ProjectionChange[] = [];
    watcher.onChange((change) => changes.push(change));
    await watcher.start();
    const runner = track(new ProjectionRunner({ db, store, projections: [countingProjection(), many], owner: 'w' }));
    await runner.start();
    const position = await append('s-9');
    expect(await watcher.waitFor(position, ['counts', 'many-keys'], 10_000)).toBe(true);
    await expect
      .poll(() => changes.filter((c) => c.position.globalPosition === position.globalPosition).length)
      .toBe(2);
    const counted = changes.find((c) => c.name === 'counts' && c.changed.length > 0);
    expect(counted).toMatchObject({ changed: ['count:s-9'], overflow: false });
    const overflowing = changes.find(
      (c) => c.name === 'many-keys' && c.position.globalPosition === position.globalPosition,
    );
    expect(overflowing!.overflow).toBe(true);
    expect(overflowing!.changed.length).toBeGreaterThan(100);
    expect(overflowing!.changed.length).toBeLessThan(2_000);
  });

  it('ignores notifications of projections in another schema', async () => {
    const elsewhere = await target.open();
    cleanups.push(() => elsewhere.close());
    const otherStore = await EventStore.open(elsewhere);
    const watcher = track(new ProjectionWatcher(db));
    const seen: ProjectionChange[] = [];
    watcher.onChange((change) => seen.push(change));
    await watcher.start();
    const otherRunner = track(
      new ProjectionRunner({ db: elsewhere, store: otherStore, projections: [countingProjection()], owner: 'x' }),
    );
    await otherRunner.start();
    const position = (
      await otherStore.append('s-1', [testEvent('Counted')], { expectedVersion: 'any', streamType: 'c' })
    ).lastPosition;
    expect(await track(new ProjectionWatcher(elsewhere)).waitFor(position, ['counts'], 10_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });

  if (target.name === 'postgres') {
    it('works across connections: the runner on one pool, the watcher on another', async () => {
      const [{ schema }] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [
        { schema: string },
      ];
      const apiSide = await PostgresDatabase.open({ url: process.env.TEST_DATABASE_URL!, schema, max: 2 });
      cleanups.push(() => apiSide.close());
      const watcher = track(new ProjectionWatcher(apiSide, { pollIntervalMs: 5_000 }));
      await watcher.start();
      const runner = track(new ProjectionRunner({ db, store, projections: [countingProjection()], owner: 'w' }));
      await runner.start();
      const changes: ProjectionChange[] = [];
      watcher.onChange((change) => changes.push(change));
      const position = await append('s-1');
      const started = performance.now();
      expect(await watcher.waitFor(position, ['counts'], 10_000)).toBe(true);
      expect(performance.now() - started).toBeLessThan(4_000);
      await expect.poll(() => changes.flatMap((c) => c.changed)).toContain('count:s-1');
    });
  }
});
