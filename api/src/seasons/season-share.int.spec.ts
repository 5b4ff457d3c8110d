import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import type { TestUser } from '../testing/test-users';
import { teamCast } from '../teams/testing/team-fixtures';
import { addPractice, createSeason, seasonUrl } from './testing/season-fixtures';

/** The feed read back by an independent parser (ical.js), its zones registered from its own VTIMEZONE blocks. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      status: vevent.getFirstPropertyValue('status'),
      start: event.startDate,
      end: event.endDate,
      startUtc: event.startDate.toJSDate().toISOString(),
    };
  });
}

describe.each(databaseTargets())('season share links and calendar on $name', (target) => {
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
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  it('rotates links (owners and admins); the view opens with its token only: 401 without, 404 wrong or rotated', async () => {
    const { season } = await createSeason(api, owner, teamId);
    const rotate = (user: TestUser | null, kind = 'view') =>
      as(user, 'POST', seasonUrl(teamId, season.id, `/share-links/${kind}/rotate`));
    expect(
      await Promise.all(
        [owner, teamAdmin, coach, member, stranger, siteAdmin, null].map(async (u) => (await rotate(u)).status),
      ),
    ).toEqual([201, 201, 403, 403, 404, 201, 401]);
    expect((await rotate(owner, 'bogus')).status).toBe(400);
    const first = await rotate(owner);
    expect(first.body.url).toMatch(new RegExp(`/seasons/${season.id}/view\\?token=`));
    await as(coach, 'POST', seasonUrl(teamId, season.id, '/markers'), {
      type: 'game',
      title: 'Home game',
      startDate: '2026-10-03',
    });
    await as(coach, 'POST', seasonUrl(teamId, season.id, '/markers'), {
      type: 'deadline',
      title: 'Staff deadline',
      startDate: '2026-10-04',
      visibleToMembers: false,
    });
    const published = await addPractice(api, coach, teamId, season.id, '2026-10-06');
    await addPractice(api, coach, teamId, season.id, '2026-10-08');
    await as(coach, 'POST', `/api/practice-plans/${published}/publish`);

    const view = (token?: string) =>
      as(null, 'GET', `/api/seasons/${season.id}/view${token === undefined ? '' : `?token=${token}`}`);
    expect((await view()).status).toBe(401);
    expect((await view('not-the-right-token-at-all')).status).toBe(404);
    const opened = await view(tokenOf(first.body.url));
    expect(opened.status).toBe(200);
    expect(opened.body.season.markers.map((m: { title: string }) => m.title)).toEqual(['Home game']);
    expect(opened.body.season.practices.map((p: { planId: string }) => p.planId)).toEqual([published]);
    expect(opened.body.season.shareLinks).toEqual({ view: null, calendar: null });
    // The calendar link's token does not open the view, nor another season's.
    const calendarLink = await rotate(owner, 'calendar');
    expect((await view(tokenOf(calendarLink.body.url))).status).toBe(404);
    const second = await rotate(teamAdmin);
    expect((await view(tokenOf(first.body.url))).status).toBe(404);
    expect((await view(tokenOf(second.body.url))).status).toBe(200);
    const staffSeason = (await as(owner, 'GET', seasonUrl(teamId, season.id))).body.season;
    expect(staffSeason.shareLinks.view).toBe(second.body.rotatedAt);
    expect((await as(coach, 'GET', seasonUrl(teamId, season.id))).body.season.shareLinks).toEqual({
      view: null,
      calendar: null,
    });
  });

  it('serves the calendar by token or to members: 17:30 local on both sides of the clock change, drafts only for staff and TENTATIVE, stable UIDs', async () => {
    const { season } = await createSeason(api, owner, teamId);
    const before = await addPractice(api, coach, teamId, season.id, '2026-10-20');
    const after = await addPractice(api, coach, teamId, season.id, '2026-10-27');
    const draft = await addPractice(api, coach, teamId, season.id, '2026-10-29');
    for (const planId of [before, after]) await as(coach, 'POST', `/api/practice-plans/${planId}/publish`);
    await as(coach, 'POST', seasonUrl(teamId, season.id, '/markers'), {
      type: 'tournament',
      title: 'Autumn Cup',
      startDate: '2026-10-24',
      endDate: '2026-10-25',
    });
    await as(coach, 'POST', seasonUrl(teamId, season.id, '/markers'), {
      type: 'game',
      title: 'Derby',
      startDate: '2026-11-07',
      time: '14:00',
      durationMinutes: 120,
    });
    await as(coach, 'POST', seasonUrl(teamId, season.id, '/markers'), {
      type: 'deadline',
      title: 'Hidden',
      startDate: '2026-11-08',
      visibleToMembers: false,
    });
    const link = await as(owner, 'POST', seasonUrl(teamId, season.id, '/share-links/calendar/rotate'));
    const feed = (user: TestUser | null, token?: string) =>
      as(user, 'GET', `/api/seasons/${season.id}/calendar.ics${token ? `?token=${token}` : ''}`);

    const byToken = await feed(null, tokenOf(link.body.url));
    expect(byToken.status).toBe(200);
    expect(String(byToken.headers['content-type'])).toContain('text/calendar');
    expect(byToken.body).toContain('BEGIN:VTIMEZONE');
    const events = parseFeed(byToken.body);
    const practice = (planId: string) => events.find((e) => e.uid.startsWith(`practice-${planId}@`))!;
    // 17:30 in Berlin is 15:30 UTC in summer time and 16:30 UTC after 25 October.
    expect([practice(before).start.toString(), practice(before).startUtc]).toEqual([
      '2026-10-20T17:30:00',
      '2026-10-20T15:30:00.000Z',
    ]);
    expect([practice(after).start.toString(), practice(after).startUtc]).toEqual([
      '2026-10-27T17:30:00',
      '2026-10-27T16:30:00.000Z',
    ]);
    expect(practice(before).end.toString()).toBe('2026-10-20T19:00:00');
    expect(events.some((e) => e.uid.startsWith(`practice-${draft}@`))).toBe(false);
    const cup = events.find((e) => e.summary.includes('Autumn Cup'))!;
    expect([cup.start.isDate, cup.start.toString(), cup.end.toString()]).toEqual([true, '2026-10-24', '2026-10-26']);
    expect(events.find((e) => e.summary.includes('Derby'))!.startUtc).toBe('2026-11-07T13:00:00.000Z');
    expect(events.some((e) => e.summary.includes('Hidden'))).toBe(false);

    const staffEvents = parseFeed((await feed(coach)).body);
    expect(staffEvents.find((e) => e.uid.startsWith(`practice-${draft}@`))).toMatchObject({ status: 'TENTATIVE' });
    expect(staffEvents.some((e) => e.summary.includes('Hidden'))).toBe(true);
    const memberEvents = parseFeed((await feed(member)).body);
    expect(memberEvents.some((e) => e.uid.startsWith(`practice-${draft}@`))).toBe(false);
    // The same practice keeps its UID from one download to the next.
    expect(
      parseFeed((await feed(null, tokenOf(link.body.url))).body)
        .map((e) => e.uid)
        .sort(),
    ).toEqual(events.map((e) => e.uid).sort());

    expect((await feed(null)).status).toBe(401);
    expect((await feed(stranger)).status).toBe(404);
    expect((await feed(null, 'wrong-token-wrong-token')).status).toBe(404);
    await as(owner, 'POST', seasonUrl(teamId, season.id, '/share-links/calendar/rotate'));
    expect((await feed(null, tokenOf(link.body.url))).status).toBe(404);
  });

  it('gives every event one UID whatever host name the feed is fetched through (the domain of PUBLIC_URL)', async () => {
    const { season } = await createSeason(api, owner, teamId);
    const planId = await addPractice(api, coach, teamId, season.id, '2026-10-20');
    await as(coach, 'POST', `/api/practice-plans/${planId}/publish`);
    await as(coach, 'POST', seasonUrl(teamId, season.id, '/markers'), {
      type: 'game',
      title: 'Derby',
      startDate: '2026-11-07',
    });
    const link = await as(owner, 'POST', seasonUrl(teamId, season.id, '/share-links/calendar/rotate'));
    const uidsThrough = async (host: string) => {
      const response = await api.request({
        method: 'GET',
        url: `/api/seasons/${season.id}/calendar.ics?token=${tokenOf(link.body.url)}`,
        headers: { host },
      });
      expect(response.status).toBe(200);
      return parseFeed(response.body)
        .map((e) => e.uid)
        .sort();
    };

    const byName = await uidsThrough('sideline.example.org');
    expect(byName).toHaveLength(2);
    expect(byName).toContain(`practice-${planId}@localhost`); // the test API's PUBLIC_URL is http://localhost:3000
    expect(byName.every((uid) => uid.endsWith('@localhost'))).toBe(true);
    expect(await uidsThrough('192.168.1.20:3000')).toEqual(byName);
  });
});
