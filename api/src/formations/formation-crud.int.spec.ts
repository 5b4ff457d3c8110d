import { FORMATION_STREAM_TYPE, formationStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { createFormation, formationInput, signInAdmin, signUpUser, type TestUser } from './testing/formation-fixtures';

describe.each(databaseTargets())('formation create, read, edit, delete on $name', (target) => {
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

  const get = (id: string, user?: TestUser) =>
    api.request({ method: 'GET', url: `/api/formations/${id}`, ...(user ? { cookie: user.cookie } : {}) });
  const patch = (id: string, user: TestUser, body: unknown, ifMatch?: string) =>
    api.request({
      method: 'PATCH',
      url: `/api/formations/${id}`,
      cookie: user.cookie,
      body,
      ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
    });

  it('creates a formation owned by its creator, sanitised, with defaults, an ETag and its document name', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/formations',
      cookie: owner.cookie,
      body: formationInput({
        detailedDescription: '<p>Go<script>alert(1)</script></p>',
        tags: [' zone ', 'Zone', 'press'],
      }),
    });
    expect(response.status).toBe(201);
    const formation = response.body.formation;
    expect(formation).toMatchObject({
      sport: 'quadball',
      name: 'Diamond zone',
      detailedDescription: '<p>Go</p>',
      tags: ['zone', 'press'],
      formationType: 'defense',
      courtTemplateId: 'quadball-full',
      visibility: 'public',
      editableByOthers: false,
      ownerId: owner.userId,
      ownerName: 'Olive Owner',
      version: 1,
      deleted: false,
      votes: { up: 0, down: 0, score: 0 },
      myVote: 0,
      usedInPlanCount: 0,
      diagramVersionCount: 0,
      duplicatedFrom: null,
      documentName: `formation:${formation.id}`,
      can: { edit: true, share: true, delete: true, restore: false, engage: true, duplicate: true },
    });
    expect(response.headers.etag).toBe('"1"');
    const visitorView = await get(formation.id);
    expect(visitorView.status).toBe(200);
    expect(visitorView.body.formation.can).toEqual({
      edit: false,
      share: false,
      delete: false,
      restore: false,
      engage: false,
      duplicate: false,
    });
    expect((await get(formation.id, stranger)).body.formation.can).toMatchObject({
      edit: false,
      engage: true,
      duplicate: true,
    });
  });

  it('refuses visitors (401) and answers 404 for unknown formations', async () => {
    const visitor = await api.request({ method: 'POST', url: '/api/formations', body: formationInput() });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('AUTH.REQUIRED');
    const missing = await get(crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('FORMATION.NOT_FOUND');
    expect((await get('not-an-id')).status).toBe(404);
  });

  it('private: 401 for visitors, 403 for other coaches, open to owner and admin; unlisted opens by link for anyone', async () => {
    const secret = await createFormation(api, owner.cookie, { visibility: 'private', name: 'Secret set play' });
    expect((await get(secret.id)).status).toBe(401);
    expect((await get(secret.id, stranger)).status).toBe(403);
    expect((await get(secret.id, owner)).status).toBe(200);
    const adminView = await get(secret.id, admin);
    expect(adminView.status).toBe(200);
    expect(adminView.body.formation.can).toMatchObject({ edit: true, share: true, delete: true });
    const unlisted = await createFormation(api, owner.cookie, { visibility: 'unlisted' });
    expect((await get(unlisted.id)).status).toBe(200);
    expect((await get(unlisted.id, stranger)).status).toBe(200);
  });

  it('patches some fields, records them field by field, and checks If-Match against the details version', async () => {
    const formation = await createFormation(api, owner.cookie);
    const saved = await patch(formation.id, owner, { name: 'Diamond press', tags: ['press'] }, '"1"');
    expect(saved.status).toBe(200);
    expect(saved.body.formation).toMatchObject({
      name: 'Diamond press',
      tags: ['press'],
      briefDescription: formationInput().briefDescription,
      version: 2,
    });
    expect(saved.headers.etag).toBe('"2"');

    const stale = await patch(formation.id, owner, { name: 'Too late' }, '"1"');
    expect(stale.status).toBe(412);
    expect(stale.body.error).toMatchObject({
      code: 'COMMAND.STALE_VERSION',
      details: { expectedVersion: 1, actualVersion: 2 },
    });
    expect((await get(formation.id)).body.formation.name).toBe('Diamond press');

    // A diagram store (as the collab server appends it) does not make the loaded details stale.
    await api.core.store.append(
      formationStreamId(formation.id),
      [
        {
          eventId: crypto.randomUUID(),
          type: 'FormationDocumentUpdated',
          data: {
            formationId: formation.id,
            update: 'AAA=',
            editors: [owner.userId],
            guestLinkIds: [],
            at: new Date().toISOString(),
          },
          metadata: {
            actorId: owner.userId,
            commandId: crypto.randomUUID(),
            correlationId: 'test',
            causationId: null,
            at: new Date().toISOString(),
          },
        },
      ],
      { expectedVersion: 2, streamType: FORMATION_STREAM_TYPE },
    );
    const afterDrawing = await patch(formation.id, owner, { formationType: 'offense' }, '"2"');
    expect(afterDrawing.status).toBe(200);
    expect(afterDrawing.body.formation).toMatchObject({ formationType: 'offense', version: 4 });

    const unchanged = await patch(formation.id, owner, { name: 'Diamond press' });
    expect(unchanged.body.formation.version).toBe(4);
    expect((await patch(formation.id, owner, { name: 'x' }, 'banana')).status).toBe(400);
  });

  it('moves the court with the sport and refuses a court of another sport on its field', async () => {
    const formation = await createFormation(api, owner.cookie);
    const moved = await patch(formation.id, owner, { sport: 'basketball' });
    expect(moved.body.formation).toMatchObject({ sport: 'basketball', courtTemplateId: 'basketball-full' });
    const wrong = await patch(formation.id, owner, { courtTemplateId: 'soccer-half' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('FORMATION.INVALID_COURT');
    expect(wrong.body.error.details.fields).toHaveProperty('courtTemplateId');
  });

  it('lets others edit when allowed, but only the owner (or an admin) changes who may see or edit it', async () => {
    const formation = await createFormation(api, owner.cookie);
    expect((await patch(formation.id, stranger, { name: 'Mine now' })).status).toBe(403);
    expect((await patch(formation.id, owner, { editableByOthers: true })).body.formation.editableByOthers).toBe(true);
    const edited = await patch(formation.id, stranger, { name: 'Shared press', visibility: 'public' });
    expect(edited.status).toBe(200);
    expect(edited.body.formation.can).toMatchObject({ edit: true, share: false });
    expect((await patch(formation.id, stranger, { visibility: 'private' })).status).toBe(403);
    expect((await patch(formation.id, stranger, { editableByOthers: false })).status).toBe(403);
    expect((await patch(formation.id, admin, { visibility: 'unlisted' })).body.formation.visibility).toBe('unlisted');
  });

  it('deletes (owner, admin), hides the deleted one from others, restores it, and refuses edits meanwhile', async () => {
    const formation = await createFormation(api, owner.cookie);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/formations/${formation.id}`, cookie: stranger.cookie })).status,
    ).toBe(403);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/formations/${formation.id}`, cookie: owner.cookie })).status,
    ).toBe(204);
    expect((await get(formation.id, stranger)).status).toBe(404);
    expect((await get(formation.id)).status).toBe(404);
    const ownView = await get(formation.id, owner);
    expect(ownView.body.formation).toMatchObject({ deleted: true, can: { edit: false, restore: true } });
    expect((await patch(formation.id, owner, { name: 'x' })).body.error.code).toBe('FORMATION.DELETED');
    expect(
      (await api.request({ method: 'POST', url: `/api/formations/${formation.id}/restore`, cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    const restored = await api.request({
      method: 'POST',
      url: `/api/formations/${formation.id}/restore`,
      cookie: admin.cookie,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.formation.deleted).toBe(false);
    expect((await get(formation.id, stranger)).status).toBe(200);
  });

  it('tells who changed what, newest first, with diagram stores folded together', async () => {
    const formation = await createFormation(api, owner.cookie);
    await patch(formation.id, owner, { name: 'Renamed', detailedDescription: '<p>Now <em>with</em> notes</p>' });
    const at = new Date().toISOString();
    const stores = [owner.userId, owner.userId, stranger.userId].map((editor) => ({
      eventId: crypto.randomUUID(),
      type: 'FormationDocumentUpdated',
      data: { formationId: formation.id, update: 'AAA=', editors: [editor], guestLinkIds: [], at },
      metadata: { actorId: editor, commandId: crypto.randomUUID(), correlationId: 'test', causationId: null, at },
    }));
    await api.core.store.append(formationStreamId(formation.id), stores, {
      expectedVersion: 2,
      streamType: FORMATION_STREAM_TYPE,
    });
    await patch(formation.id, owner, { visibility: 'private' });
    const history = await api.request({
      method: 'GET',
      url: `/api/formations/${formation.id}/history`,
      cookie: owner.cookie,
    });
    expect(history.status).toBe(200);
    expect(history.body.items.map((i: { summary: string; actorName: string }) => [i.summary, i.actorName])).toEqual([
      ['Made it private (was public)', 'Olive Owner'],
      ['Edited the diagram', 'Sam Stranger'],
      ['Edited the diagram (2 saves)', 'Olive Owner'],
      ['Changed the name and detailed description', 'Olive Owner'],
      ['Created the formation', 'Olive Owner'],
    ]);
    expect(history.body.items[3].changes).toEqual([
      { field: 'name', from: 'Diamond zone', to: 'Renamed' },
      { field: 'detailedDescription', from: 'Keeper stays home.', to: 'Now with notes' },
    ]);
    expect(
      (await api.request({ method: 'GET', url: `/api/formations/${formation.id}/history`, cookie: stranger.cookie }))
        .status,
    ).toBe(403);
  });

  it('documents every formation route in the OpenAPI document, with the shared schemas', async () => {
    const docs = (await api.request({ method: 'GET', url: '/api/docs' })).body;
    const routes = Object.entries(docs.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/formations'))
      .flatMap(([path, verbs]) => Object.keys(verbs).map((verb) => `${verb.toUpperCase()} ${path}`))
      .sort();
    expect(routes).toEqual([
      'DELETE /api/formations/{id}',
      'GET /api/formations',
      'GET /api/formations/tags',
      'GET /api/formations/{id}',
      'GET /api/formations/{id}/comments',
      'GET /api/formations/{id}/history',
      'GET /api/formations/{id}/versions',
      'GET /api/formations/{id}/versions/{version}',
      'PATCH /api/formations/{id}',
      'POST /api/formations',
      'POST /api/formations/{id}/comments',
      'POST /api/formations/{id}/duplicate',
      'POST /api/formations/{id}/restore',
      'POST /api/formations/{id}/restore-version',
      'PUT /api/formations/{id}/vote',
    ]);
    expect(docs.paths['/api/formations'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'formationType',
    );
    expect(docs.paths['/api/formations'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['q', 'sport', 'formationType', 'tags', 'mine', 'sort', 'order', 'page', 'pageSize']),
    );
  });
});
