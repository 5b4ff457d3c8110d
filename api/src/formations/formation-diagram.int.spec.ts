import { FORMATION_SCENE, FORMATION_STREAM_TYPE, formationStreamId, verifyCollabToken } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { toBase64 } from '../documents/document-history';
import { collabSigner } from '../collab/collab-tokens';
import { TEST_COLLAB_SECRET, openTestApi, type TestApi } from '../testing/test-api';
import { sceneElementsOf, sceneUpdate } from './formation-scene';
import { createFormation, signInAdmin, signUpUser, type TestUser } from './testing/formation-fixtures';

const token = (id: string, n: number) => ({
  id: `token-${id}-${n}`,
  type: 'ellipse',
  x: n * 50,
  y: 100,
  customData: { sidelineToken: 'chaser-a' },
});

describe.each(databaseTargets())('formation diagrams on $name', (target) => {
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

  /** Appends diagram stores the way the collab server does: each the diff since the previous store, by `editor`. */
  async function draw(
    formationId: string,
    doc: Y.Doc,
    editor: string,
    change: (elements: Y.Array<Y.Map<unknown>>) => void,
  ) {
    const before = Y.encodeStateVector(doc);
    change(doc.getArray(FORMATION_SCENE.elements));
    const update = Y.encodeStateAsUpdate(doc, before);
    const at = new Date().toISOString();
    const stream = await api.core.store.readStream(formationStreamId(formationId));
    const appended = await api.core.store.append(
      formationStreamId(formationId),
      [
        {
          eventId: crypto.randomUUID(),
          type: 'FormationDocumentUpdated',
          data: { formationId, update: toBase64(update), editors: [editor], guestLinkIds: [], at },
          metadata: { actorId: editor, commandId: crypto.randomUUID(), correlationId: 'test', causationId: null, at },
        },
      ],
      { expectedVersion: stream.version, streamType: FORMATION_STREAM_TYPE },
    );
    // Wait for this append itself: on PostgreSQL the log's visible head can still be behind it (the xmin rule).
    expect(await api.core.watcher.waitFor(appended.lastPosition, ['formations'], 10_000)).toBe(true);
  }
  const push = (element: Record<string, unknown>, pos: string) => (elements: Y.Array<Y.Map<unknown>>) =>
    elements.push([new Y.Map<unknown>(Object.entries({ el: element, pos }))]);

  it('duplicates details and the stored diagram into a private copy of the copier', async () => {
    const original = await createFormation(api, owner.cookie, { name: 'Horns', sport: 'basketball', tags: ['sets'] });
    const doc = new Y.Doc();
    await draw(original.id, doc, owner.userId, () => Y.applyUpdate(doc, sceneUpdate([token('a', 1), token('a', 2)])));
    await draw(original.id, doc, owner.userId, (elements) => elements.delete(0, 1));
    await draw(original.id, doc, owner.userId, push(token('a', 3), 'a2'));

    const response = await api.request({
      method: 'POST',
      url: `/api/formations/${original.id}/duplicate`,
      cookie: stranger.cookie,
    });
    expect(response.status).toBe(201);
    const copy = response.body.formation;
    expect(copy).toMatchObject({
      name: 'Horns (copy)',
      sport: 'basketball',
      tags: ['sets'],
      visibility: 'private',
      ownerId: stranger.userId,
      duplicatedFrom: { id: original.id, name: 'Horns' },
      diagramVersionCount: 1,
      can: { edit: true },
    });
    expect(copy.id).not.toBe(original.id);
    const events = (await api.core.store.readStream(formationStreamId(copy.id))).events;
    expect(events.map((e) => e.type)).toEqual(['FormationCreated', 'FormationDocumentUpdated']);
    const copied = sceneElementsOf(
      new Uint8Array(Buffer.from((events[1]!.data as { update: string }).update, 'base64')),
    );
    expect(copied.map((e) => e.id)).toEqual(['token-a-2', 'token-a-3']);
    expect(events[1]!.data).toMatchObject({ editors: [stranger.userId] });

    const history = await api.request({
      method: 'GET',
      url: `/api/formations/${copy.id}/history`,
      cookie: stranger.cookie,
    });
    expect(history.body.items.map((i: { summary: string }) => i.summary)).toEqual(['Created it as a copy of “Horns”']);
  });

  it('duplicates a formation that was never drawn on, and refuses private ones of others and visitors', async () => {
    const blank = await createFormation(api, owner.cookie);
    const copy = await api.request({
      method: 'POST',
      url: `/api/formations/${blank.id}/duplicate`,
      cookie: owner.cookie,
    });
    expect(copy.body.formation.diagramVersionCount).toBe(0);
    expect((await api.core.store.readStream(formationStreamId(copy.body.formation.id))).events).toHaveLength(1);
    const secret = await createFormation(api, owner.cookie, { visibility: 'private' });
    expect(
      (await api.request({ method: 'POST', url: `/api/formations/${secret.id}/duplicate`, cookie: stranger.cookie }))
        .status,
    ).toBe(403);
    expect((await api.request({ method: 'POST', url: `/api/formations/${blank.id}/duplicate` })).status).toBe(401);
  });

  it('lists diagram versions, shows one, and restores it as a new version', async () => {
    const formation = await createFormation(api, owner.cookie);
    const doc = new Y.Doc();
    await draw(formation.id, doc, owner.userId, push(token('v', 1), 'a0'));
    await draw(formation.id, doc, stranger.userId, push(token('v', 2), 'a1'));
    const versions = await api.request({ method: 'GET', url: `/api/formations/${formation.id}/versions` });
    expect(
      versions.body.items.map((v: { version: number; kind: string; editors: { name: string }[] }) => [
        v.version,
        v.kind,
        v.editors.map((e) => e.name),
      ]),
    ).toEqual([
      [2, 'update', ['Olive Owner']],
      [3, 'update', ['Sam Stranger']],
    ]);
    const at2 = await api.request({ method: 'GET', url: `/api/formations/${formation.id}/versions/2` });
    expect(sceneElementsOf(new Uint8Array(Buffer.from(at2.body.update, 'base64'))).map((e) => e.id)).toEqual([
      'token-v-1',
    ]);
    expect(
      (await api.request({ method: 'GET', url: `/api/formations/${formation.id}/versions/1` })).body.error.code,
    ).toBe('FORMATION.VERSION_NOT_FOUND');

    const restoreAs = (user: TestUser, version: number) =>
      api.request({
        method: 'POST',
        url: `/api/formations/${formation.id}/restore-version`,
        cookie: user.cookie,
        body: { version },
      });
    expect((await restoreAs(stranger, 2)).status).toBe(403);
    expect((await restoreAs(owner, 2)).body).toEqual({ restored: true, version: 4 });
    expect((await restoreAs(owner, 4)).body).toEqual({ restored: false, version: null });
    const latest = await api.request({ method: 'GET', url: `/api/formations/${formation.id}/versions/4` });
    expect(sceneElementsOf(new Uint8Array(Buffer.from(latest.body.update, 'base64'))).map((e) => e.id)).toEqual([
      'token-v-1',
    ]);
    const detail = await api.request({ method: 'GET', url: `/api/formations/${formation.id}` });
    expect(detail.body.formation).toMatchObject({ diagramVersionCount: 3, version: 1 });
  });

  it('issues collab tokens for formation:<id>: write with edit rights, read with read rights, none for private ones of others', async () => {
    const issue = (documentName: string, user?: TestUser) =>
      api.request({
        method: 'POST',
        url: '/api/collab/token',
        body: { documentName },
        ...(user ? { cookie: user.cookie } : {}),
      });
    const open = await createFormation(api, owner.cookie, { visibility: 'public' });
    for (const [user, mode] of [
      [owner, 'write'],
      [admin, 'write'],
      [stranger, 'read'],
      [undefined, 'read'],
    ] as const) {
      const response = await issue(open.documentName, user);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ mode, documentName: `formation:${open.id}` });
      const check = verifyCollabToken(
        response.body.token,
        { documentName: open.documentName, now: new Date() },
        collabSigner(TEST_COLLAB_SECRET),
      );
      expect(check).toMatchObject({ ok: true, claims: { mode, sub: user?.userId ?? null } });
    }
    await api.request({
      method: 'PATCH',
      url: `/api/formations/${open.id}`,
      cookie: owner.cookie,
      body: { editableByOthers: true },
    });
    expect((await issue(open.documentName, stranger)).body.mode).toBe('write');
    expect((await issue(open.documentName)).body.mode).toBe('read');

    const secret = await createFormation(api, owner.cookie, { visibility: 'private' });
    expect((await issue(secret.documentName, stranger)).status).toBe(403);
    expect((await issue(secret.documentName)).status).toBe(401);
    await api.request({ method: 'DELETE', url: `/api/formations/${secret.id}`, cookie: owner.cookie });
    expect((await issue(secret.documentName, owner)).body.error.code).toBe('COLLAB.DOCUMENT_DELETED');
    expect((await issue(`formation:${crypto.randomUUID()}`, owner)).status).toBe(404);
  });
});
