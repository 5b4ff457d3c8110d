import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { createDrill, drillInput, signInAdmin, signUpUser } from './testing/drill-fixtures';

describe.each(databaseTargets())('drill create, read, edit, delete on $name', (target) => {
  let api: TestApi;
  let owner: { cookie: string; userId: string };
  let stranger: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };

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
    api.request({ method: 'GET', url: `/api/drills/${id}`, ...(cookie ? { cookie } : {}) });

  it('creates a drill owned by its creator, sanitised, with an ETag', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/drills',
      cookie: owner.cookie,
      body: drillInput({
        detailedDescription: '<p>Go<script>alert(1)</script></p>',
        skills: ['quick hands'],
        videoUrl: 'https://youtu.be/abc123',
      }),
    });
    expect(response.status).toBe(201);
    const drill = response.body.drill;
    expect(drill).toMatchObject({
      ownerId: owner.userId,
      ownerName: 'Olive Owner',
      detailedDescription: '<p>Go</p>',
      skills: ['Quick Hands'],
      videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/abc123',
      hasVideo: true,
      version: 1,
      deleted: false,
      votes: { up: 0, down: 0, score: 0 },
      myVote: 0,
      usageCount: 0,
      can: { edit: true, delete: true, restore: false, engage: true, duplicate: true },
      family: { parent: null, variations: [] },
    });
    expect(response.headers.etag).toBe('"1"');
    const visitorView = await get(drill.id);
    expect(visitorView.status).toBe(200);
    expect(visitorView.body.drill.can).toEqual({
      edit: false,
      delete: false,
      restore: false,
      engage: false,
      duplicate: false,
    });
  });

  it('refuses visitors (401) and answers 404 for unknown drills', async () => {
    const visitor = await api.request({ method: 'POST', url: '/api/drills', body: drillInput() });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('AUTH.REQUIRED');
    const missing = await get(crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('DRILL.NOT_FOUND');
    expect((await get('not-an-id')).status).toBe(404);
  });

  it('private drills: 401 for visitors (so the page can offer sign-in), 403 for strangers, open to owner and admin', async () => {
    const drill = await createDrill(api, owner.cookie, { visibility: 'private', name: 'Secret set play' });
    const visitor = await get(drill.id);
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('AUTH.REQUIRED');
    expect((await get(drill.id, stranger.cookie)).status).toBe(403);
    expect((await get(drill.id, owner.cookie)).status).toBe(200);
    expect((await get(drill.id, admin.cookie)).status).toBe(200);
  });

  it('unlisted drills open by link for anyone', async () => {
    const drill = await createDrill(api, owner.cookie, { visibility: 'unlisted', name: 'Link-only drill' });
    expect((await get(drill.id)).status).toBe(200);
    expect((await get(drill.id, stranger.cookie)).status).toBe(200);
  });

  it('edits record only changed fields; history shows them newest first with who did it', async () => {
    const drill = await createDrill(api, owner.cookie, { name: 'Beater pairs' });
    const saved = await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: owner.cookie,
      headers: { 'if-match': '"1"' },
      body: drillInput({ name: 'Beater pairs v2', lengthMax: 20, visibility: 'unlisted' }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.drill).toMatchObject({
      name: 'Beater pairs v2',
      lengthMax: 20,
      visibility: 'unlisted',
      version: 3,
    });
    expect(saved.headers.etag).toBe('"3"');

    const history = await api.request({ method: 'GET', url: `/api/drills/${drill.id}/history`, cookie: owner.cookie });
    expect(history.status).toBe(200);
    expect(history.body.items.map((i: { type: string }) => i.type)).toEqual([
      'DrillVisibilityChanged',
      'DrillEdited',
      'DrillCreated',
    ]);
    const edited = history.body.items[1];
    expect(edited).toMatchObject({
      version: 2,
      actorId: owner.userId,
      actorName: 'Olive Owner',
      summary: 'Changed the name and longest length',
    });
    expect(edited.changes).toEqual([
      { field: 'name', from: 'Beater pairs', to: 'Beater pairs v2' },
      { field: 'lengthMax', from: 15, to: 20 },
    ]);
    expect(history.body.items[0].changes).toEqual([{ field: 'visibility', from: 'public', to: 'unlisted' }]);
  });

  it('answers a stale If-Match with 412 and stores nothing', async () => {
    const drill = await createDrill(api, owner.cookie);
    await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: owner.cookie,
      body: drillInput({ name: 'First save' }),
    });
    const stale = await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: owner.cookie,
      headers: { 'if-match': '"1"' },
      body: drillInput({ name: 'Lost update' }),
    });
    expect(stale.status).toBe(412);
    expect(stale.body.error.code).toBe('COMMAND.STALE_VERSION');
    expect((await get(drill.id)).body.drill.name).toBe('First save');
    const badHeader = await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: owner.cookie,
      headers: { 'if-match': 'yesterday' },
      body: drillInput(),
    });
    expect(badHeader.status).toBe(400);
    expect(badHeader.body.error.details.fields).toHaveProperty('If-Match');
  });

  it('only the owner (or editors when allowed) edits', async () => {
    const drill = await createDrill(api, owner.cookie);
    const refused = await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: stranger.cookie,
      body: drillInput({ name: 'Hijacked' }),
    });
    expect(refused.status).toBe(403);
    await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: owner.cookie,
      body: drillInput({ editableByOthers: true }),
    });
    const allowed = await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: stranger.cookie,
      body: drillInput({ name: 'Improved by a friend', editableByOthers: true }),
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.drill.ownerId).toBe(owner.userId);
    expect(allowed.body.drill.can.delete).toBe(false);
  });

  it('deletes (404 for others, visible to owner and admin as deleted) and restores', async () => {
    const drill = await createDrill(api, owner.cookie, { name: 'Short-lived drill' });
    expect(
      (await api.request({ method: 'DELETE', url: `/api/drills/${drill.id}`, cookie: stranger.cookie })).status,
    ).toBe(403);
    const deleted = await api.request({ method: 'DELETE', url: `/api/drills/${drill.id}`, cookie: owner.cookie });
    expect(deleted.status).toBe(204);
    expect((await get(drill.id)).status).toBe(404);
    expect((await get(drill.id, stranger.cookie)).status).toBe(404);
    const ownerView = await get(drill.id, owner.cookie);
    expect(ownerView.body.drill).toMatchObject({ deleted: true, can: { restore: true, edit: false, engage: false } });
    expect((await get(drill.id, admin.cookie)).body.drill.deleted).toBe(true);
    const edit = await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: owner.cookie,
      body: drillInput(),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('DRILL.DELETED');
    const list = await api.request({ method: 'GET', url: '/api/drills?q=short-lived', cookie: owner.cookie });
    expect(list.body.items).toEqual([]);

    const restored = await api.request({
      method: 'POST',
      url: `/api/drills/${drill.id}/restore`,
      cookie: admin.cookie,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.drill.deleted).toBe(false);
    expect((await get(drill.id)).status).toBe(200);
    const history = await api.request({ method: 'GET', url: `/api/drills/${drill.id}/history`, cookie: owner.cookie });
    expect(
      history.body.items.slice(0, 2).map((i: { summary: string; actorName: string }) => [i.summary, i.actorName]),
    ).toEqual([
      ['Restored the drill', 'Ada Admin'],
      ['Deleted the drill', 'Olive Owner'],
    ]);
  });

  it('duplicates as a private copy owned by the caller, in the same family', async () => {
    const original = await createDrill(api, owner.cookie, { name: 'Chaser weave' });
    const copy = await api.request({
      method: 'POST',
      url: `/api/drills/${original.id}/duplicate`,
      cookie: stranger.cookie,
    });
    expect(copy.status).toBe(201);
    expect(copy.body.drill).toMatchObject({
      name: 'Chaser weave (copy)',
      ownerId: stranger.userId,
      visibility: 'private',
      variationOf: original.id,
      editableByOthers: false,
    });
    const again = await api.request({
      method: 'POST',
      url: `/api/drills/${copy.body.drill.id}/duplicate`,
      cookie: stranger.cookie,
    });
    expect(again.body.drill).toMatchObject({ name: 'Chaser weave (copy) (copy)', variationOf: original.id });
    const family = (await get(original.id, stranger.cookie)).body.drill.family;
    expect(family.variations.map((v: { name: string }) => v.name).sort()).toEqual([
      'Chaser weave (copy)',
      'Chaser weave (copy) (copy)',
    ]);
    // The copies are private: the owner of the original does not see them in its family.
    expect((await get(original.id, owner.cookie)).body.drill.family.variations).toEqual([]);
    expect((await api.request({ method: 'POST', url: `/api/drills/${original.id}/duplicate` })).status).toBe(401);
  });
});
