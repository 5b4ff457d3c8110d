import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard } from '../boards/testing/board-fixtures';
import { createDrill, drillInput } from '../drills/testing/drill-fixtures';
import { createFormation } from '../formations/testing/formation-fixtures';
import { createPlan, sendCommand } from '../practice-plans/testing/plan-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';
import { signUpUser, type TestUser } from '../testing/test-users';
import { joinAs, teamCast } from './testing/team-fixtures';

/**
 * Content made for a team is the team's: a coach who made it and then left (or was removed) keeps nothing of it, on
 * any path: reading it (edits made after he left included), listing it, editing, deleting, publishing it, minting
 * share links or collab write tokens. Only the team's owners and admins move it out of the team.
 */
describe.each(databaseTargets())('team content after its creator left the team, on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let teamAdmin: TestUser;
  let coach: TestUser;
  let leaver: TestUser;
  let teamId: string;
  let drill: { id: string };
  let plan: { id: string };
  let board: { id: string; documentName: string };
  let formation: { id: string };
  let binned: { id: string };
  beforeAll(async () => {
    api = await openTestApi(target);
    ({ owner, teamAdmin, coach, teamId } = await teamCast(api));
    leaver = await signUpUser(api, 'leaver@example.com', 'Lee Leaver');
    await joinAs(api, owner, teamId, leaver, 'coach');
    drill = await createDrill(api, leaver.cookie, { name: 'Leaver weave', visibility: 'team', teamId });
    plan = await createPlan(api, leaver.cookie, { name: 'Leaver Thursday', visibility: 'team', teamId });
    board = await createBoard(api, leaver.cookie, { name: 'Leaver board', visibility: 'team', teamId });
    formation = await createFormation(api, leaver.cookie, { name: 'Leaver stack', visibility: 'team', teamId });
    binned = await createDrill(api, leaver.cookie, { name: 'Leaver drill to bin', visibility: 'team', teamId });
    const removed = await api.request({
      method: 'DELETE',
      url: `/api/teams/${teamId}/members/${leaver.userId}`,
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);
    // the team goes on with what he made
    const edited = await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: coach.cookie,
      body: drillInput({ name: 'Team weave v2', visibility: 'team', teamId }),
    });
    expect(edited.status).toBe(200);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const as = (user: TestUser, method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    api.request({ method, url, cookie: user.cookie, ...(body === undefined ? {} : { body }) });
  const listIds = async (url: string, user: TestUser) =>
    ((await as(user, 'GET', url)).body.items as { id: string }[]).map((item) => item.id);

  it('reads none of it, by id or in lists (mine included)', async () => {
    for (const [kind, id] of [
      ['drills', drill.id],
      ['practice-plans', plan.id],
      ['boards', board.id],
      ['formations', formation.id],
    ] as const) {
      expect((await as(leaver, 'GET', `/api/${kind}/${id}`)).status, kind).toBe(403);
      expect(await listIds(`/api/${kind}`, leaver), kind).not.toContain(id);
      expect(await listIds(`/api/${kind}?mine=true`, leaver), kind).not.toContain(id);
    }
    expect((await as(coach, 'GET', `/api/drills/${drill.id}`)).body.drill.name).toBe('Team weave v2');
  });

  it('edits and deletes none of it', async () => {
    expect(
      (
        await as(
          leaver,
          'PUT',
          `/api/drills/${drill.id}`,
          drillInput({ name: 'Mine again', visibility: 'team', teamId }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await sendCommand(api, leaver.cookie, plan.id, { type: 'SetPlanMetadata', changes: { name: 'Mine again' } }))
        .status,
    ).toBe(403);
    expect((await as(leaver, 'PATCH', `/api/boards/${board.id}`, { name: 'Mine again' })).status).toBe(403);
    expect((await as(leaver, 'PATCH', `/api/formations/${formation.id}`, { name: 'Mine again' })).status).toBe(403);
    for (const [kind, id] of [
      ['drills', drill.id],
      ['practice-plans', plan.id],
      ['boards', board.id],
      ['formations', formation.id],
    ] as const) {
      expect((await as(leaver, 'DELETE', `/api/${kind}/${id}`)).status, kind).toBe(403);
    }
    expect((await as(coach, 'GET', `/api/drills/${drill.id}`)).body.drill.name).toBe('Team weave v2');
  });

  it('cannot make a team drill public (anonymous users never read it)', async () => {
    const moved = await as(
      leaver,
      'PUT',
      `/api/drills/${drill.id}`,
      drillInput({ name: 'Team weave v2', visibility: 'public', teamId: null }),
    );
    expect(moved.status).toBe(403);
    expect((await api.request({ method: 'GET', url: `/api/drills/${drill.id}` })).status).toBe(401);
  });

  it('mints no share link and no write token for a team board', async () => {
    expect((await as(leaver, 'POST', `/api/boards/${board.id}/share-links`, { mode: 'edit' })).status).toBe(403);
    expect((await as(leaver, 'POST', '/api/collab/token', { documentName: board.documentName })).status).toBe(403);
  });

  it("a coach of the team edits it but moves it out of the team only as the team's owners and admins may", async () => {
    const byCoach = await as(
      coach,
      'PUT',
      `/api/drills/${drill.id}`,
      drillInput({ name: 'Team weave v2', visibility: 'public', teamId: null }),
    );
    expect(byCoach.status).toBe(403);
    const boardByCoach = await as(coach, 'PATCH', `/api/boards/${board.id}`, { visibility: 'public' });
    expect(boardByCoach.status).toBe(403);
    expect((await as(coach, 'PATCH', `/api/boards/${board.id}`, { name: 'Renamed by the team' })).status).toBe(200);
    const byAdmin = await as(
      teamAdmin,
      'PUT',
      `/api/drills/${drill.id}`,
      drillInput({ name: 'Team weave v2', visibility: 'public', teamId }),
    );
    expect(byAdmin.status).toBe(200);
    // public now, still the team's: its creator reads it as anyone does, and changes nothing
    expect((await as(leaver, 'GET', `/api/drills/${drill.id}`)).body.drill.can).toMatchObject({
      edit: false,
      delete: false,
    });
    expect(
      (
        await as(
          leaver,
          'PUT',
          `/api/drills/${drill.id}`,
          drillInput({ name: 'Mine again', visibility: 'public', teamId }),
        )
      ).status,
    ).toBe(403);
  });

  it("keeps the team's deleted content out of his trash: the team's owners and admins restore it", async () => {
    expect((await as(teamAdmin, 'DELETE', `/api/drills/${binned.id}`)).status).toBe(204);
    const trash = await as(leaver, 'GET', '/api/trash');
    expect(trash.status).toBe(200);
    expect((trash.body.items as { entityId: string }[]).map((item) => item.entityId)).not.toContain(binned.id);
    expect((await as(leaver, 'POST', `/api/drills/${binned.id}/restore`)).status).toBe(404);
    expect((await as(teamAdmin, 'POST', `/api/drills/${binned.id}/restore`)).status).toBe(200);
  });

  it('keeps private content its owner’s, in and out of teams', async () => {
    const own = await createDrill(api, leaver.cookie, { name: 'Still mine', visibility: 'private' });
    expect(
      (await as(leaver, 'PUT', `/api/drills/${own.id}`, drillInput({ name: 'Still mine', visibility: 'public' })))
        .status,
    ).toBe(200);
    expect((await as(leaver, 'DELETE', `/api/drills/${own.id}`)).status).toBe(204);
  });
});
