import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { seasonTimeline, teamSeasons } from '@sideline/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCoreOn, type Core } from '../composition/open-core';
import { DEMO_SEASON_ID } from './demo-season';
import { seedDemoData } from './demo-seed';
import { DEMO_TEAM_ID } from './demo-team';

describe.each(databaseTargets())('demo season seed on $name', (target) => {
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

  it('gives the demo team an active season under way, with three sections, markers and its plans on the calendar, once', async () => {
    await seedDemoData(core.db, core.api!.accounts, core.api!.commands);
    expect(await teamSeasons(core.db, DEMO_TEAM_ID)).toMatchObject({
      activeSeasonId: DEMO_SEASON_ID,
      items: [{ id: DEMO_SEASON_ID, active: true }],
    });
    const staff = (await seasonTimeline(core.db, DEMO_SEASON_ID, true))!;
    const today = new Date().toISOString().slice(0, 10);
    expect(staff.season.startDate < today && today < staff.season.endDate).toBe(true);
    expect(staff.sections.map((s) => s.name)).toEqual(['Pre-season', 'Regular season', 'Playoffs']);
    expect(staff.markers.map((m) => m.type).sort()).toEqual(['break', 'deadline', 'game', 'tournament']);
    // The draft Saturday clinic (the template is not on the calendar; the series seed, not run here, adds practices).
    expect(staff.practices.map((p) => [p.published, p.startTime])).toEqual([[false, '10:00']]);
    const member = (await seasonTimeline(core.db, DEMO_SEASON_ID, false))!;
    expect(member.markers.map((m) => m.type)).not.toContain('deadline');
    expect(member.practices).toEqual([]);
    const before = await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(await seedDemoData(core.db, core.api!.accounts, core.api!.commands)).toBe(false);
    expect(await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).toEqual(before);
  });
});
