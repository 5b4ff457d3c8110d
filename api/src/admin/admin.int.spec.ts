import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, openTestApi, type TestApi } from '../testing/test-api';

const system = () => ({
  actorId: null,
  commandId: crypto.randomUUID(),
  correlationId: 'test',
  causationId: null,
  at: new Date().toISOString(),
});

describe.each(databaseTargets())('admin area on $name', (target) => {
  let api: TestApi;
  let adminCookie: string;
  let coachCookie: string;
  let coachId: string;
  let adminId: string;

  beforeAll(async () => {
    api = await openTestApi(target);
    adminId = (
      await api.core.accounts.ensureAdmin(
        { email: 'admin@example.com', password: TEST_PASSWORD, displayName: 'Ada Admin' },
        system(),
      )
    ).userId;
    adminCookie = (
      await api.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: 'admin@example.com', password: TEST_PASSWORD },
      })
    ).cookie!;
    coachCookie = await api.signUp('coach@example.com', 'Cory Coach');
    coachId = (await api.request({ method: 'GET', url: '/api/auth/me', cookie: coachCookie })).body.user.id;
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('guards the summary: 401 for visitors, 403 for coaches, data for admins', async () => {
    expect((await api.request({ method: 'GET', url: '/api/admin/summary' })).status).toBe(401);
    const coach = await api.request({ method: 'GET', url: '/api/admin/summary', cookie: coachCookie });
    expect(coach.status).toBe(403);
    expect(coach.body.error.code).toBe('POLICY.FORBIDDEN');
    const admin = await api.request({ method: 'GET', url: '/api/admin/summary', cookie: adminCookie });
    expect(admin.status).toBe(200);
    expect(admin.body.counts).toEqual({ users: 2, events: 2 });
    expect(admin.body.projections).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'users', lagEvents: 0, lastError: null })]),
    );
    expect(admin.body.recent[0]).toMatchObject({ type: 'UserRegistered', actorName: 'Cory Coach' });
  });

  it('lists and searches users with pagination', async () => {
    const all = await api.request({ method: 'GET', url: '/api/admin/users?pageSize=1', cookie: adminCookie });
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 1, pageCount: 2 });
    const search = await api.request({ method: 'GET', url: '/api/admin/users?q=cory', cookie: adminCookie });
    expect(search.body.items.map((u: { email: string }) => u.email)).toEqual(['coach@example.com']);
    const bad = await api.request({ method: 'GET', url: '/api/admin/users?page=0&pageSize=1000', cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['page', 'pageSize']);
  });

  it('changes roles as events and never removes the last admin', async () => {
    const lastAdmin = await api.request({
      method: 'PATCH',
      url: `/api/admin/users/${adminId}/role`,
      cookie: adminCookie,
      body: { role: 'user' },
    });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.error.code).toBe('USER.LAST_ADMIN');
    const promote = await api.request({
      method: 'PATCH',
      url: `/api/admin/users/${coachId}/role`,
      cookie: adminCookie,
      body: { role: 'admin' },
    });
    expect(promote.status).toBe(200);
    expect(promote.body.user.role).toBe('admin');
    const demote = await api.request({
      method: 'PATCH',
      url: `/api/admin/users/${coachId}/role`,
      cookie: adminCookie,
      body: { role: 'user' },
    });
    expect(demote.body.user.role).toBe('user');
    const events = await api.core.store.readStream(`user-${coachId}`);
    expect(events.events.map((e) => e.type)).toEqual(['UserRegistered', 'UserRoleChanged', 'UserRoleChanged']);
    expect(events.events[1]!.metadata.actorId).toBe(adminId);
    const missing = await api.request({
      method: 'PATCH',
      url: '/api/admin/users/nope/role',
      cookie: adminCookie,
      body: { role: 'admin' },
    });
    expect(missing.status).toBe(404);
  });

  it('disabling a user ends their sessions at once and blocks sign-in', async () => {
    const disable = await api.request({
      method: 'PATCH',
      url: `/api/admin/users/${coachId}/disabled`,
      cookie: adminCookie,
      body: { disabled: true },
    });
    expect(disable.status).toBe(200);
    expect(disable.body.user.status).toBe('disabled');
    expect((await api.request({ method: 'GET', url: '/api/auth/me', cookie: coachCookie })).body.user).toBeNull();
    const login = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'coach@example.com', password: TEST_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('AUTH.ACCOUNT_DISABLED');
    await api.request({
      method: 'PATCH',
      url: `/api/admin/users/${coachId}/disabled`,
      cookie: adminCookie,
      body: { disabled: false },
    });
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: 'coach@example.com', password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });
});
