import type { CreateBoardInput } from '@sideline/domain';
import { expect } from 'vitest';
import type { TestApi } from '../../testing/test-api';

export { signInAdmin, signUpUser, type TestUser } from '../../testing/test-users';

export async function createBoard(api: TestApi, cookie: string, overrides: Partial<CreateBoardInput> = {}) {
  const response = await api.request({
    method: 'POST',
    url: '/api/boards',
    cookie,
    body: {
      name: 'Beater press',
      sport: 'quadball',
      courtTemplateId: 'quadball-full',
      visibility: 'private',
      ...overrides,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.board as { id: string; name: string; documentName: string; [key: string]: unknown };
}

export async function eventCount(api: TestApi): Promise<number> {
  const rows = await api.core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]?.n ?? 0;
}
