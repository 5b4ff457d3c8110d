import { CommandContext } from '@sideline/api';
import { seasonStreamTarget } from '@sideline/api/recurrences/recurrence-targets';
import { teamTarget } from '@sideline/api/teams/team-commands';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCoreOn, type Core } from '../composition/open-core';
import { seedDemoData } from './demo-seed';
import { DEMO_RECURRENCES_SEED, seedDemoRecurrences } from './demo-recurrences';
import { DEMO_TEAM_ID } from './demo-team';

describe.each(databaseTargets())('demo recurrences seed on $name', (target) => {
  let core: Core;
  beforeAll(async () => {
    core = await openCoreOn(await target.open(), { api: true, projections: true, collab: false }, { passwordHashCost: { N: 2 ** 10, r: 8, p: 1 }, pollIntervalMs: 50 });
  });
  afterAll(async () => {
    await core.close();
  });

  it('waits for the demo team\'s active season, then generates Tue/Thu practices, publishes four, edits one and records answers, once', async () => {
    const handler = core.api!.handler;
    await seedDemoData(core.db, core.api!.accounts, core.api!.commands, handler);
    expect(await core.db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_RECURRENCES_SEED])).toEqual([]);
    const [coach] = await core.db.query<{ user_id: string }>("SELECT user_id FROM credentials WHERE email = 'coach@sideline.test'");
    const ctx = () => CommandContext.system({ userId: coach!.user_id, role: 'user' });
    const seasonId = crypto.randomUUID();
    await handler.handle(seasonStreamTarget(seasonId), { type: 'CreateSeason', data: { seasonId, teamId: DEMO_TEAM_ID, details: { name: 'Demo season', startDate: '2026-09-01', endDate: '2027-05-31', templatePlanId: null }, createdBy: coach!.user_id } }, ctx());
    await handler.handle(teamTarget(DEMO_TEAM_ID), { type: 'ActivateSeason', data: { seasonId, seasonTeamId: DEMO_TEAM_ID } }, ctx());
    expect(await seedDemoRecurrences(core.db, handler)).toBe(true);
    const events = await core.db.query<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM events
        WHERE type IN ('RecurrenceCreated', 'RecurrencePracticeGenerated', 'AttendanceAnswered')
           OR (type IN ('PlanPublished', 'PlanMetadataChanged') AND stream_id IN (SELECT 'plan-' || (data->>'planId') FROM events WHERE type = 'RecurrencePracticeGenerated'))
        GROUP BY type ORDER BY type`,
    );
    expect(events).toEqual([
      { type: 'AttendanceAnswered', n: 2 },
      { type: 'PlanMetadataChanged', n: 1 },
      { type: 'PlanPublished', n: 4 },
      { type: 'RecurrenceCreated', n: 1 },
      { type: 'RecurrencePracticeGenerated', n: 16 },
    ]);
    expect(await seedDemoRecurrences(core.db, handler)).toBe(false);
  });
});
