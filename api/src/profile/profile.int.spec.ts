import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill } from '../drills/testing/drill-fixtures';
import { TEST_PASSWORD, eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { signInAdmin, signUpUser } from '../testing/test-users';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(databaseTargets())('profile on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(target);
  });
  afterAll(() => api.close());

  const login = async (email: string, password = TEST_PASSWORD, userAgent = FIREFOX_UA) => {
    const response = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email, password },
      headers: { 'user-agent': userAgent },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.cookie!;
  };
  const me = async (cookie: string) => (await api.request({ method: 'GET', url: '/api/auth/me', cookie })).body.user;

  it('answers visitors 401 on every profile endpoint, before reading the body', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['PATCH', '/api/profile', { displayName: '' }],
      ['POST', '/api/profile/password', {}],
      ['GET', '/api/profile/sessions'],
      ['DELETE', '/api/profile/sessions/abc'],
      ['POST', '/api/profile/sessions/sign-out-others'],
      ['GET', '/api/profile/votes?page=0'],
      ['GET', '/api/profile/comments'],
      ['POST', '/api/auth/logout-everywhere'],
    ];
    for (const [method, url, body] of calls) {
      const response = await api.request({ method, url, ...(body !== undefined ? { body } : {}) });
      expect(response.status, `${method} ${url}`).toBe(401);
    }
  });

  it('renames me; an empty or overlong name is refused with the field named and stores nothing', async () => {
    const user = await signUpUser(api, 'rename@example.com', 'Rena Before');
    const renamed = await api.request({
      method: 'PATCH',
      url: '/api/profile',
      cookie: user.cookie,
      body: { displayName: '  Rena After ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.displayName).toBe('Rena After');
    expect((await me(user.cookie)).displayName).toBe('Rena After');
    const before = await eventCount(api.core);
    for (const displayName of ['', '   ', 'x'.repeat(81), 'nul\u0000name']) {
      const refused = await api.request({
        method: 'PATCH',
        url: '/api/profile',
        cookie: user.cookie,
        body: { displayName },
      });
      expect(refused.status, JSON.stringify(displayName)).toBe(400);
      expect(Object.keys(refused.body.error.details.fields)).toEqual(['displayName']);
    }
    expect(await eventCount(api.core)).toBe(before);
  });

  it('changes the password only with the current one; other sessions end, this one stays', async () => {
    await signUpUser(api, 'password@example.com', 'Pat Password');
    const laptop = await login('password@example.com', TEST_PASSWORD, CHROME_UA);
    const phone = await login('password@example.com');
    const before = await eventCount(api.core);

    const wrong = await api.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie: laptop,
      body: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('AUTH.WRONG_PASSWORD');
    expect(Object.keys(wrong.body.error.details.fields)).toEqual(['currentPassword']);
    const short = await api.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie: laptop,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.error.details.fields)).toEqual(['newPassword']);
    const missing = await api.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie: laptop,
      body: { newPassword: 'a-brand-new-password' },
    });
    expect(Object.keys(missing.body.error.details.fields)).toEqual(['currentPassword']);
    expect(await eventCount(api.core)).toBe(before);
    expect(await me(phone)).not.toBeNull();

    const changed = await api.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie: laptop,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
    });
    expect(changed.status).toBe(204);
    expect(await me(phone)).toBeNull();
    expect(await me(laptop)).not.toBeNull();
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: 'password@example.com', password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(401);
    await login('password@example.com', 'a-brand-new-password');
  });

  it('limits wrong current passwords like sign-in (a stolen session cannot guess the password)', async () => {
    const user = await signUpUser(api, 'guessing@example.com', 'Gue Ssing');
    const attempt = (currentPassword: string) =>
      api.request({
        method: 'POST',
        url: '/api/profile/password',
        cookie: user.cookie,
        body: { currentPassword, newPassword: 'another-long-password' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`)).status).toBe(400);
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/profile/delete-account',
          cookie: user.cookie,
          body: { password: TEST_PASSWORD, confirm: 'DELETE' },
        })
      ).status,
    ).toBe(429);
  });

  it('lists my sessions with device, address and last seen, and signs out one or all others', async () => {
    const user = await signUpUser(api, 'sessions@example.com', 'Sess Ions');
    const chrome = await login('sessions@example.com', TEST_PASSWORD, CHROME_UA);
    const firefox = await login('sessions@example.com', TEST_PASSWORD, FIREFOX_UA);
    const listed = await api.request({ method: 'GET', url: '/api/profile/sessions', cookie: chrome });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(3);
    const current = listed.body.items.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0].device).toBe('Chrome on Linux');
    expect(current[0].address).toBe('127.0.0.1');
    const firefoxSession = listed.body.items.find((s: { device: string }) => s.device === 'Firefox on Windows');
    expect(firefoxSession).toBeTruthy();

    // someone else cannot end my session, even knowing its id
    const stranger = await signUpUser(api, 'stranger-sessions@example.com', 'Stran Ger');
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/profile/sessions/${firefoxSession.id}`,
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
    expect(await me(firefox)).not.toBeNull();

    expect(
      (await api.request({ method: 'DELETE', url: `/api/profile/sessions/${firefoxSession.id}`, cookie: chrome }))
        .status,
    ).toBe(204);
    expect(await me(firefox)).toBeNull();
    expect(
      (await api.request({ method: 'DELETE', url: `/api/profile/sessions/${firefoxSession.id}`, cookie: chrome }))
        .status,
    ).toBe(404);

    expect(
      (await api.request({ method: 'POST', url: '/api/profile/sessions/sign-out-others', cookie: chrome })).status,
    ).toBe(204);
    expect(await me(user.cookie)).toBeNull();
    expect(await me(chrome)).not.toBeNull();
    const after = await api.request({ method: 'GET', url: '/api/profile/sessions', cookie: chrome });
    expect(after.body.items).toHaveLength(1);
  });

  it('signs out everywhere, this session too', async () => {
    const user = await signUpUser(api, 'everywhere-profile@example.com', 'Eve Rywhere');
    const other = await login('everywhere-profile@example.com');
    expect(
      (await api.request({ method: 'POST', url: '/api/auth/logout-everywhere', cookie: user.cookie })).status,
    ).toBe(204);
    expect(await me(user.cookie)).toBeNull();
    expect(await me(other)).toBeNull();
  });

  it('lists my votes and my comments, newest first, each user only their own; a bad page names the field', async () => {
    const author = await signUpUser(api, 'author-votes@example.com', 'Auth Or');
    const voter = await signUpUser(api, 'voter@example.com', 'Vo Ter');
    const admin = await signInAdmin(api);
    const first = await createDrill(api, author.cookie, { name: 'Cone weave', visibility: 'public' });
    const second = await createDrill(api, author.cookie, { name: 'Beater duel', visibility: 'public' });
    expect(
      (
        await api.request({
          method: 'PUT',
          url: `/api/drills/${first.id}/vote`,
          cookie: voter.cookie,
          body: { value: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'PUT',
          url: `/api/drills/${second.id}/vote`,
          cookie: voter.cookie,
          body: { value: -1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/drills/${first.id}/comments`,
          cookie: voter.cookie,
          body: { body: 'Great warm-up' },
        })
      ).status,
    ).toBe(201);

    const votes = await api.request({ method: 'GET', url: '/api/profile/votes', cookie: voter.cookie });
    expect(votes.status).toBe(200);
    expect(votes.body.total).toBe(2);
    expect(votes.body.items.map((v: { name: string; value: number }) => [v.name, v.value])).toEqual([
      ['Beater duel', -1],
      ['Cone weave', 1],
    ]);
    const paged = await api.request({
      method: 'GET',
      url: '/api/profile/votes?page=2&pageSize=1',
      cookie: voter.cookie,
    });
    expect(paged.body.items.map((v: { name: string }) => v.name)).toEqual(['Cone weave']);
    expect(paged.body.pageCount).toBe(2);
    const comments = await api.request({ method: 'GET', url: '/api/profile/comments', cookie: voter.cookie });
    expect(comments.body.items).toEqual([
      expect.objectContaining({
        body: 'Great warm-up',
        targetType: 'drill',
        targetId: first.id,
        targetName: 'Cone weave',
      }),
    ]);

    for (const who of [author, admin]) {
      expect((await api.request({ method: 'GET', url: '/api/profile/votes', cookie: who.cookie })).body.total).toBe(0);
      expect((await api.request({ method: 'GET', url: '/api/profile/comments', cookie: who.cookie })).body.total).toBe(
        0,
      );
    }
    const bad = await api.request({ method: 'GET', url: '/api/profile/votes?page=0', cookie: voter.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields)).toEqual(['page']);
    const tooBig = await api.request({
      method: 'GET',
      url: '/api/profile/comments?pageSize=500',
      cookie: voter.cookie,
    });
    expect(Object.keys(tooBig.body.error.details.fields)).toEqual(['pageSize']);
    // my drills are the drill list with mine=true
    const mine = await api.request({ method: 'GET', url: '/api/drills?mine=true', cookie: author.cookie });
    expect(mine.body.items.map((d: { name: string }) => d.name).sort()).toEqual(['Beater duel', 'Cone weave']);
  });
});
