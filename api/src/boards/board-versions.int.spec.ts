import { BOARD_STREAM_TYPE, boardStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openTestApi, type TestApi } from '../testing/test-api';
import { createBoard, signUpUser, type TestUser } from './testing/board-fixtures';
import { toBase64 } from '../documents/document-history';

describe.each(databaseTargets())('board versions on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let coach: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    coach = await signUpUser(api, 'coach@example.com', 'Cory Coach');
    stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  /** Stores the way the collab server does: the diff since the last store, with its editors. */
  async function drawingOf(boardId: string) {
    const doc = new Y.Doc();
    let stored = Y.encodeStateVector(doc);
    const store = async (editors: string[]) => {
      const at = new Date().toISOString();
      const commandId = crypto.randomUUID();
      const result = await api.core.store.append(
        boardStreamId(boardId),
        [
          {
            eventId: crypto.randomUUID(),
            type: 'BoardDocumentUpdated',
            data: { boardId, update: toBase64(Y.encodeStateAsUpdate(doc, stored)), editors, guestLinkIds: [], at },
            metadata: { actorId: null, commandId, correlationId: commandId, causationId: null, at },
          },
        ],
        { expectedVersion: 'stream_exists', streamType: BOARD_STREAM_TYPE },
      );
      stored = Y.encodeStateVector(doc);
      await api.core.watcher.waitFor(result.lastPosition, ['boards']);
      return result.nextExpectedVersion;
    };
    return { doc, store };
  }
  const shapesAt = async (boardId: string, version: number, cookie = owner.cookie) => {
    const response = await api.request({ method: 'GET', url: `/api/boards/${boardId}/versions/${version}`, cookie });
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Buffer.from(response.body.update, 'base64'));
    return doc.getMap('shapes').toJSON();
  };

  it('lists every stored version with its editors, and shows the drawing at each', async () => {
    const board = await createBoard(api, owner.cookie, { visibility: 'public' });
    const { doc, store } = await drawingOf(board.id);
    doc.getMap('shapes').set('keeper', { x: 1 });
    const v1 = await store([owner.userId]);
    doc.getMap('shapes').set('keeper', { x: 9 });
    doc.getMap('shapes').set('cone', { x: 2 });
    const v2 = await store([owner.userId, coach.userId]);

    const versions = await api.request({
      method: 'GET',
      url: `/api/boards/${board.id}/versions`,
      cookie: stranger.cookie,
    });
    expect(versions.body.items).toEqual([
      {
        version: v1,
        kind: 'update',
        at: expect.any(String),
        editors: [{ id: owner.userId, name: 'Olive Owner' }],
        guestEdits: false,
        restoredFrom: null,
      },
      {
        version: v2,
        kind: 'update',
        at: expect.any(String),
        editors: [
          { id: owner.userId, name: 'Olive Owner' },
          { id: coach.userId, name: 'Cory Coach' },
        ],
        guestEdits: false,
        restoredFrom: null,
      },
    ]);
    expect(await shapesAt(board.id, v1)).toEqual({ keeper: { x: 1 } });
    expect(await shapesAt(board.id, v2)).toEqual({ keeper: { x: 9 }, cone: { x: 2 } });
    expect(
      (await api.request({ method: 'GET', url: `/api/boards/${board.id}`, cookie: owner.cookie })).body.board
        .versionCount,
    ).toBe(2);
    expect(
      (await api.request({ method: 'GET', url: `/api/boards/${board.id}/versions/1`, cookie: owner.cookie })).status,
    ).toBe(404);
    expect(
      (await api.request({ method: 'GET', url: `/api/boards/${board.id}/versions/latest`, cookie: owner.cookie }))
        .status,
    ).toBe(400);
  });

  it('restores an earlier version as a new event that brings the drawing back', async () => {
    const board = await createBoard(api, owner.cookie);
    const { doc, store } = await drawingOf(board.id);
    doc.getMap('shapes').set('keeper', { x: 1 });
    const v1 = await store([owner.userId]);
    doc.getMap('shapes').delete('keeper');
    doc.getMap('shapes').set('seeker', { x: 5 });
    await store([owner.userId]);

    const restored = await api.request({
      method: 'POST',
      url: `/api/boards/${board.id}/restore-version`,
      cookie: owner.cookie,
      body: { version: v1 },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ restored: true });
    const events = (await api.core.store.readStream(boardStreamId(board.id))).events;
    expect(events.map((e) => e.type)).toEqual([
      'BoardCreated',
      'BoardDocumentUpdated',
      'BoardDocumentUpdated',
      'BoardRestored',
    ]);
    expect(events[3]!.metadata.actorId).toBe(owner.userId);
    expect(await shapesAt(board.id, restored.body.version)).toEqual({ keeper: { x: 1 } });

    const versions = (
      await api.request({ method: 'GET', url: `/api/boards/${board.id}/versions`, cookie: owner.cookie })
    ).body.items;
    expect(versions.at(-1)).toMatchObject({
      kind: 'restore',
      restoredFrom: v1,
      editors: [{ id: owner.userId, name: 'Olive Owner' }],
    });

    const again = await api.request({
      method: 'POST',
      url: `/api/boards/${board.id}/restore-version`,
      cookie: owner.cookie,
      body: { version: restored.body.version },
    });
    expect(again.body).toEqual({ restored: false, version: null });
  });

  it('reads and restores a version that a snapshot stands for', async () => {
    const board = await createBoard(api, owner.cookie);
    const { doc, store } = await drawingOf(board.id);
    doc.getMap('shapes').set('keeper', { x: 1 });
    const v1 = await store([owner.userId]);
    // What the collab server appends every Nth store: the whole drawing, standing for that version.
    const at = new Date().toISOString();
    const snapshot = await api.core.store.append(
      boardStreamId(board.id),
      [
        {
          eventId: crypto.randomUUID(),
          type: 'BoardDocumentSnapshotted',
          data: { boardId: board.id, state: toBase64(Y.encodeStateAsUpdate(doc)), upToVersion: v1 },
          metadata: { actorId: null, commandId: 'c', correlationId: 'c', causationId: null, at },
        },
      ],
      { expectedVersion: v1, streamType: BOARD_STREAM_TYPE },
    );
    await api.core.watcher.waitFor(snapshot.lastPosition, ['boards']);
    doc.getMap('shapes').set('keeper', { x: 2 });
    await store([owner.userId]);
    expect(await shapesAt(board.id, v1)).toEqual({ keeper: { x: 1 } });
    const restored = await api.request({
      method: 'POST',
      url: `/api/boards/${board.id}/restore-version`,
      cookie: owner.cookie,
      body: { version: v1 },
    });
    expect(restored.body.restored).toBe(true);
    expect(await shapesAt(board.id, restored.body.version)).toEqual({ keeper: { x: 1 } });
  });

  it('wants edit rights, a real version and a board that is not deleted', async () => {
    const board = await createBoard(api, owner.cookie, { visibility: 'public' });
    const { doc, store } = await drawingOf(board.id);
    doc.getMap('shapes').set('a', 1);
    const v1 = await store([owner.userId]);
    doc.getMap('shapes').set('a', 2);
    await store([owner.userId]);
    const restore = (body: unknown, cookie = owner.cookie) =>
      api.request({ method: 'POST', url: `/api/boards/${board.id}/restore-version`, cookie, body });
    expect((await restore({ version: v1 }, stranger.cookie)).status).toBe(403);
    expect((await restore({ version: 1 })).body.error.code).toBe('BOARD.VERSION_NOT_FOUND');
    expect((await restore({ version: 99 })).status).toBe(404);
    expect((await restore({ version: 'one' })).status).toBe(400);
    await api.request({ method: 'DELETE', url: `/api/boards/${board.id}`, cookie: owner.cookie });
    // Deleted content is restored first, then edited.
    expect((await restore({ version: v1 })).body.error.code).toBe('BOARD.DELETED');
  });
});
