import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { createBoard, eventCount, signInAdmin, signUpUser, type TestUser } from './testing/board-fixtures';

describe.each(databaseTargets())('boards on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const get = (id: string, cookie?: string) =>
    api.request({ method: 'GET', url: `/api/boards/${id}`, ...(cookie ? { cookie } : {}) });

  it('creates a private board owned by its creator, with what the creator may do', async () => {
    const board = await createBoard(api, owner.cookie, { name: '  Zone defence  ' });
    expect(board).toMatchObject({
      name: 'Zone defence',
      sport: 'quadball',
      courtTemplateId: 'quadball-full',
      owner: { id: owner.userId, name: 'Olive Owner' },
      teamId: null,
      visibility: 'private',
      deleted: false,
      versionCount: 0,
      documentName: `board:${board.id}`,
      can: { edit: true, delete: true, restore: false, share: true },
    });
  });

  it('refuses bad input with per-field details and stores nothing', async () => {
    const before = await eventCount(api);
    const response = await api.request({
      method: 'POST',
      url: '/api/boards',
      cookie: owner.cookie,
      body: { name: '', sport: 'cricket', courtTemplateId: 'x', visibility: 'team' },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.details.fields).sort()).toEqual(['name', 'sport']);
    const wrongTemplate = await api.request({
      method: 'POST',
      url: '/api/boards',
      cookie: owner.cookie,
      body: { name: 'x', sport: 'soccer', courtTemplateId: 'quadball-full' },
    });
    expect(wrongTemplate.body.error.details.fields).toHaveProperty('courtTemplateId');
    const notJson = await api.request({
      method: 'POST',
      url: '/api/boards',
      cookie: owner.cookie,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await eventCount(api)).toBe(before);
  });

  it('wants a signed-in creator, and a coach of the team for team boards', async () => {
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/boards',
          body: { name: 'x', sport: 'quadball', courtTemplateId: 'quadball-full' },
        })
      ).status,
    ).toBe(401);
    const teamBoard = await api.request({
      method: 'POST',
      url: '/api/boards',
      cookie: stranger.cookie,
      body: {
        name: 'x',
        sport: 'quadball',
        courtTemplateId: 'quadball-full',
        teamId: crypto.randomUUID(),
        visibility: 'team',
      },
    });
    expect(teamBoard.status).toBe(403);
  });

  it('shows private boards to their owner and admins only; public ones to everyone, read-only', async () => {
    const board = await createBoard(api, owner.cookie);
    expect((await get(board.id, stranger.cookie)).status).toBe(403);
    expect((await get(board.id)).status).toBe(401);
    expect((await get(board.id, admin.cookie)).body.board.can).toEqual({
      edit: true,
      delete: true,
      restore: false,
      share: true,
    });
    const open = await createBoard(api, owner.cookie, { visibility: 'public' });
    expect((await get(open.id)).body.board.can).toEqual({ edit: false, delete: false, restore: false, share: false });
    expect((await get(open.id, stranger.cookie)).status).toBe(200);
    expect((await get(crypto.randomUUID(), owner.cookie)).status).toBe(404);
    expect((await get('not-a-uuid', owner.cookie)).status).toBe(404);
  });

  it('renames (edit rights) and changes visibility (sharing rights); strangers cannot', async () => {
    const board = await createBoard(api, owner.cookie, { visibility: 'public' });
    const renamed = await api.request({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      cookie: owner.cookie,
      body: { name: 'Renamed', visibility: 'unlisted' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.board).toMatchObject({ name: 'Renamed', visibility: 'unlisted' });
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/boards/${board.id}`,
          cookie: stranger.cookie,
          body: { name: 'Mine now' },
        })
      ).status,
    ).toBe(403);
    const empty = await api.request({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      cookie: owner.cookie,
      body: {},
    });
    expect(empty.status).toBe(400);
    const team = await api.request({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      cookie: owner.cookie,
      body: { visibility: 'team' },
    });
    expect(team.status).toBe(400);
    expect(team.body.error.code).toBe('BOARD.TEAM_REQUIRED');
  });

  it('stores a name and a visibility sent together both or neither: a refused visibility keeps the old name', async () => {
    const board = await createBoard(api, owner.cookie, { name: 'Before' });
    const events = await eventCount(api);
    const refused = await api.request({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      cookie: owner.cookie,
      body: { name: 'After', visibility: 'team' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('BOARD.TEAM_REQUIRED');
    expect(await eventCount(api)).toBe(events);
    expect((await get(board.id, owner.cookie)).body.board.name).toBe('Before');
  });

  it('deletes (owner), hides from everyone but owner and admins, and brings back', async () => {
    const board = await createBoard(api, owner.cookie, { visibility: 'public' });
    expect(
      (await api.request({ method: 'DELETE', url: `/api/boards/${board.id}`, cookie: stranger.cookie })).status,
    ).toBe(403);
    expect((await api.request({ method: 'DELETE', url: `/api/boards/${board.id}`, cookie: owner.cookie })).status).toBe(
      204,
    );
    expect((await get(board.id, stranger.cookie)).status).toBe(403);
    expect((await get(board.id, owner.cookie)).body.board).toMatchObject({
      deleted: true,
      can: { edit: false, restore: true },
    });
    const renameDeleted = await api.request({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      cookie: admin.cookie,
      body: { name: 'x' },
    });
    expect(renameDeleted.status).toBe(409);
    const restored = await api.request({
      method: 'POST',
      url: `/api/boards/${board.id}/restore`,
      cookie: owner.cookie,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.board.deleted).toBe(false);
  });

  it('lists what the policy lists: public, mine (unlisted too with mine=true), newest change first, searchable, paginated', async () => {
    const lister = await signUpUser(api, 'lister@example.com', 'Lee Lister');
    // One after the other: the list shows the latest change first.
    const oldest = await createBoard(api, lister.cookie, { name: 'Alpha private' });
    await createBoard(api, lister.cookie, { name: 'Alpha unlisted', visibility: 'unlisted' });
    await createBoard(api, lister.cookie, { name: 'Alpha public', visibility: 'public' });
    const names = (body: { items: { name: string }[] }) => body.items.map((b) => b.name).sort();
    const mineList = await api.request({ method: 'GET', url: '/api/boards?mine=true&q=alpha', cookie: lister.cookie });
    expect(names(mineList.body)).toEqual(['Alpha private', 'Alpha public', 'Alpha unlisted']);
    const strangerList = await api.request({ method: 'GET', url: '/api/boards?q=alpha', cookie: stranger.cookie });
    expect(names(strangerList.body)).toEqual(['Alpha public']);
    const ownerList = await api.request({ method: 'GET', url: '/api/boards?q=alpha', cookie: lister.cookie });
    expect(names(ownerList.body)).toEqual(['Alpha private', 'Alpha public']);
    const visitorMine = await api.request({ method: 'GET', url: '/api/boards?mine=true' });
    expect(visitorMine.body.items).toEqual([]);
    const paged = await api.request({
      method: 'GET',
      url: '/api/boards?mine=true&pageSize=2&page=2',
      cookie: lister.cookie,
    });
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.items[0].id).toBe(oldest.id);
    const bad = await api.request({
      method: 'GET',
      url: '/api/boards?page=0&pageSize=500&mine=maybe&team=x',
      cookie: lister.cookie,
    });
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['mine', 'page', 'pageSize', 'team']);
  });
});
