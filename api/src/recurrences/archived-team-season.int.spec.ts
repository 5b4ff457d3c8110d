import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../practice-plans/testing/plan-fixtures';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import type { TestUser } from '../testing/test-users';
import { PracticeGeneration } from './practice-generation';
import { createSeries, readModelsCaughtUp, seasonCast } from './testing/recurrence-fixtures';

/**
 * An archived team's season is read-only on the recurring-practice, template and attendance paths too (issue 25 item
 * 10; the permission matrix found them open): each change is refused with TEAM.ARCHIVED and appends nothing, reads go
 * on.
 */
describe.each(databaseTargets())("an archived team's season on $name", (target) => {
  let api: TestApi;
  let owner: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let seasonId: string;
  let seriesId: string;
  let practiceId: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    let teamId: string;
    ({ owner, coach, member, seasonId, teamId } = await seasonCast(api));
    const template = await createPlan(api, coach.cookie, { name: 'Template', visibility: 'team', teamId });
    seriesId = (
      await createSeries(api, coach, seasonId, {
        name: 'Mondays',
        pattern: { kind: 'weekly', weekdays: [1], intervalWeeks: 1 },
        startDate: '2026-10-05',
        endDate: '2026-10-12',
        exceptionDates: [],
        templatePlanId: template.id,
      })
    ).id;
    const started = await as(coach, 'POST', `/api/seasons/${seasonId}/recurrences/${seriesId}/generate`);
    await api.app.get(PracticeGeneration).settled(started.body.id);
    await readModelsCaughtUp(api);
    const preview = await as(coach, 'GET', `/api/seasons/${seasonId}/recurrences/${seriesId}/preview`);
    practiceId = preview.body.entries[0].planId;
    expect((await as(coach, 'POST', `/api/practice-plans/${practiceId}/publish`, {})).status).toBe(200);
    expect((await as(owner, 'POST', `/api/teams/${teamId}/archive`, {})).status).toBe(200);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const as = (user: TestUser, method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    api.request({ method, url, cookie: user.cookie, ...(body === undefined ? {} : { body }) });

  it('refuses every change to its recurring practices, their templates and attendance, and appends nothing', async () => {
    const series = `/api/seasons/${seasonId}/recurrences`;
    const changes: [TestUser, 'POST' | 'PATCH' | 'DELETE' | 'PUT', string, unknown?][] = [
      [
        coach,
        'POST',
        series,
        {
          name: 'Wednesdays',
          pattern: { kind: 'weekly', weekdays: [3], intervalWeeks: 1 },
          startDate: '2026-10-01',
          endDate: '2026-10-31',
        },
      ],
      [coach, 'PATCH', `${series}/${seriesId}`, { changes: { name: 'Renamed' } }],
      [coach, 'POST', `${series}/${seriesId}/occurrences/2026-10-12/move`, { date: '2026-10-13', startTime: '18:00' }],
      [coach, 'POST', `${series}/${seriesId}/occurrences/2026-10-12/cancel`],
      [coach, 'POST', `${series}/${seriesId}/occurrences/2026-10-12/restore`],
      [coach, 'POST', `${series}/${seriesId}/generate`],
      [coach, 'POST', `/api/seasons/${seasonId}/template-sync`, {}],
      [coach, 'POST', `/api/seasons/${seasonId}/practices/${practiceId}/template/sync`],
      [
        coach,
        'POST',
        `/api/seasons/${seasonId}/practices/${practiceId}/template/conflicts/${crypto.randomUUID()}`,
        { choice: 'keep' },
      ],
      [coach, 'POST', `/api/practice-plans/${practiceId}/template/sync`],
      [owner, 'DELETE', `${series}/${seriesId}`],
      [member, 'PUT', `/api/practice-plans/${practiceId}/attendance`, { answer: 'going' }],
    ];
    const before = await eventCount(api.core);
    for (const [user, method, url, body] of changes) {
      const response = await as(user, method, url, body);
      expect({ method, url, status: response.status, code: response.body?.error?.code }).toEqual({
        method,
        url,
        status: 409,
        code: 'TEAM.ARCHIVED',
      });
    }
    expect(await eventCount(api.core)).toBe(before);
  });

  it('still shows its series, previews and attendance', async () => {
    expect((await as(coach, 'GET', `/api/seasons/${seasonId}/recurrences/${seriesId}`)).status).toBe(200);
    expect(
      (
        await as(coach, 'POST', `/api/seasons/${seasonId}/recurrences/preview`, {
          name: 'Draft',
          pattern: { kind: 'weekly', weekdays: [3], intervalWeeks: 1 },
          startDate: '2026-10-01',
          endDate: '2026-10-31',
        })
      ).status,
    ).toBe(200);
    expect((await as(coach, 'GET', `/api/seasons/${seasonId}/practices/${practiceId}/template`)).status).toBe(200);
    expect((await as(member, 'GET', `/api/practice-plans/${practiceId}/attendance`)).status).toBe(200);
  });
});
