import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandContext } from '../commands/command-context';
import { applyCommand } from '../practice-plans/testing/plan-fixtures';
import { PracticeGeneration } from '../recurrences/practice-generation';
import { createSeries, readModelsCaughtUp, seasonWithTeam } from '../recurrences/testing/recurrence-fixtures';
import { teamTarget } from '../teams/team-commands';
import { joinAs } from '../teams/testing/team-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';
import { signUpUser, type TestUser } from '../testing/test-users';

/**
 * Season practices stay out of the library of plans and "recently edited"; the staff publish a range of days at once.
 */
describe.each(databaseTargets())('season practices in lists, and publishing a range, on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let coach: TestUser;
  let otherCoach: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let teamId: string;
  let seasonId: string;
  let libraryPlan: string;
  let editedPractice: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    coach = await signUpUser(api, 'coach@example.com', 'Cole Coach');
    otherCoach = await signUpUser(api, 'other@example.com', 'Otto Other');
    member = await signUpUser(api, 'member@example.com', 'Mia Member');
    stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
    const made = await seasonWithTeam(api, owner, { coach, member });
    teamId = made.team.id;
    seasonId = made.seasonId;
    await joinAs(api, owner, teamId, otherCoach, 'coach');
    await api.core.handler.handle(
      teamTarget(teamId),
      { type: 'ActivateSeason', data: { seasonId, seasonTeamId: teamId } },
      CommandContext.system({ userId: owner.userId, role: 'user' }),
    );
    const library = await api.request({
      method: 'POST',
      url: '/api/practice-plans',
      cookie: coach.cookie,
      body: { name: 'Passing library plan', sport: 'soccer', visibility: 'team', teamId },
    });
    expect(library.status, JSON.stringify(library.body)).toBe(201);
    libraryPlan = library.body.plan.id;
    await generate(coach, {});
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  async function generate(user: TestUser, over: Record<string, unknown>) {
    const series = await createSeries(api, user, seasonId, over);
    const started = await api.request({
      method: 'POST',
      url: `/api/seasons/${seasonId}/recurrences/${series.id}/generate`,
      cookie: user.cookie,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await api.app.get(PracticeGeneration).settled(started.body.id);
    await readModelsCaughtUp(api);
  }
  const list = async (user: TestUser, query: string) => {
    const response = await api.request({ method: 'GET', url: `/api/practice-plans?${query}`, cookie: user.cookie });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.items as { id: string; name: string; scheduledDate: string | null }[];
  };
  const publish = (user: TestUser | null, body: unknown) =>
    api.request({
      method: 'POST',
      url: `/api/teams/${teamId}/season/publish`,
      body,
      ...(user ? { cookie: user.cookie } : {}),
    });
  const practicesOfWeek = async (user: TestUser, week: string) => {
    const response = await api.request({
      method: 'GET',
      url: `/api/teams/${teamId}/season/week?week=${week}`,
      cookie: user.cookie,
    });
    return (response.body.days as { date: string; practices: { planId: string; published: boolean }[] }[]).flatMap(
      (d) => d.practices.map((p) => ({ ...p, date: d.date })),
    );
  };
  const weekOf = async (user: TestUser, week: string) =>
    (await practicesOfWeek(user, week)).map((p) => `${p.date} ${p.published ? 'published' : 'draft'}`);

  it('lists the library by default, the practices on the calendar on request, and no untouched practice as recently edited', async () => {
    // Tue/Thu in September, less an exception day and a tournament: 7 practices
    const practices = await list(coach, 'team=mine&show=practices&sort=name&pageSize=50');
    expect(practices).toHaveLength(7);
    expect(practices.every((p) => p.scheduledDate !== null)).toBe(true);
    expect((await list(coach, 'team=mine&pageSize=50')).map((p) => p.id)).toEqual([libraryPlan]);
    expect((await list(coach, 'team=mine&show=all&pageSize=50')).map((p) => p.id).sort()).toEqual(
      [libraryPlan, ...practices.map((p) => p.id)].sort(),
    );
    // home's "recently edited": only what a person edited, newest edit first
    const recent = 'mine=true&show=all&edited=true&sort=edited&order=desc&pageSize=6';
    expect((await list(coach, recent)).map((p) => p.id)).toEqual([libraryPlan]);
    editedPractice = practices[3]!.id;
    await applyCommand(api, coach.cookie, editedPractice, {
      type: 'SetPlanMetadata',
      changes: { expectedParticipants: 16 },
    });
    expect((await list(coach, recent)).map((p) => p.id)).toEqual([editedPractice, libraryPlan]);
    const bad = await api.request({ method: 'GET', url: '/api/practice-plans?show=calendar', cookie: coach.cookie });
    expect([bad.status, Object.keys(bad.body.error.details.fields)]).toEqual([400, ['show']]);
  });

  it('refuses a range to visitors, outsiders, members and bad dates', async () => {
    expect((await publish(null, { from: '2026-08-31', to: '2026-09-06' })).status).toBe(401);
    expect((await publish(stranger, { from: '2026-08-31', to: '2026-09-06' })).body.error.code).toBe('TEAM.NOT_FOUND');
    const asMember = await publish(member, { from: '2026-08-31', to: '2026-09-06' });
    expect(asMember.status).toBe(403);
    const backwards = await publish(coach, { from: '2026-09-06', to: '2026-08-31' });
    expect([backwards.status, Object.keys(backwards.body.error.details.fields)]).toEqual([400, ['to']]);
    expect((await publish(coach, { from: '2026-08-31' })).status).toBe(400);
    expect(await weekOf(coach, '2026-09-01')).toEqual(['2026-09-01 draft', '2026-09-03 draft']);
  });

  it('publishes the drafts of a week at once, each as its own plan event, once; members then see them', async () => {
    expect(await weekOf(member, '2026-09-01')).toEqual([]);
    // a team's practices are the team's: any of its coaches publishes them, whoever generated them (content.publish)
    const first = await publish(otherCoach, { from: '2026-08-31', to: '2026-09-06' });
    expect([first.status, first.body]).toEqual([
      200,
      { from: '2026-08-31', to: '2026-09-06', published: 2, alreadyPublished: 0, refused: 0 },
    ]);
    expect(await weekOf(member, '2026-09-01')).toEqual(['2026-09-01 published', '2026-09-03 published']);
    expect(await weekOf(coach, '2026-09-08')).toEqual(['2026-09-10 draft']);
    const again = await publish(coach, { from: '2026-08-31', to: '2026-09-06' });
    expect(again.body).toMatchObject({ published: 0, refused: 0 });
    const week = (await practicesOfWeek(coach, '2026-09-01')).map((p) => p.planId);
    const events = await api.core.db.query<{ plan_id: string; n: number }>(
      `SELECT data->>'planId' AS plan_id, count(*)::int AS n FROM events WHERE type = 'PlanPublished' AND data->>'planId' = ANY($1::text[]) GROUP BY 1 ORDER BY 1`,
      [week],
    );
    expect(events).toEqual(
      week.map((planId) => ({ plan_id: planId, n: 1 })).sort((a, b) => a.plan_id.localeCompare(b.plan_id)),
    );
    // publishing is not an edit: the week just published does not fill "recently edited"
    expect((await list(coach, 'mine=true&show=all&edited=true&sort=edited&pageSize=20')).map((p) => p.id)).toEqual([
      editedPractice,
      libraryPlan,
    ]);
  });

  it(`refuses more than 200 drafts in one request, publishing none of them`, async () => {
    await generate(owner, {
      name: 'Every day',
      pattern: { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], intervalWeeks: 1 },
      startDate: '2026-10-01',
      endDate: '2027-04-30',
      exceptionDates: [],
    });
    const tooMany = await publish(owner, { from: '2026-10-01', to: '2027-04-30' });
    expect([tooMany.status, tooMany.body.error.code]).toEqual([422, 'SEASON.PUBLISH_RANGE_TOO_LARGE']);
    expect(await weekOf(owner, '2026-10-05')).toEqual(
      ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09', '2026-10-10', '2026-10-11'].map(
        (d) => `${d} draft`,
      ),
    );
    const month = await publish(owner, { from: '2026-10-01', to: '2026-10-31' });
    expect(month.body).toMatchObject({ published: 31, refused: 0 });
  });
});
