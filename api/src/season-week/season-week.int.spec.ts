import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandContext } from '../commands/command-context';
import { PracticeGeneration } from '../recurrences/practice-generation';
import { createSeries, readModelsCaughtUp, seasonWithTeam } from '../recurrences/testing/recurrence-fixtures';
import { teamTarget } from '../teams/team-commands';
import { applyCommand } from '../practice-plans/testing/plan-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';
import { signInAdmin, signUpUser, type TestUser } from '../testing/test-users';

describe.each(databaseTargets())('week view and attendance on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let siteAdmin: TestUser;
  let teamId: string;
  let published: string;
  let draft: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    coach = await signUpUser(api, 'coach@example.com', 'Cole Coach');
    member = await signUpUser(api, 'member@example.com', 'Mia Member');
    stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
    siteAdmin = await signInAdmin(api);
    const made = await seasonWithTeam(api, owner, { coach, member });
    teamId = made.team.id;
    await api.core.handler.handle(
      teamTarget(teamId),
      { type: 'ActivateSeason', data: { seasonId: made.seasonId, seasonTeamId: teamId } },
      CommandContext.system({ userId: owner.userId, role: 'user' }),
    );
    const series = await createSeries(api, coach, made.seasonId, { exceptionDates: [] });
    const started = await api.request({
      method: 'POST',
      url: `/api/seasons/${made.seasonId}/recurrences/${series.id}/generate`,
      cookie: coach.cookie,
    });
    await api.app.get(PracticeGeneration).settled(started.body.id);
    await readModelsCaughtUp(api);
    const preview = await api.request({
      method: 'GET',
      url: `/api/seasons/${made.seasonId}/recurrences/${series.id}/preview?from=2026-09-01&to=2026-09-03`,
      cookie: coach.cookie,
    });
    [published, draft] = preview.body.entries.map((e: { planId: string }) => e.planId);
    const publish = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${published}/publish`,
      cookie: coach.cookie,
    });
    expect(publish.status, JSON.stringify(publish.body)).toBe(200);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const week = (user: TestUser | null, query = '?week=2026-09-02') =>
    api.request({
      method: 'GET',
      url: `/api/teams/${teamId}/season/week${query}`,
      ...(user ? { cookie: user.cookie } : {}),
    });

  it('answers the first and last weeks of the calendar the API takes, and refuses dates beyond it with a 400 naming week (no 500)', async () => {
    for (const edge of ['1900-01-01', '2200-12-31']) {
      const answer = await week(member, `?week=${edge}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.days.map((d: { date: string }) => d.date)).toContain(edge);
    }
    for (const far of ['9999-12-31', '0000-01-01', '1899-12-31', '2201-01-01']) {
      const answer = await week(member, `?week=${far}`);
      expect(answer.status, `${far}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'REQUEST.INVALID_QUERY',
        details: { fields: { week: ['Use a date between 1900-01-01 and 2200-12-31.'] } },
      });
    }
  });
  const practicesOf = (body: { days: { date: string; practices: { startTime: string; published: boolean }[] }[] }) =>
    body.days.flatMap((d) => d.practices.map((p) => `${d.date} ${p.startTime} ${p.published ? 'published' : 'draft'}`));

  it("shows the week from the team's first day with practices and their start times; members see published ones only", async () => {
    const asCoach = await week(coach);
    expect(asCoach.status).toBe(200);
    expect(asCoach.body).toMatchObject({
      weekStart: '2026-08-31',
      previousWeek: '2026-08-24',
      nextWeek: '2026-09-07',
      timeZone: 'Europe/Berlin',
      can: { readAll: true, create: true },
    });
    expect(asCoach.body.days.map((d: { weekday: string }) => d.weekday)[0]).toBe('Monday');
    expect(practicesOf(asCoach.body)).toEqual(['2026-09-01 17:30 published', '2026-09-03 17:30 draft']);
    // Each practice gives its slot and what its plan adds up to: nothing yet, then the minutes of what is added.
    expect(asCoach.body.days[1].practices[0]).toMatchObject({
      planId: published,
      durationMinutes: 90,
      plannedMinutes: 0,
    });
    const section = await applyCommand(api, coach.cookie, draft, {
      type: 'AddSection',
      section: { id: crypto.randomUUID(), name: 'Main' },
    } as never);
    await applyCommand(api, coach.cookie, draft, {
      type: 'AddItem',
      item: { kind: 'activity', title: 'Scrimmage', durationMinutes: 40 },
      to: { sectionId: section.sections.at(-1)!.id },
    } as never);
    await readModelsCaughtUp(api);
    expect((await week(coach)).body.days[3].practices[0]).toMatchObject({
      planId: draft,
      durationMinutes: 90,
      plannedMinutes: 40,
    });
    const asMember = await week(member);
    expect(practicesOf(asMember.body)).toEqual(['2026-09-01 17:30 published']);
    expect(asMember.body.can).toEqual({ readAll: false, create: false });
    expect((await week(siteAdmin)).status).toBe(200);
  });

  it('shows markers on each day they cover, and refuses strangers, visitors and a bad week', async () => {
    const tournamentWeek = await week(member, '?week=2026-09-17');
    expect(
      tournamentWeek.body.days
        .filter((d: { markers: unknown[] }) => d.markers.length > 0)
        .map((d: { date: string }) => d.date),
    ).toEqual(['2026-09-17', '2026-09-18', '2026-09-19', '2026-09-20']);
    expect(practicesOf(tournamentWeek.body)).toEqual([]);
    expect((await week(stranger)).status).toBe(404);
    expect((await week(null)).status).toBe(401);
    const bad = await week(coach, '?week=2026-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.week).toBeDefined();
  });

  it('lets members answer for a published practice; coaches see who answered, members the counts', async () => {
    const answer = (user: TestUser, planId: string, body: unknown) =>
      api.request({ method: 'PUT', url: `/api/practice-plans/${planId}/attendance`, cookie: user.cookie, body });
    const going = await answer(member, published, { answer: 'going', positionKey: 'chaser' });
    expect(going.status, JSON.stringify(going.body)).toBe(200);
    expect(going.body).toMatchObject({
      mine: { answer: 'going', positionKey: 'chaser' },
      totals: { going: 1, 'not-going': 0, maybe: 0 },
      answers: null,
      can: { answer: true, seeAnswers: false },
    });
    await answer(coach, published, { answer: 'maybe' });
    const asCoach = await api.request({
      method: 'GET',
      url: `/api/practice-plans/${published}/attendance`,
      cookie: coach.cookie,
    });
    expect(asCoach.body.answers.map((a: { name: string; answer: string }) => `${a.name}: ${a.answer}`)).toEqual([
      'Mia Member: going',
      'Cole Coach: maybe',
    ]);
    expect(asCoach.body.byGroup).toEqual({
      chaser: { going: 1, 'not-going': 0, maybe: 0 },
      '': { going: 0, 'not-going': 0, maybe: 1 },
    });
    const inWeek = await week(member);
    expect(inWeek.body.days[1].practices[0]).toMatchObject({ attendance: { going: 1, maybe: 1 }, myAnswer: 'going' });
    expect((await answer(member, draft, { answer: 'going' })).status).toBe(404);
    expect((await answer(coach, draft, { answer: 'going' })).body.error.code).toBe('ATTENDANCE.NOT_PUBLISHED');
    expect((await answer(stranger, published, { answer: 'going' })).status).toBe(404);
    expect((await answer(member, published, { answer: 'yes' })).body.error.details.fields.answer).toEqual([
      'Answer going, not-going or maybe.',
    ]);
  });
});
