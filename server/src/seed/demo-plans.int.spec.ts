import { openCoreOn, type Core } from '../composition/open-core';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { findDrillRecord, findPlanSummary, listPlans } from '@sideline/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoId } from './demo-drills';
import { DEMO_PLANS } from './demo-plans';
import { seedDemoData } from './demo-seed';

describe.each(databaseTargets())('demo plans seed on $name', (target) => {
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

  it('seeds three public plans of the demo coach, once, with drill usage counted', async () => {
    await seedDemoData(core.db, core.api!.accounts, core.api!.commands);
    const page = await listPlans(core.db, { userId: null, teamIds: [] }, { sort: 'name', page: 1, pageSize: 10 });
    expect(page.items.map((p) => p.name)).toEqual([
      'Fundamentals Thursday',
      'Pressing week',
      'Tuesday: position groups',
    ]);
    expect(page.items.map((p) => p.published)).toEqual([false, true, false]);
    const quadball = (await findPlanSummary(core.db, demoId('plan', DEMO_PLANS[0]!.key), null))!;
    expect(quadball.totalMinutes).toBe(90);
    // The Tuesday plan, and the demo team's two plans built from it.
    expect((await findDrillRecord(core.db, demoId('drill', 'qb-beater-2v2'), null))!.usageCount).toBe(3);
    const before = await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(await seedDemoData(core.db, core.api!.accounts, core.api!.commands)).toBe(false);
    expect(await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).toEqual(before);
  });
});
