import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard } from '../boards/testing/board-fixtures';
import { createDrill, drillInput } from '../drills/testing/drill-fixtures';
import { createPlan, sendCommand } from '../practice-plans/testing/plan-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';
import { signUpUser, type TestUser } from '../testing/test-users';
import { teamCast } from './testing/team-fixtures';

/** An archived team is read-only on every path: its content is read as before, changed by no one, collab included. */
describe.each(databaseTargets())("an archived team's content on $name", (target) => {
  let api: TestApi;
  let owner: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let teamId: string;
  let drill: { id: string };
  let plan: { id: string };
  let board: { id: string; documentName: string };
  let ownDrill: { id: string };
  let editLinkToken: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    ({ owner, coach, member, teamId } = await teamCast(api));
    drill = await createDrill(api, coach.cookie, { name: 'Archived weave', visibility: 'team', teamId });
    plan = await createPlan(api, coach.cookie, { name: 'Archived Thursday', visibility: 'team', teamId });
    board = await createBoard(api, coach.cookie, { name: 'Archived board', visibility: 'team', teamId });
    ownDrill = await createDrill(api, coach.cookie, { name: 'Shared with the team', visibility: 'private', teamId });
    const link = await api.request({
      method: 'POST',
      url: `/api/boards/${board.id}/share-links`,
      cookie: owner.cookie,
      body: { mode: 'edit' },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    editLinkToken = link.body.link.token;
    const archived = await api.request({
      method: 'POST',
      url: `/api/teams/${teamId}/archive`,
      cookie: owner.cookie,
      body: {},
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const as = (user: TestUser, method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    api.request({ method, url, cookie: user.cookie, ...(body === undefined ? {} : { body }) });

  it('takes no new team content', async () => {
    expect(
      (await as(coach, 'POST', '/api/drills', drillInput({ name: 'New one', visibility: 'team', teamId }))).status,
    ).toBe(403);
    expect(
      (
        await as(owner, 'POST', '/api/boards', {
          name: 'New board',
          sport: 'quadball',
          courtTemplateId: 'quadball-full',
          visibility: 'team',
          teamId,
        })
      ).status,
    ).toBe(403);
  });

  it('changes none of its content, and says so in the can flags', async () => {
    const read = await as(coach, 'GET', `/api/drills/${drill.id}`);
    expect(read.status).toBe(200);
    expect(read.body.drill.can).toMatchObject({ edit: false, delete: false });
    expect((await as(member, 'GET', `/api/drills/${drill.id}`)).status).toBe(200);
    expect(
      (await as(coach, 'PUT', `/api/drills/${drill.id}`, drillInput({ name: 'Edited', visibility: 'team', teamId })))
        .status,
    ).toBe(403);
    expect((await as(owner, 'DELETE', `/api/drills/${drill.id}`)).status).toBe(403);
    expect((await as(coach, 'PATCH', `/api/boards/${board.id}`, { name: 'Renamed' })).status).toBe(403);
    expect((await as(owner, 'POST', `/api/boards/${board.id}/share-links`, { mode: 'edit' })).status).toBe(403);
    expect(
      (await sendCommand(api, coach.cookie, plan.id, { type: 'SetPlanMetadata', changes: { name: 'Edited' } })).status,
    ).toBe(403);
    expect((await as(coach, 'POST', `/api/practice-plans/${plan.id}/publish`, {})).status).toBe(403);
    // its editors still read its history
    expect((await as(coach, 'GET', `/api/history/drill/${drill.id}`)).status).toBe(200);
  });

  it('gives read tokens only for its boards', async () => {
    const token = await as(coach, 'POST', '/api/collab/token', { documentName: board.documentName });
    expect(token.status).toBe(200);
    expect(token.body.mode).toBe('read');
  });

  it('lets an edit link made before the archiving open its board read-only, to a visitor and a stranger alike', async () => {
    expect((await api.request({ method: 'GET', url: `/api/boards/share/${editLinkToken}` })).body.mode).toBe('view');
    const visitor = await api.request({
      method: 'POST',
      url: `/api/boards/share/${editLinkToken}/collab-token`,
      body: {},
    });
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(200);
    expect(visitor.body.mode).toBe('read');
    const stranger = await signUpUser(api, `stranger-${Date.now()}@example.com`, 'Sam Stranger');
    const signedIn = await api.request({
      method: 'POST',
      url: `/api/boards/share/${editLinkToken}/collab-token`,
      cookie: stranger.cookie,
      body: {},
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.mode).toBe('read');
  });

  it("keeps its members' private content theirs, and comes back to life when unarchived", async () => {
    expect(
      (
        await as(
          coach,
          'PUT',
          `/api/drills/${ownDrill.id}`,
          drillInput({ name: 'Still mine', visibility: 'private', teamId }),
        )
      ).status,
    ).toBe(200);
    expect((await as(owner, 'POST', `/api/teams/${teamId}/unarchive`, {})).status).toBe(200);
    expect((await as(coach, 'PATCH', `/api/boards/${board.id}`, { name: 'Renamed again' })).status).toBe(200);
    expect((await as(coach, 'POST', '/api/collab/token', { documentName: board.documentName })).body.mode).toBe(
      'write',
    );
    expect(
      (await api.request({ method: 'POST', url: `/api/boards/share/${editLinkToken}/collab-token`, body: {} })).body
        .mode,
    ).toBe('write');
  });
});
