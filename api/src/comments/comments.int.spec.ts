import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, signInAdmin, signUpUser } from '../drills/testing/drill-fixtures';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';

describe.each(databaseTargets())('comments on $name', (target) => {
  let api: TestApi;
  let author: { cookie: string; userId: string };
  let stranger: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };
  let drillId: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    author = await signUpUser(api, 'author@example.com', 'Ava Author');
    stranger = await signUpUser(api, 'stranger@example.com', 'Stan Stranger');
    admin = await signInAdmin(api);
    drillId = (await createDrill(api, author.cookie, { name: 'Discussed drill' })).id;
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const post = (body: unknown, cookie?: string, id = drillId) =>
    api.request({ method: 'POST', url: `/api/drills/${id}/comments`, body, ...(cookie ? { cookie } : {}) });
  const list = (cookie?: string, id = drillId) =>
    api.request({ method: 'GET', url: `/api/drills/${id}/comments`, ...(cookie ? { cookie } : {}) });

  it('posts trimmed plain text and lists oldest first with names and what each viewer may do', async () => {
    const first = await post({ body: '  Great for beginners.  ' }, author.cookie);
    expect(first.status).toBe(201);
    expect(first.body.comment).toMatchObject({
      authorId: author.userId,
      authorName: 'Ava Author',
      body: 'Great for beginners.',
      editedAt: null,
      can: { edit: true, delete: true },
    });
    await post({ body: 'We ran it with 12 players.' }, stranger.cookie);
    const visitorView = await list();
    expect(visitorView.body.items.map((c: { body: string }) => c.body)).toEqual([
      'Great for beginners.',
      'We ran it with 12 players.',
    ]);
    expect(
      visitorView.body.items.every((c: { can: { edit: boolean; delete: boolean } }) => !c.can.edit && !c.can.delete),
    ).toBe(true);
    const adminView = await list(admin.cookie);
    expect(
      adminView.body.items.map((c: { can: { edit: boolean; delete: boolean } }) => [c.can.edit, c.can.delete]),
    ).toEqual([
      [false, true],
      [false, true],
    ]);
  });

  it('lets the author edit; strangers get 403 and nothing is stored', async () => {
    const { comment } = (await post({ body: 'Typo hre' }, author.cookie)).body;
    const before = await eventCount(api.core);
    const refused = await api.request({
      method: 'PATCH',
      url: `/api/comments/${comment.id}`,
      cookie: stranger.cookie,
      body: { body: 'Vandalised' },
    });
    expect(refused.status).toBe(403);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/comments/${comment.id}`, cookie: stranger.cookie })).status,
    ).toBe(403);
    expect(await eventCount(api.core)).toBe(before);
    const edited = await api.request({
      method: 'PATCH',
      url: `/api/comments/${comment.id}`,
      cookie: author.cookie,
      body: { body: 'Typo here' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.comment).toMatchObject({ body: 'Typo here', editedAt: expect.any(String) });
  });

  it('lets the author delete their comment, and an admin delete anyone’s', async () => {
    const own = (await post({ body: 'Never mind' }, stranger.cookie)).body.comment;
    expect(
      (await api.request({ method: 'DELETE', url: `/api/comments/${own.id}`, cookie: stranger.cookie })).status,
    ).toBe(204);
    const moderated = (await post({ body: 'Spam spam spam' }, stranger.cookie)).body.comment;
    expect(
      (await api.request({ method: 'DELETE', url: `/api/comments/${moderated.id}`, cookie: admin.cookie })).status,
    ).toBe(204);
    const bodies = (await list()).body.items.map((c: { body: string }) => c.body);
    expect(bodies).not.toContain('Never mind');
    expect(bodies).not.toContain('Spam spam spam');
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/comments/${own.id}`,
          cookie: stranger.cookie,
          body: { body: 'Back' },
        })
      ).status,
    ).toBe(404);
    const events = await api.core.store.readStream(`comment-${moderated.id}`);
    expect(events.events.at(-1)).toMatchObject({ type: 'CommentDeleted', data: { byModerator: true } });
  });

  it('refuses visitors, empty bodies, unknown drills and comments, and private drills of others', async () => {
    expect((await post({ body: 'Hello' })).status).toBe(401);
    const empty = await post({ body: '   ' }, author.cookie);
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.fields).toHaveProperty('body');
    expect((await post({ body: 'Hello' }, author.cookie, crypto.randomUUID())).status).toBe(404);
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/comments/${crypto.randomUUID()}`,
          cookie: author.cookie,
          body: { body: 'x' },
        })
      ).status,
    ).toBe(404);
    const secret = await createDrill(api, author.cookie, { name: 'Secret', visibility: 'private' });
    expect((await post({ body: 'Peek' }, stranger.cookie, secret.id)).status).toBe(403);
    expect((await list(undefined, secret.id)).status).toBe(401);
    expect((await list(stranger.cookie, secret.id)).status).toBe(403);
  });
});
