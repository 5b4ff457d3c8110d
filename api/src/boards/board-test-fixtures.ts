import type { CreateBoardInput } from '@sideline/domain';
import { expect } from 'vitest';
import { TEST_PASSWORD, type TestApi } from '../testing/test-api';

export interface TestUser {
  cookie: string;
  userId: string;
}

export async function signUpUser(api: TestApi, email: string, displayName: string): Promise<TestUser> {
  const cookie = await api.signUp(email, displayName);
  const me = await api.request({ method: 'GET', url: '/api/auth/me', cookie });
  return { cookie, userId: me.body.user.id };
}

export async function signInAdmin(api: TestApi, email = 'admin@example.com'): Promise<TestUser> {
  const system = { actorId: null, commandId: crypto.randomUUID(), correlationId: 'test', causationId: null, at: new Date().toISOString() };
  const { userId } = await api.core.accounts.ensureAdmin({ email, password: TEST_PASSWORD, displayName: 'Ada Admin' }, system);
  const login = await api.request({ method: 'POST', url: '/api/auth/login', body: { email, password: TEST_PASSWORD } });
  return { cookie: login.cookie!, userId };
}

export async function createBoard(api: TestApi, cookie: string, overrides: Partial<CreateBoardInput> = {}) {
  const response = await api.request({
    method: 'POST',
    url: '/api/boards',
    cookie,
    body: { name: 'Beater press', sport: 'quadball', courtTemplateId: 'quadball-full', visibility: 'private', ...overrides },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.board as { id: string; name: string; documentName: string; [key: string]: unknown };
}

export async function eventCount(api: TestApi): Promise<number> {
  const rows = await api.core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]?.n ?? 0;
}
