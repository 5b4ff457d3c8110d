import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, openTestApi, type TestApi } from '../testing/test-api';
import { signInAdmin, signUpUser } from '../testing/test-users';
import { LOGIN_ACCOUNT_SLOWDOWN } from './auth-throttle';

/** Sign-in limits: guessing is slowed and refused per address, but no stranger can shut the owner out. */
describe.each(databaseTargets())('sign-in limits on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(target);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const login = async (remoteAddress: string, email: string, password: string, forwardedFor?: string) => {
    const started = Date.now();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: JSON.stringify({ email, password }),
    });
    return { status: response.statusCode, body: JSON.parse(response.body), tookMs: Date.now() - started };
  };

  it('lets the owner in from a clean address after wrong passwords from many others, only slowed down', async () => {
    await signUpUser(api, 'owner@example.com', 'Olga Owner');
    for (let i = 1; i <= 6; i++)
      expect((await login(`192.0.2.${i}`, 'owner@example.com', 'not the password')).status).toBe(401);
    const owner = await login('198.51.100.77', 'owner@example.com', TEST_PASSWORD);
    expect(owner.status).toBe(200);
    // six failures in the window: every attempt now waits, doubling from the first delay
    expect(owner.tookMs).toBeGreaterThanOrEqual(LOGIN_ACCOUNT_SLOWDOWN.firstDelayMs * 2 - 20);
    // and the guessing goes on after the owner's sign-in: still no lock-out
    expect((await login('192.0.2.7', 'owner@example.com', 'not the password')).status).toBe(401);
    expect((await login('198.51.100.78', 'owner@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('does not lock out a site admin either', async () => {
    await signInAdmin(api, 'root@example.com');
    for (let i = 1; i <= 6; i++) await login(`192.0.2.${100 + i}`, 'root@example.com', 'not the password');
    expect((await login('198.51.100.90', 'root@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('still refuses guessing from one address after five wrong passwords, the right one included from there, not elsewhere', async () => {
    await signUpUser(api, 'target@example.com', 'Tara Target');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await login('203.0.113.50', 'target@example.com', `guess number ${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await login('203.0.113.50', 'target@example.com', TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('AUTH.TOO_MANY_ATTEMPTS');
    // a forged X-Forwarded-For is not another address
    expect((await login('203.0.113.50', 'target@example.com', TEST_PASSWORD, '10.1.2.3')).status).toBe(429);
    expect((await login('198.51.100.91', 'target@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('shows the owner the failed sign-ins on the profile until dismissed, and a new password clears them', async () => {
    const { cookie } = await signUpUser(api, 'watched@example.com', 'Wanda Watched');
    const sessions = async () => (await api.request({ method: 'GET', url: '/api/profile/sessions', cookie })).body;
    expect((await sessions()).failedSignIns).toBeNull();
    await login('192.0.2.201', 'watched@example.com', 'not the password');
    await login('192.0.2.202', 'watched@example.com', 'not the password either');
    await login('192.0.2.202', 'watched@example.com', 'still not it');
    const { failedSignIns } = await sessions();
    expect(failedSignIns).toMatchObject({ count: 3, addresses: ['192.0.2.201', '192.0.2.202'] });
    expect(Date.parse(failedSignIns.lastAt)).toBeGreaterThanOrEqual(Date.parse(failedSignIns.firstAt));

    expect((await api.request({ method: 'DELETE', url: '/api/profile/failed-sign-ins', cookie })).status).toBe(204);
    expect((await sessions()).failedSignIns).toBeNull();
    expect((await api.request({ method: 'DELETE', url: '/api/profile/failed-sign-ins' })).status).toBe(401);

    await login('192.0.2.203', 'watched@example.com', 'not the password');
    expect((await sessions()).failedSignIns).toMatchObject({ count: 1 });
    const changed = await api.request({
      method: 'POST',
      url: '/api/profile/password',
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'another-long-password' },
    });
    expect(changed.status).toBe(204);
    expect((await sessions()).failedSignIns).toBeNull();
  });
});
