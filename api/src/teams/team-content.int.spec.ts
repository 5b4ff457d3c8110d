import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, drillInput } from '../drills/testing/drill-fixtures';
import { createFormation } from '../formations/testing/formation-fixtures';
import { createPlan } from '../practice-plans/testing/plan-fixtures';
import { createBoard } from '../boards/testing/board-fixtures';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { signUpUser, type TestUser } from '../testing/test-users';
import { joinAs, teamCast } from './testing/team-fixtures';

/**
 * Team content: its coaches make and edit it, its members read it (plans once published), everyone else sees nothing.
 */
describe.each(databaseTargets())('team content on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let siteAdmin: TestUser;
  let teamId: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    ({ owner, coach, member, stranger: outsider, siteAdmin, teamId } = await teamCast(api));
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const read = (kind: string, id: string, user: TestUser) =>
    api.request({ method: 'GET', url: `/api/${kind}/${id}`, cookie: user.cookie });
  const listIds = async (url: string, user: TestUser) =>
    ((await api.request({ method: 'GET', url, cookie: user.cookie })).body.items as { id: string }[]).map(
      (item) => item.id,
    );

  it('lets the team’s coaches create team drills and formations; members and outsiders may not', async () => {
    const drill = await createDrill(api, coach.cookie, { name: 'Team weave', visibility: 'team', teamId });
    expect(drill).toMatchObject({ teamId, visibility: 'team' });
    const formation = await createFormation(api, owner.cookie, { name: 'Team stack', visibility: 'team', teamId });
    expect(formation).toMatchObject({ teamId, visibility: 'team' });
    for (const user of [member, outsider]) {
      const refused = await api.request({
        method: 'POST',
        url: '/api/drills',
        cookie: user.cookie,
        body: drillInput({ visibility: 'team', teamId }),
      });
      expect(refused.status).toBe(403);
    }
  });

  it('asks for a team when the visibility is team, and stores nothing', async () => {
    const before = await eventCount(api.core);
    const drill = await api.request({
      method: 'POST',
      url: '/api/drills',
      cookie: coach.cookie,
      body: drillInput({ visibility: 'team' }),
    });
    expect(drill.status).toBe(400);
    expect(drill.body.error.details.fields).toHaveProperty('teamId');
    const formation = await api.request({
      method: 'POST',
      url: '/api/formations',
      cookie: coach.cookie,
      body: { name: 'x', sport: 'quadball', visibility: 'team' },
    });
    expect(formation.body.error.details.fields).toHaveProperty('teamId');
    const badFilter = await api.request({ method: 'GET', url: '/api/drills?team=not-a-team', cookie: coach.cookie });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error.details.fields).toHaveProperty('team');
    expect(await eventCount(api.core)).toBe(before);
  });

  it('shows team content to members read-only, filtered by team, and to no one outside', async () => {
    const drill = await createDrill(api, coach.cookie, { name: 'Members read this', visibility: 'team', teamId });
    const board = await createBoard(api, coach.cookie, { name: 'Team board', visibility: 'team', teamId });
    const asMember = await read('drills', drill.id, member);
    expect(asMember.status).toBe(200);
    expect(asMember.body.drill.can).toMatchObject({ edit: false, delete: false });
    expect((await read('drills', drill.id, coach)).body.drill.can.edit).toBe(true);
    expect((await read('drills', drill.id, outsider)).status).toBe(403);
    expect((await read('boards', board.id, member)).body.board.can.edit).toBe(false);
    expect((await read('boards', board.id, outsider)).status).toBe(403);
    expect(await listIds(`/api/drills?team=${teamId}`, member)).toContain(drill.id);
    expect(await listIds('/api/drills?team=mine', member)).toContain(drill.id);
    expect(await listIds('/api/drills', outsider)).not.toContain(drill.id);
    expect(await listIds(`/api/drills?team=${teamId}`, outsider)).toEqual([]);
    expect(await listIds('/api/boards?team=mine', member)).toContain(board.id);
    const publicDrill = await createDrill(api, coach.cookie, { name: 'Public one' });
    expect(await listIds('/api/drills?team=mine', coach)).not.toContain(publicDrill.id);
    expect((await read('drills', drill.id, siteAdmin)).status).toBe(200);
  });

  it('shows members a team plan once it is published; its staff edit it before and after', async () => {
    const plan = await createPlan(api, coach.cookie, { name: 'Thursday', visibility: 'team', teamId });
    expect((await read('practice-plans', plan.id, member)).status).toBe(403);
    expect(await listIds('/api/practice-plans?team=mine', member)).not.toContain(plan.id);
    expect((await read('practice-plans', plan.id, owner)).body.plan.can.edit).toBe(true);
    const published = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${plan.id}/publish`,
      cookie: coach.cookie,
      body: {},
    });
    expect(published.status).toBe(200);
    const asMember = await read('practice-plans', plan.id, member);
    expect(asMember.status).toBe(200);
    expect(asMember.body.plan.can.edit).toBe(false);
    // the member may not read its history, and the flag says so as the history endpoint does
    expect(asMember.body.plan.can.readHistory).toBe(false);
    expect(
      (await api.request({ method: 'GET', url: `/api/history/plan/${plan.id}`, cookie: member.cookie })).status,
    ).toBe(403);
    expect((await read('practice-plans', plan.id, coach)).body.plan.can.readHistory).toBe(true);
    expect(await listIds('/api/practice-plans?team=mine', member)).toContain(plan.id);
    expect((await read('practice-plans', plan.id, outsider)).status).toBe(403);
  });

  it('moves a drill into a team only for a coach of that team', async () => {
    const mine = await createDrill(api, outsider.cookie, { name: 'Outsider drill', visibility: 'private' });
    const moved = await api.request({
      method: 'PUT',
      url: `/api/drills/${mine.id}`,
      cookie: outsider.cookie,
      body: drillInput({ name: 'Outsider drill', visibility: 'team', teamId }),
    });
    expect(moved.status).toBe(403);
    const own = await createDrill(api, coach.cookie, { name: 'Coach drill', visibility: 'private' });
    const ok = await api.request({
      method: 'PUT',
      url: `/api/drills/${own.id}`,
      cookie: coach.cookie,
      body: drillInput({ name: 'Coach drill', visibility: 'team', teamId }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.drill).toMatchObject({ teamId, visibility: 'team' });
    expect((await read('drills', own.id, member)).status).toBe(200);
  });

  it('takes team content away from a removed member at the next request', async () => {
    const leaver = await signUpUser(api, `leaver-${crypto.randomUUID()}@example.com`, 'Lee Leaver');
    await joinAs(api, owner, teamId, leaver, 'coach');
    const drill = await createDrill(api, coach.cookie, { name: 'Soon gone', visibility: 'team', teamId });
    expect((await read('drills', drill.id, leaver)).status).toBe(200);
    const removed = await api.request({
      method: 'DELETE',
      url: `/api/teams/${teamId}/members/${leaver.userId}`,
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await read('drills', drill.id, leaver)).status).toBe(403);
    expect(await listIds('/api/drills?team=mine', leaver)).toEqual([]);
  });
});
