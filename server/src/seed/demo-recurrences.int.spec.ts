import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCoreOn, type Core } from '../composition/open-core';
import { seedDemoData } from './demo-seed';
import { DEMO_RECURRENCES_SEED, seedDemoRecurrences } from './demo-recurrences';

describe.each(databaseTargets())('demo recurrences seed on $name', (target) => {
  let core: Core;
  beforeAll(async () => {
    core = await openCoreOn(
      await target.open(),
      { api: true, projections: true, collab: false },
      { passwordHashCost: { N: 2 ** 10, r: 8, p: 1 }, pollIntervalMs: 50 },
    );
  });
  afterAll(async () => {
    await core.close();
  });

  it("gives the demo team's active season a Tue/Thu series with generated practices, four published, one edited after generation and two answers, once", async () => {
    const handler = core.api!.handler;
    await seedDemoData(core.db, core.api!.accounts, core.api!.commands, handler);
    expect(await core.db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_RECURRENCES_SEED])).toHaveLength(1);
    const events = await core.db.query<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM events
        WHERE type IN ('RecurrenceCreated', 'AttendanceAnswered')
           OR (type IN ('PlanPublished', 'PlanMetadataChanged') AND stream_id IN (SELECT 'plan-' || (data->>'planId') FROM events WHERE type = 'RecurrencePracticeGenerated'))
        GROUP BY type ORDER BY type`,
    );
    expect(events).toEqual([
      { type: 'AttendanceAnswered', n: 2 },
      { type: 'PlanMetadataChanged', n: 1 },
      { type: 'PlanPublished', n: 4 },
      { type: 'RecurrenceCreated', n: 1 },
    ]);
    const [generated] = await core.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE type = 'RecurrencePracticeGenerated'",
    );
    expect(generated!.n).toBeGreaterThanOrEqual(10);
    expect(await seedDemoRecurrences(core.db, handler)).toBe(false);
  });

  it('waits while the team has no active season (nothing marked done)', async () => {
    const fresh = await openCoreOn(
      await target.open(),
      { api: true, projections: false, collab: false },
      { passwordHashCost: { N: 2 ** 10, r: 8, p: 1 }, pollIntervalMs: 50 },
    );
    try {
      await fresh.db.exec(
        'CREATE TABLE IF NOT EXISTS seed_runs (name text PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now())',
      );
      expect(await seedDemoRecurrences(fresh.db, fresh.api!.handler)).toBe(false);
      expect(await fresh.db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_RECURRENCES_SEED])).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
