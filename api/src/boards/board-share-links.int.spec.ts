import { verifyCollabToken } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collabSigner } from '../collab/collab-tokens';
import { TEST_COLLAB_SECRET, openTestApi, type TestApi } from '../testing/test-api';
import { createBoard, signUpUser, type TestUser } from './testing/board-fixtures';

const claimsOf = (token: string, documentName: string) => {
  const check = verifyCollabToken(token, { documentName, now: new Date() }, collabSigner(TEST_COLLAB_SECRET));
  if (!check.ok) throw new Error(check.reason);
  return check.claims;
};

describe.each(databaseTargets())('board share links on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const createLink = (boardId: string, mode: string, cookie = owner.cookie) =>
    api.request({ method: 'POST', url: `/api/boards/${boardId}/share-links`, cookie, body: { mode } });

  it('creates view and edit links whose secret is in the table, never in the events', async () => {
    const board = await createBoard(api, owner.cookie);
    const view = await createLink(board.id, 'view');
    expect(view.status).toBe(201);
    expect(view.body.link).toMatchObject({
      mode: 'view',
      revokedAt: null,
      url: `http://localhost:3000/whiteboard/shared/${view.body.link.token}`,
    });
    expect(view.body.link.token.length).toBeGreaterThanOrEqual(32);
    const events = await api.core.db.query<{ data: unknown }>(
      "SELECT data FROM events WHERE type = 'BoardShareLinkCreated'",
    );
    expect(events.map((e) => e.data)).toContainEqual({
      boardId: board.id,
      linkId: view.body.link.id,
      mode: 'view',
      createdBy: owner.userId,
    });
    expect(JSON.stringify(events)).not.toContain(view.body.link.token);
    const list = await api.request({ method: 'GET', url: `/api/boards/${board.id}/share-links`, cookie: owner.cookie });
    expect(list.body.items.map((l: { id: string }) => l.id)).toEqual([view.body.link.id]);
  });

  it('lets only those who may share manage links', async () => {
    const board = await createBoard(api, owner.cookie, { visibility: 'public' });
    expect((await createLink(board.id, 'edit', stranger.cookie)).status).toBe(403);
    expect(
      (await api.request({ method: 'GET', url: `/api/boards/${board.id}/share-links`, cookie: stranger.cookie }))
        .status,
    ).toBe(403);
    expect((await createLink(board.id, 'admin')).status).toBe(400);
    expect((await createLink(crypto.randomUUID(), 'view')).status).toBe(404);
  });

  it('opens a private board to whoever holds the link: view links read, edit links write, visitors too', async () => {
    const board = await createBoard(api, owner.cookie);
    const view = (await createLink(board.id, 'view')).body.link;
    const edit = (await createLink(board.id, 'edit')).body.link;

    const info = await api.request({ method: 'GET', url: `/api/boards/share/${view.token}` });
    expect(info.body).toEqual({
      board: {
        id: board.id,
        name: 'Beater press',
        sport: 'quadball',
        courtTemplateId: 'quadball-full',
        documentName: board.documentName,
      },
      mode: 'view',
    });

    const viewToken = await api.request({ method: 'POST', url: `/api/boards/share/${view.token}/collab-token` });
    expect(viewToken.status).toBe(200);
    expect(viewToken.body.mode).toBe('read');
    expect(claimsOf(viewToken.body.token, board.documentName)).toMatchObject({
      mode: 'read',
      sub: null,
      link: view.id,
    });

    const editToken = await api.request({
      method: 'POST',
      url: `/api/boards/share/${edit.token}/collab-token`,
      cookie: stranger.cookie,
    });
    expect(claimsOf(editToken.body.token, board.documentName)).toMatchObject({
      mode: 'write',
      sub: stranger.userId,
      link: edit.id,
    });

    // The owner keeps their own rights even through a view link.
    const ownerViaView = await api.request({
      method: 'POST',
      url: `/api/boards/share/${view.token}/collab-token`,
      cookie: owner.cookie,
    });
    expect(ownerViaView.body.mode).toBe('write');
  });

  it('stops a revoked link, and every link of a deleted board, with one answer', async () => {
    const board = await createBoard(api, owner.cookie);
    const link = (await createLink(board.id, 'edit')).body.link;
    const other = (await createLink(board.id, 'view')).body.link;
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/boards/${board.id}/share-links/${link.id}`,
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/boards/${board.id}/share-links/${link.id}`,
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/boards/${board.id}/share-links/${crypto.randomUUID()}`,
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    const revoked = await api.request({ method: 'POST', url: `/api/boards/share/${link.token}/collab-token` });
    expect(revoked.status).toBe(404);
    expect(revoked.body.error.code).toBe('BOARD.SHARE_LINK_NOT_FOUND');
    const list = await api.request({ method: 'GET', url: `/api/boards/${board.id}/share-links`, cookie: owner.cookie });
    expect(list.body.items.find((l: { id: string }) => l.id === link.id).revokedAt).not.toBeNull();

    await api.request({ method: 'DELETE', url: `/api/boards/${board.id}`, cookie: owner.cookie });
    expect((await api.request({ method: 'GET', url: `/api/boards/share/${other.token}` })).status).toBe(404);
    expect((await api.request({ method: 'GET', url: '/api/boards/share/guessed-token' })).status).toBe(404);
    expect((await api.request({ method: 'GET', url: `/api/boards/share/${'x'.repeat(500)}` })).status).toBe(404);
  });
});
