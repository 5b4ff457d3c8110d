import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandContext } from '../commands/command-context';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import type { TestUser } from '../testing/test-users';
import { PracticeGeneration } from './practice-generation';
import { seasonStreamTarget } from './recurrence-targets';
import {
  createSeries,
  readModelsCaughtUp,
  seasonCast,
  seasonWithTeam,
  tueThuBody,
} from './testing/recurrence-fixtures';

describe.each(databaseTargets())('recurring practices on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let teamAdmin: TestUser;
  let stranger: TestUser;
  let siteAdmin: TestUser;
  let seasonId: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    ({ seasonId, owner, coach, member, teamAdmin, stranger, siteAdmin } = await seasonCast(api));
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const url = (path = '') => `/api/seasons/${seasonId}/recurrences${path}`;
  const req = (method: string, path: string, user: TestUser | null, body?: unknown) =>
    api.request({
      method,
      url: path,
      ...(user ? { cookie: user.cookie } : {}),
      ...(body !== undefined ? { body } : {}),
    });
  const generator = () => api.app.get(PracticeGeneration);
  async function generate(seriesId: string, user = coach) {
    const started = await req('POST', url(`/${seriesId}/generate`), user);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await generator().settled(started.body.id);
    await readModelsCaughtUp(api);
    const log = await req('GET', `/api/seasons/${seasonId}/generations/${started.body.id}`, user);
    expect(log.status).toBe(200);
    return { started: started.body, log: log.body };
  }

  it("lets the team's coaches, admins and owners create and list series; members get 403, others 404, visitors 401", async () => {
    const made = await createSeries(api, coach, seasonId, { name: 'Roles' });
    expect(made).toMatchObject({
      name: 'Roles',
      startTime: '17:30',
      durationMinutes: 90,
      anchorDate: '2026-09-01',
      summary: 'Tuesday and Thursday, every week, at 17:30 for 1 h 30 min',
      can: { edit: true },
    });
    for (const user of [owner, teamAdmin, siteAdmin]) expect((await req('GET', url(), user)).status).toBe(200);
    expect((await req('GET', url(), member)).status).toBe(403);
    expect((await req('POST', url(), member, tueThuBody({ name: 'Member series' }))).body.error.code).toBe(
      'POLICY.FORBIDDEN',
    );
    expect((await req('GET', url(), stranger)).status).toBe(404);
    expect((await req('POST', url(), stranger, tueThuBody({ name: 'Stranger' }))).status).toBe(404);
    expect((await req('GET', url(), null)).status).toBe(401);
    expect((await req('GET', `/api/seasons/${crypto.randomUUID()}/recurrences`, coach)).body.error.code).toBe(
      'SEASON.NOT_FOUND',
    );
  });

  it('refuses bad input with a clear, field-named error and stores nothing', async () => {
    await createSeries(api, coach, seasonId, { name: 'Unique' });
    const before = await eventCount(api.core);
    const duplicate = await req('POST', url(), coach, tueThuBody({ name: ' unique ' }));
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error).toMatchObject({
      code: 'RECURRENCE.DUPLICATE_NAME',
      details: { fields: { name: [expect.stringContaining('already has a recurring practice called')] } },
    });
    const day32 = await req(
      'POST',
      url(),
      coach,
      tueThuBody({ name: 'Monthly', pattern: { kind: 'monthly', monthDays: [32] } }),
    );
    expect(day32.status).toBe(400);
    expect(day32.body.error.details.fields['pattern.monthDays.0']).toEqual([
      'Days of the month go from 1 to 31 (a month without the day is skipped).',
    ]);
    const outside = await req('POST', url(), coach, tueThuBody({ name: 'Too late', endDate: '2027-08-01' }));
    expect(outside.body.error).toMatchObject({
      code: 'RECURRENCE.OUTSIDE_SEASON',
      details: { fields: { endDate: [expect.stringContaining('inside the season')] } },
    });
    const backwards = await req(
      'POST',
      url(),
      coach,
      tueThuBody({ name: 'Backwards', startDate: '2026-09-30', endDate: '2026-09-01' }),
    );
    expect(backwards.body.error.details.fields.endDate).toEqual(['The last day must be on or after the first day.']);
    const badTime = await req('POST', url(), coach, tueThuBody({ name: 'Bad time', startTime: '25:00' }));
    expect(badTime.body.error.details.fields.startTime).toEqual(['Use a 24-hour time like 18:30.']);
    expect(await eventCount(api.core)).toBe(before);
  });

  it('refuses a series of more than 500 practices, naming the limit', async () => {
    const { seasonId: longSeason } = await seasonWithTeam(api, owner, {});
    const ctx = CommandContext.system({ userId: owner.userId, role: 'user' });
    await api.core.handler.handle(
      seasonStreamTarget(longSeason),
      { type: 'EditSeason', data: { changes: { startDate: '2026-01-01', endDate: '2027-12-31' }, practiceDates: [] } },
      ctx,
    );
    const before = await eventCount(api.core);
    const daily = await req(
      'POST',
      `/api/seasons/${longSeason}/recurrences`,
      owner,
      tueThuBody({
        name: 'Daily',
        pattern: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] },
        startDate: '2026-01-01',
        endDate: '2027-12-31',
      }),
    );
    expect(daily.status).toBe(400);
    expect(daily.body.error).toMatchObject({
      code: 'RECURRENCE.TOO_MANY_PRACTICES',
      message: expect.stringContaining('at most 500'),
    });
    expect(await eventCount(api.core)).toBe(before);
  });

  it('refuses a preview whose dates leave the season, as creating does, and previews of a saved series only inside it', async () => {
    const before = await eventCount(api.core);
    const late = await req(
      'POST',
      url('/preview'),
      coach,
      tueThuBody({
        name: 'Until 2200',
        pattern: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6] },
        endDate: '2200-12-31',
      }),
    );
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({
      code: 'RECURRENCE.OUTSIDE_SEASON',
      details: { fields: { endDate: ['The last day must lie inside the season (2026-08-01 to 2027-06-30).'] } },
    });
    const early = await req('POST', url('/preview'), coach, tueThuBody({ name: 'From 1900', startDate: '1900-01-01' }));
    expect(early.body.error).toMatchObject({
      code: 'RECURRENCE.OUTSIDE_SEASON',
      details: { fields: { startDate: [expect.stringContaining('inside the season')] } },
    });
    const series = await createSeries(api, coach, seasonId, { name: 'Wide window' });
    const wide = await req('GET', url(`/${series.id}/preview?from=1900-01-01&to=2200-12-31`), coach);
    expect(wide.status).toBe(200);
    expect(wide.body.counts.total).toBe(9);
    expect(await eventCount(api.core)).toBe(before + 1);
  });

  it('accepts day 31 and says in the preview that shorter months are skipped', async () => {
    const preview = await req(
      'POST',
      url('/preview'),
      coach,
      tueThuBody({
        name: 'Month end',
        pattern: { kind: 'monthly', monthDays: [31] },
        startDate: '2026-09-01',
        endDate: '2026-12-31',
      }),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.entries.map((e: { date: string; status: string }) => `${e.date} ${e.status}`)).toEqual([
      '2026-09-30 skipped',
      '2026-10-31 create',
      '2026-11-30 skipped',
      '2026-12-31 create',
    ]);
    expect(preview.body.entries[0].message).toContain('September 2026 has no 31st');
  });

  it('previews each date with "will create" or why it is skipped, at 17:30 Berlin time on both sides of the clock change', async () => {
    const series = await createSeries(api, coach, seasonId, { name: 'Preview', endDate: '2026-11-05' });
    const preview = await req('GET', url(`/${series.id}/preview?from=2026-09-07&to=2026-09-18`), coach);
    expect(preview.status).toBe(200);
    expect(
      preview.body.entries.map((e: { date: string; status: string; reason: string | null }) => [
        e.date,
        e.status,
        e.reason,
      ]),
    ).toEqual([
      ['2026-09-08', 'skipped', 'exception'],
      ['2026-09-10', 'create', null],
      ['2026-09-15', 'create', null],
      ['2026-09-17', 'skipped', 'marker'],
    ]);
    const autumn = await req('GET', url(`/${series.id}/preview?from=2026-10-20&to=2026-10-29`), coach);
    expect(autumn.body.entries.map((e: { startsAt: string }) => e.startsAt)).toEqual([
      '2026-10-20T15:30:00.000Z',
      '2026-10-22T15:30:00.000Z',
      '2026-10-27T16:30:00.000Z',
      '2026-10-29T16:30:00.000Z',
    ]);
    expect(autumn.body).toMatchObject({ limit: 500, timeZone: 'Europe/Berlin' });
  });

  it("generates draft practices with the series' time, length and the season sections, logs the run, and makes nothing new the second time", async () => {
    const series = await createSeries(api, coach, seasonId, {
      name: 'Generate',
      startTime: '18:15',
      durationMinutes: 75,
    });
    const { started, log } = await generate(series.id);
    expect(started).toMatchObject({ status: 'running', total: 7 });
    expect(log).toMatchObject({ status: 'finished', total: 7, done: 7, created: 7, existing: 0, failed: [] });
    expect(log.skipped.map((s: { date: string }) => s.date)).toEqual(['2026-09-08', '2026-09-17']);
    const preview = await req('GET', url(`/${series.id}/preview`), coach);
    const first = preview.body.entries.find((e: { date: string }) => e.date === '2026-09-01');
    expect(first.status).toBe('exists');
    const {
      body: { plan: practice },
      status,
    } = await req('GET', `/api/practice-plans/${first.planId}`, coach);
    expect(status).toBe(200);
    expect(practice.metadata).toMatchObject({
      startTime: '18:15',
      targetMinutes: 75,
      scheduledDate: '2026-09-01',
      visibility: 'team',
      name: 'Practice – Tue 1 Sep 2026',
    });
    expect(practice.published).toBe(false);
    expect(practice.sections.map((s: { name: string }) => s.name)).toEqual(['Warm-up', 'Fitness']);
    const events = await eventCount(api.core);
    const again = await generate(series.id);
    expect(again.log).toMatchObject({ total: 0, created: 0, existing: 7 });
    expect(await eventCount(api.core)).toBe(events + 2);
    expect((await req('POST', url(`/${series.id}/generate`), member)).status).toBe(403);
  });

  it('edits "this and following" as a new series, and moves or cancels one date without breaking the series', async () => {
    const series = await createSeries(api, coach, seasonId, { name: 'Split me', exceptionDates: [] });
    const split = await req('PATCH', url(`/${series.id}`), coach, {
      changes: { startTime: '19:00' },
      scope: { kind: 'following', from: '2026-09-15' },
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body).toMatchObject({
      name: 'Split me (from 2026-09-15)',
      startDate: '2026-09-15',
      startTime: '19:00',
    });
    expect((await req('GET', url(`/${series.id}`), coach)).body).toMatchObject({
      endDate: '2026-09-14',
      startTime: '17:30',
    });
    const moved = await req('POST', url(`/${series.id}/occurrences/2026-09-03/move`), coach, {
      date: '2026-09-05',
      startTime: '10:00',
    });
    expect(moved.body.moved).toEqual({ '2026-09-03': { date: '2026-09-05', startTime: '10:00' } });
    const cancelled = await req('POST', url(`/${series.id}/occurrences/2026-09-10/cancel`), coach);
    expect(cancelled.body.cancelled).toEqual(['2026-09-10']);
    const preview = await req('GET', url(`/${series.id}/preview`), coach);
    expect(
      preview.body.entries.map(
        (e: { date: string; status: string; startTime: string }) => `${e.date} ${e.startTime} ${e.status}`,
      ),
    ).toEqual([
      '2026-09-01 17:30 create',
      '2026-09-05 10:00 create',
      '2026-09-08 17:30 create',
      '2026-09-10 17:30 skipped',
    ]);
    const notADate = await req('POST', url(`/${series.id}/occurrences/2026-09-02/cancel`), coach);
    expect(notADate.body.error.code).toBe('RECURRENCE.NOT_AN_OCCURRENCE');
    expect((await req('POST', url(`/${series.id}/occurrences/not-a-date/cancel`), coach)).status).toBe(400);
    expect((await req('DELETE', url(`/${series.id}`), member)).status).toBe(403);
    expect((await req('DELETE', url(`/${series.id}`), coach)).status).toBe(200);
    expect((await req('GET', url(`/${series.id}`), coach)).status).toBe(404);
  });
});
