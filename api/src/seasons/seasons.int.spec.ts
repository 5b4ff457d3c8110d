import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import type { TestUser } from '../testing/test-users';
import { createTeam, teamCast } from '../teams/testing/team-fixtures';
import { addPractice, createSeason, seasonUrl } from './testing/season-fixtures';

describe.each(databaseTargets())('seasons on $name', (target) => {
  let api: TestApi;
  let owner: TestUser, teamAdmin: TestUser, coach: TestUser, member: TestUser, stranger: TestUser, siteAdmin: TestUser;
  let teamId: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    ({ owner, teamAdmin, coach, member, stranger, siteAdmin, teamId } = await teamCast(api));
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const as = (user: TestUser | null, method: string, url: string, body?: unknown) =>
    api.request({ method, url, ...(user ? { cookie: user.cookie } : {}), ...(body !== undefined ? { body } : {}) });
  /** The status each of owner, admin, coach, member, stranger, site admin and visitor gets. */
  async function statuses(method: string, url: string, body?: () => unknown) {
    const out: number[] = [];
    for (const user of [owner, teamAdmin, coach, member, stranger, siteAdmin, null])
      out.push((await as(user, method, url, body?.())).status);
    return out;
  }

  it('creates seasons (staff only); the first is active, another becomes active when asked, and exactly one is', async () => {
    expect(
      await statuses('POST', `/api/teams/${teamId}/seasons`, () => ({
        name: `S ${Math.random()}`,
        startDate: '2025-01-01',
        endDate: '2025-03-01',
      })),
    ).toEqual([201, 201, 201, 403, 404, 201, 401]);
    const list = await as(member, 'GET', `/api/teams/${teamId}/seasons`);
    expect(list.body.items).toHaveLength(4);
    expect(list.body.items.filter((s: { active: boolean }) => s.active)).toHaveLength(1);
    expect(list.body.can).toEqual({ edit: false });
    const fall = await createSeason(api, coach, teamId, { activate: true });
    expect(fall).toMatchObject({
      season: { name: 'Fall 2026', active: true },
      team: { timeZone: 'Europe/Berlin', firstDayOfWeek: 1 },
      can: { edit: true, share: false, readAll: true },
    });
    const after = await as(owner, 'GET', `/api/teams/${teamId}/seasons`);
    expect(after.body.activeSeasonId).toBe(fall.season.id);
    expect(after.body.items.filter((s: { active: boolean }) => s.active).map((s: { id: string }) => s.id)).toEqual([
      fall.season.id,
    ]);
    expect((await as(member, 'GET', `/api/teams/${teamId}/seasons/active`)).body.season.season.id).toBe(fall.season.id);
    const other = after.body.items.find((s: { active: boolean }) => !s.active).id;
    expect(await statuses('POST', seasonUrl(teamId, other, '/activate'))).toEqual([200, 200, 200, 403, 404, 200, 401]);
    expect((await as(owner, 'GET', `/api/teams/${teamId}/seasons`)).body.activeSeasonId).toBe(other);
  });

  it('lets members read and staff change sections and markers; members see only what is shown to them', async () => {
    const { season } = await createSeason(api, owner, teamId);
    const url = (rest: string) => seasonUrl(teamId, season.id, rest);
    const section =
      (name: string, visibleToMembers = true) =>
      () => ({ name, startDate: '2026-09-01', endDate: '2026-09-30', colour: '#16a34a', visibleToMembers });
    expect(await statuses('POST', url('/sections'), section('Pre-season'))).toEqual([
      201, 201, 201, 403, 404, 201, 401,
    ]);
    await as(coach, 'POST', url('/sections'), section('Staff only', false)());
    const marker = () => ({ type: 'tournament', title: 'Autumn Cup', startDate: '2026-10-24', endDate: '2026-10-25' });
    expect(await statuses('POST', url('/markers'), marker)).toEqual([201, 201, 201, 403, 404, 201, 401]);
    await as(coach, 'POST', url('/markers'), {
      type: 'deadline',
      title: 'Fees due',
      startDate: '2026-09-15',
      visibleToMembers: false,
    });
    expect(await statuses('GET', url(''))).toEqual([200, 200, 200, 200, 404, 200, 401]);
    const staffView = (await as(coach, 'GET', url(''))).body.season;
    const memberView = (await as(member, 'GET', url(''))).body.season;
    expect(staffView.sections).toHaveLength(5);
    expect(memberView.sections.map((s: { name: string }) => s.name)).not.toContain('Staff only');
    expect(memberView.markers.map((m: { title: string }) => m.title)).not.toContain('Fees due');
    expect(memberView.can).toEqual({ edit: false, share: false, readAll: false });

    const [first, second] = staffView.sections;
    expect(await statuses('PATCH', url(`/sections/${first.id}`), () => ({ notes: `n ${Math.random()}` }))).toEqual([
      200, 200, 200, 403, 404, 200, 401,
    ]);
    const order = staffView.sections.map((s: { id: string }) => s.id).reverse();
    expect((await as(member, 'PUT', url('/sections/order'), { sectionIds: order })).status).toBe(403);
    const reordered = await as(coach, 'PUT', url('/sections/order'), { sectionIds: order });
    expect(reordered.body.season.sections.map((s: { id: string }) => s.id)).toEqual(order);
    expect((await as(member, 'DELETE', url(`/sections/${second.id}`))).status).toBe(403);
    expect((await as(coach, 'DELETE', url(`/sections/${second.id}`))).body.season.sections).toHaveLength(4);
    const markerId = staffView.markers[0].id;
    expect((await as(member, 'PATCH', url(`/markers/${markerId}`), { title: 'x' })).status).toBe(403);
    expect(
      (await as(coach, 'PATCH', url(`/markers/${markerId}`), { time: '10:00' })).body.season.markers.find(
        (m: { id: string }) => m.id === markerId,
      ).time,
    ).toBe('10:00');
    expect((await as(coach, 'DELETE', url(`/markers/${markerId}`))).status).toBe(200);
    expect((await as(coach, 'DELETE', url(`/markers/${markerId}`))).body.error.code).toBe('SEASON.MARKER_NOT_FOUND');
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const { season } = await createSeason(api, owner, teamId);
    const url = (rest: string) => seasonUrl(teamId, season.id, rest);
    await as(coach, 'POST', url('/markers'), { type: 'game', title: 'Final', startDate: '2026-12-12' });
    const before = await eventCount(api.core);
    const refused = async (method: string, path: string, body: unknown) =>
      (await as(coach, method, path, body)).body.error;
    expect(
      await refused('POST', `/api/teams/${teamId}/seasons`, {
        name: 'Backwards',
        startDate: '2026-09-01',
        endDate: '2026-08-01',
      }),
    ).toMatchObject({
      code: 'REQUEST.INVALID_BODY',
      details: { fields: { endDate: [expect.stringContaining('on or after')] } },
    });
    expect(
      await refused('POST', url('/sections'), { name: 'Summer', startDate: '2026-08-01', endDate: '2026-09-10' }),
    ).toMatchObject({
      code: 'SEASON.OUTSIDE_SEASON',
      details: { fields: { startDate: [expect.stringContaining('inside the season')] } },
    });
    expect(
      await refused('POST', url('/markers'), { type: 'game', title: 'Late', startDate: '2026-12-20' }),
    ).toMatchObject({ code: 'SEASON.OUTSIDE_SEASON', details: { fields: { startDate: [expect.any(String)] } } });
    expect(
      await refused('POST', url('/markers'), { type: 'party', title: 'x', startDate: '2026-10-01' }),
    ).toMatchObject({ details: { fields: { type: [expect.any(String)] } } });
    expect(await refused('PATCH', url(''), { endDate: '2026-12-01' })).toMatchObject({
      code: 'SEASON.WOULD_LEAVE_OUTSIDE',
      details: { fields: { endDate: [expect.stringContaining('marker “Final”')] } },
    });
    expect(await refused('POST', url('/practices'), { date: '2027-01-05' })).toMatchObject({
      code: 'SEASON.OUTSIDE_SEASON',
      details: { fields: { date: [expect.any(String)] } },
    });
    expect(
      (await as(owner, 'PATCH', `/api/teams/${teamId}`, { timeZone: 'Mars/Olympus_Mons' })).body.error,
    ).toMatchObject({ details: { fields: { timeZone: [expect.stringContaining('time zone')] } } });
    expect(await eventCount(api.core)).toBe(before);
  });

  it('puts practices on the calendar: drafts for the staff, published ones for members; dates keep them inside', async () => {
    const { season } = await createSeason(api, owner, teamId);
    const url = (rest: string) => seasonUrl(teamId, season.id, rest);
    expect((await as(member, 'POST', url('/practices'), { date: '2026-10-06' })).status).toBe(403);
    const planId = await addPractice(api, coach, teamId, season.id, '2026-10-06');
    const draftOnly = await addPractice(api, coach, teamId, season.id, '2026-10-08');
    expect(
      (await as(coach, 'GET', url(''))).body.season.practices.map(
        (p: { planId: string; startTime: string; published: boolean }) => [p.planId, p.startTime, p.published],
      ),
    ).toEqual([
      [planId, '17:30', false],
      [draftOnly, '17:30', false],
    ]);
    expect((await as(member, 'GET', url(''))).body.season.practices).toEqual([]);
    expect((await as(coach, 'POST', `/api/practice-plans/${planId}/publish`)).status).toBe(200);
    expect((await as(member, 'GET', url(''))).body.season.practices.map((p: { planId: string }) => p.planId)).toEqual([
      planId,
    ]);
    // Moving it, by day and time; a member cannot.
    expect(
      (
        await as(member, 'PUT', url(`/practices/${planId}`), {
          date: '2026-10-07',
          startTime: '18:00',
          durationMinutes: 60,
        })
      ).status,
    ).toBe(403);
    const moved = await as(coach, 'PUT', url(`/practices/${planId}`), {
      date: '2026-10-07',
      startTime: '18:00',
      durationMinutes: 60,
    });
    expect(moved.body.season.practices.find((p: { planId: string }) => p.planId === planId)).toMatchObject({
      date: '2026-10-07',
      startTime: '18:00',
      durationMinutes: 60,
    });
    expect((await as(coach, 'PATCH', url(''), { endDate: '2026-10-07' })).body.error).toMatchObject({
      code: 'SEASON.WOULD_LEAVE_OUTSIDE',
      details: { fields: { endDate: [expect.stringContaining('2026-10-08')] } },
    });
    expect(
      (await as(coach, 'DELETE', url(`/practices/${draftOnly}`))).body.season.practices.map(
        (p: { planId: string }) => p.planId,
      ),
    ).toEqual([planId]);
    expect((await as(coach, 'PATCH', url(''), { endDate: '2026-10-07' })).status).toBe(200);
    const coverage = await as(member, 'GET', url('/coverage'));
    expect(coverage.body).toMatchObject({ practiceCount: 1 });
    expect(await statuses('GET', url('/coverage'))).toEqual([200, 200, 200, 200, 404, 200, 401]);
  });

  it('is a 404 for a season of another team, and for an outsider', async () => {
    const otherTeam = (await createTeam(api, stranger, { name: 'Elsewhere' })).id;
    const { season } = await createSeason(api, stranger, otherTeam);
    expect((await as(owner, 'GET', seasonUrl(teamId, season.id))).status).toBe(404);
    expect(
      (
        await as(owner, 'POST', seasonUrl(teamId, season.id, '/markers'), {
          type: 'game',
          title: 'x',
          startDate: '2026-10-01',
        })
      ).status,
    ).toBe(404);
    expect((await as(owner, 'POST', seasonUrl(teamId, season.id, '/activate'))).status).toBe(404);
  });
});
