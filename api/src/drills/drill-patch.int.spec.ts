import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { createDrill, signUpUser } from './testing/drill-fixtures';

/** PATCH /api/drills/:id: the live drill form sends only the fields its user changed. */
describe.each(databaseTargets())('drill edits of some fields on $name', (target) => {
  let api: TestApi;
  let owner: { cookie: string; userId: string };
  let friend: { cookie: string; userId: string };
  let stranger: { cookie: string; userId: string };

  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'patch-owner@example.com', 'Olive Owner');
    friend = await signUpUser(api, 'patch-friend@example.com', 'Fran Friend');
    stranger = await signUpUser(api, 'patch-stranger@example.com', 'Sam Stranger');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const patch = (id: string, cookie: string, body: unknown, headers: Record<string, string> = {}) =>
    api.request({ method: 'PATCH', url: `/api/drills/${id}`, cookie, headers, body });

  it('two people changing different fields keep both changes; each save records only its own field', async () => {
    const drill = await createDrill(api, owner.cookie, { name: 'Beater pairs', editableByOthers: true });
    const mine = await patch(drill.id, owner.cookie, { lengthMax: 20 });
    expect(mine.status).toBe(200);
    const theirs = await patch(drill.id, friend.cookie, { name: 'Beater pairs v2' });
    expect(theirs.status).toBe(200);
    expect(theirs.body.drill).toMatchObject({ name: 'Beater pairs v2', lengthMax: 20, version: 3 });
    expect(theirs.headers.etag).toBe('"3"');
    const history = await api.request({ method: 'GET', url: `/api/drills/${drill.id}/history`, cookie: owner.cookie });
    expect(history.body.items.slice(0, 2).map((i: { changes: unknown }) => i.changes)).toEqual([
      [{ field: 'name', from: 'Beater pairs', to: 'Beater pairs v2' }],
      [{ field: 'lengthMax', from: 15, to: 20 }],
    ]);
  });

  it('checks rules across fields against the drill as it is, beside the field', async () => {
    const drill = await createDrill(api, owner.cookie);
    const refused = await patch(drill.id, owner.cookie, { lengthMax: 5 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('DRILL.INVALID_FIELDS');
    expect(refused.body.error.details.fields).toHaveProperty('lengthMax');
    const empty = await patch(drill.id, owner.cookie, {});
    expect(empty.status).toBe(400);
    const stale = await patch(drill.id, owner.cookie, { name: 'Late' }, { 'if-match': '"0"' });
    expect(stale.status).toBe(412);
  });

  it('asks the same permissions as the whole form: editors edit, sharing stays the owner’s', async () => {
    const drill = await createDrill(api, owner.cookie);
    expect((await patch(drill.id, stranger.cookie, { name: 'Hijacked' })).status).toBe(403);
    expect((await patch(drill.id, owner.cookie, { editableByOthers: true })).status).toBe(200);
    expect((await patch(drill.id, stranger.cookie, { briefDescription: 'Improved by a friend.' })).status).toBe(200);
    expect((await patch(drill.id, stranger.cookie, { editableByOthers: false })).status).toBe(403);
    expect((await patch(drill.id, stranger.cookie, { visibility: 'private' })).status).toBe(403);
  });
});
