import { FORMER_MEMBER_NAME } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill } from '../drills/testing/drill-fixtures';
import { TEST_PASSWORD, eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { signInAdmin, signUpUser } from '../testing/test-users';
import { tablesContaining } from './testing/personal-data-scan';

describe.each(databaseTargets())('my data: export and account deletion on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(target);
  });
  afterAll(() => api.close());

  const me = async (cookie: string) => (await api.request({ method: 'GET', url: '/api/auth/me', cookie })).body.user;
  const deleteAccount = (cookie: string | undefined, body: unknown) =>
    api.request({ method: 'POST', url: '/api/profile/delete-account', body, ...(cookie ? { cookie } : {}) });

  it('refuses visitors', async () => {
    expect((await api.request({ method: 'GET', url: '/api/profile/export' })).status).toBe(401);
    expect((await deleteAccount(undefined, { confirm: 'DELETE' })).status).toBe(401);
  });

  it('exports what I made and what concerns me, and nothing of anyone else', async () => {
    const author = await signUpUser(api, 'exporter@example.com', 'Exa Porter');
    const other = await signUpUser(api, 'other-exporter@example.com', 'Oth Er');
    const drill = await createDrill(api, author.cookie, { name: 'Exported drill', visibility: 'public' });
    await createDrill(api, other.cookie, { name: 'Someone else drill', visibility: 'public' });
    const theirs = await createDrill(api, other.cookie, { name: 'Voted drill', visibility: 'public' });
    await api.request({
      method: 'PUT',
      url: `/api/drills/${theirs.id}/vote`,
      cookie: author.cookie,
      body: { value: 1 },
    });
    await api.request({
      method: 'POST',
      url: `/api/drills/${theirs.id}/comments`,
      cookie: author.cookie,
      body: { body: 'Exported comment' },
    });

    const exported = await api.request({ method: 'GET', url: '/api/profile/export', cookie: author.cookie });
    expect(exported.status).toBe(200);
    expect(String(exported.headers['content-disposition'])).toMatch(/^attachment; filename="sideline-my-data-/);
    const data = exported.body;
    expect(data.account).toMatchObject({ id: author.userId, email: 'exporter@example.com', displayName: 'Exa Porter' });
    expect(data.drills.map((d: { name: string }) => d.name)).toEqual(['Exported drill']);
    expect(data.drillContents.map((c: { drillId: string }) => c.drillId)).toEqual([drill.id]);
    expect(data.votes).toEqual([expect.objectContaining({ kind: 'drill', id: theirs.id, value: 1 })]);
    expect(data.comments.map((c: { body: string }) => c.body)).toEqual(['Exported comment']);
    expect(data.accountEvents.map((e: { type: string }) => e.type)).toEqual(['UserRegistered']);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('Someone else drill');
    expect(JSON.stringify(data)).not.toContain('other-exporter@example.com');
  });

  it('refuses a wrong or missing password and a missing confirmation, naming the field, and changes nothing', async () => {
    const user = await signUpUser(api, 'careful@example.com', 'Care Ful');
    const before = await eventCount(api.core);
    const wrong = await deleteAccount(user.cookie, { password: 'not-the-password', confirm: 'DELETE' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('AUTH.WRONG_PASSWORD');
    expect(Object.keys(wrong.body.error.details.fields)).toEqual(['password']);
    const missing = await deleteAccount(user.cookie, { confirm: 'DELETE' });
    expect(Object.keys(missing.body.error.details.fields)).toEqual(['password']);
    const unconfirmed = await deleteAccount(user.cookie, { password: TEST_PASSWORD, confirm: 'yes' });
    expect(unconfirmed.status).toBe(400);
    expect(Object.keys(unconfirmed.body.error.details.fields)).toEqual(['confirm']);
    expect(await eventCount(api.core)).toBe(before);
    expect(await me(user.cookie)).not.toBeNull();
  });

  it('never deletes the last active admin', async () => {
    const admin = await signInAdmin(api, 'only-admin@example.com');
    const refused = await deleteAccount(admin.cookie, { password: TEST_PASSWORD, confirm: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('USER.LAST_ADMIN');
  });

  it('erases name, email and sessions everywhere while the log stays; public content stays by "A former member"', async () => {
    const name = 'Zelda Quenton-Erasable';
    const email = 'zelda.erasable@example.com';
    const user = await signUpUser(api, email, name);
    const second = (
      await api.request({ method: 'POST', url: '/api/auth/login', body: { email, password: TEST_PASSWORD } })
    ).cookie!;
    await api.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie: user.cookie,
      body: { displayName: `${name} II` },
    });
    const drill = await createDrill(api, user.cookie, { name: 'Kept public drill', visibility: 'public' });
    // a failed sign-in leaves a throttle row keyed by the email
    await api.request({ method: 'POST', url: '/api/auth/login', body: { email, password: 'wrong-password-here' } });
    expect(await tablesContaining(api.core.db, [name, email])).not.toEqual([]);
    const eventsBefore = await eventCount(api.core);

    const deleted = await deleteAccount(user.cookie, { password: TEST_PASSWORD, confirm: 'DELETE' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(await me(user.cookie)).toBeNull();
    expect(await me(second)).toBeNull();
    expect(
      (await api.request({ method: 'POST', url: '/api/auth/login', body: { email, password: TEST_PASSWORD } })).status,
    ).toBe(401);

    const visitor = await api.request({ method: 'GET', url: `/api/drills/${drill.id}` });
    expect(visitor.status).toBe(200);
    expect(visitor.body.drill.ownerName).toBe(FORMER_MEMBER_NAME);
    // nothing was removed from the log: one event more (UserDeleted)
    expect(await eventCount(api.core)).toBe(eventsBefore + 1);
    expect(await tablesContaining(api.core.db, [name, email, 'Zelda', 'zelda.erasable'])).toEqual([]);
    // the admin list no longer has them
    const admin = await signInAdmin(api, 'lister@example.com');
    const listed = await api.request({ method: 'GET', url: '/api/admin/users?pageSize=100', cookie: admin.cookie });
    expect(listed.body.items.map((u: { id: string }) => u.id)).not.toContain(user.userId);
    // and the same email can make a new account
    await signUpUser(api, email, 'Someone New');
  });

  it('deletes my content too when I ask', async () => {
    const user = await signUpUser(api, 'take-it-all@example.com', 'Tak Eall');
    const drill = await createDrill(api, user.cookie, { name: 'Going with me', visibility: 'public' });
    expect(
      (await deleteAccount(user.cookie, { password: TEST_PASSWORD, confirm: 'DELETE', deleteContent: true })).status,
    ).toBe(204);
    const gone = await api.request({ method: 'GET', url: `/api/drills/${drill.id}` });
    expect([404, 410]).toContain(gone.status);
    const events = await api.core.db.query<{ data: { contentDeleted: boolean } }>(
      `SELECT data FROM events WHERE type = 'UserDeleted' AND data->>'userId' = $1`,
      [user.userId],
    );
    expect(events.map((e) => e.data.contentDeleted)).toEqual([true]);
  });
});
