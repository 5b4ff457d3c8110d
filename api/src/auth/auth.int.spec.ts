import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, eventCount, openTestApi, type TestApi } from '../testing/test-api';

describe.each(databaseTargets())('sign-up and sign-in on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(target);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('registers, sets an HttpOnly SameSite=Lax session cookie, and knows the user', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/auth/register',
      body: { email: '  Sam@Example.com ', password: TEST_PASSWORD, displayName: 'Sam' },
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: 'sam@example.com', displayName: 'Sam', role: 'user' });
    const raw = String(response.headers['set-cookie']);
    expect(raw).toMatch(/sideline_session=[\w-]{40,}/);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const me = await api.request({ method: 'GET', url: '/api/auth/me', cookie: response.cookie });
    expect(me.body.user).toMatchObject({ email: 'sam@example.com', role: 'user' });
  });

  it('stores the user as an event, and no secret in it', async () => {
    const rows = await api.core.db.query<{ type: string; data: unknown }>(
      `SELECT type, data FROM events WHERE type = 'UserRegistered'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|password/i);
    const sessions = await api.core.db.query<{ id: string }>('SELECT id FROM sessions');
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
  });

  it('rejects bad sign-up input field by field and appends nothing', async () => {
    const before = await eventCount(api.core);
    const response = await api.request({
      method: 'POST',
      url: '/api/auth/register',
      body: { email: 'not-an-email', password: 'short', displayName: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('REQUEST.INVALID_BODY');
    expect(Object.keys(response.body.error.details.fields).sort()).toEqual(['displayName', 'email', 'password']);
    expect(await eventCount(api.core)).toBe(before);
  });

  it('refuses common passwords and taken emails next to the field', async () => {
    const common = await api.request({
      method: 'POST',
      url: '/api/auth/register',
      body: { email: 'new@example.com', password: 'password123', displayName: 'New' },
    });
    expect(common.status).toBe(400);
    expect(common.body.error.details.fields.password[0]).toMatch(/too common/);
    const taken = await api.request({
      method: 'POST',
      url: '/api/auth/register',
      body: { email: 'SAM@example.com', password: TEST_PASSWORD, displayName: 'Other Sam' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.code).toBe('AUTH.EMAIL_TAKEN');
    expect(taken.body.error.details.fields.email).toBeDefined();
  });

  it('signs in, signs out, and the old cookie is dead', async () => {
    const login = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'sam@example.com', password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    const logout = await api.request({ method: 'POST', url: '/api/auth/logout', cookie: login.cookie });
    expect(logout.status).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/sideline_session=;/);
    const me = await api.request({ method: 'GET', url: '/api/auth/me', cookie: login.cookie });
    expect(me.body.user).toBeNull();
  });

  it('answers a wrong password with 401, and too many with 429 and retry-after', async () => {
    await api.signUp('locked@example.com');
    const wrong = () =>
      api.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: 'locked@example.com', password: 'wrong password here' },
      });
    const first = await wrong();
    expect(first.status).toBe(401);
    expect(first.body.error.code).toBe('AUTH.INVALID_CREDENTIALS');
    for (let i = 0; i < 4; i++) await wrong();
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('AUTH.TOO_MANY_ATTEMPTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.error.message).toMatch(/Try again in \d+ minutes?/);
    // even the right password waits out the window
    const right = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'locked@example.com', password: TEST_PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it('does not reveal which emails exist', async () => {
    const unknown = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'nobody@example.com', password: 'whatever-at-all' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('AUTH.INVALID_CREDENTIALS');
  });
});
