import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { createFormation, signInAdmin, signUpUser, type TestUser } from './testing/formation-fixtures';

describe.each(databaseTargets())('votes and comments on formations on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let fan: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    fan = await signUpUser(api, 'fan@example.com', 'Fay Fan');
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const vote = (id: string, user: TestUser | null, value: number) =>
    api.request({
      method: 'PUT',
      url: `/api/formations/${id}/vote`,
      body: { value },
      ...(user ? { cookie: user.cookie } : {}),
    });

  it('counts one vote per user, changeable and withdrawable; visitors and private formations are refused', async () => {
    const formation = await createFormation(api, owner.cookie);
    expect((await vote(formation.id, fan, 1)).body).toEqual({ votes: { up: 1, down: 0, score: 1 }, myVote: 1 });
    expect((await vote(formation.id, admin, -1)).body).toEqual({ votes: { up: 1, down: 1, score: 0 }, myVote: -1 });
    expect((await vote(formation.id, fan, 0)).body).toEqual({ votes: { up: 0, down: 1, score: -1 }, myVote: 0 });
    const seen = await api.request({ method: 'GET', url: `/api/formations/${formation.id}`, cookie: admin.cookie });
    expect(seen.body.formation).toMatchObject({ votes: { up: 0, down: 1, score: -1 }, myVote: -1, version: 1 });
    expect((await vote(formation.id, null, 1)).status).toBe(401);
    const secret = await createFormation(api, owner.cookie, { visibility: 'private' });
    expect((await vote(secret.id, fan, 1)).status).toBe(403);
  });

  it('takes comments from readers, lists them oldest first, and lets the generic endpoints edit and delete them', async () => {
    const formation = await createFormation(api, owner.cookie);
    const url = `/api/formations/${formation.id}/comments`;
    const posted = await api.request({
      method: 'POST',
      url,
      cookie: fan.cookie,
      body: { body: '  Great for our zone week.  ' },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.comment).toMatchObject({
      authorName: 'Fay Fan',
      body: 'Great for our zone week.',
      can: { edit: true, delete: true },
    });
    await api.request({ method: 'POST', url, cookie: owner.cookie, body: { body: 'Thanks!' } });
    const edited = await api.request({
      method: 'PATCH',
      url: `/api/comments/${posted.body.comment.id}`,
      cookie: fan.cookie,
      body: { body: 'Great for zone week.' },
    });
    expect(edited.status).toBe(200);
    const listed = await api.request({ method: 'GET', url });
    expect(listed.body.items.map((c: { body: string; can: { edit: boolean } }) => [c.body, c.can.edit])).toEqual([
      ['Great for zone week.', false],
      ['Thanks!', false],
    ]);
    expect((await api.request({ method: 'POST', url, body: { body: 'Anonymous' } })).status).toBe(401);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/comments/${posted.body.comment.id}`, cookie: admin.cookie }))
        .status,
    ).toBe(204);
    expect((await api.request({ method: 'GET', url })).body.items).toHaveLength(1);
  });
});
