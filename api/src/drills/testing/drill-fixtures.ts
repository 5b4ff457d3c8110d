import type { DrillInput } from '@sideline/domain';
import { expect } from 'vitest';
import { TEST_PASSWORD, type TestApi } from '../../testing/test-api';

/** A valid drill form; tests override what they look at. */
export function drillInput(overrides: Partial<DrillInput> = {}): DrillInput {
  return {
    sport: 'quadball',
    name: 'Passing triangle',
    briefDescription: 'Three chasers pass around a triangle of cones.',
    detailedDescription: '<p>Keep the ball <strong>moving</strong>.</p>',
    drillTypes: ['Skill-focus'],
    skillLevels: ['Beginner'],
    complexity: 'Low',
    lengthMin: 10,
    lengthMax: 15,
    playersMin: 3,
    playersMax: 6,
    skills: ['Passing'],
    positions: ['chaser'],
    ...overrides,
  };
}

/** Creates a drill through the API and returns its detail (fails the test on anything but 201). */
export async function createDrill(api: TestApi, cookie: string, overrides: Partial<DrillInput> = {}) {
  const response = await api.request({ method: 'POST', url: '/api/drills', cookie, body: drillInput(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.drill as { id: string; version: number; name: string; [key: string]: unknown };
}

/** A site admin's session cookie. */
export async function signInAdmin(
  api: TestApi,
  email = 'admin@example.com',
): Promise<{ cookie: string; userId: string }> {
  const system = {
    actorId: null,
    commandId: crypto.randomUUID(),
    correlationId: 'test',
    causationId: null,
    at: new Date().toISOString(),
  };
  const { userId } = await api.core.accounts.ensureAdmin(
    { email, password: TEST_PASSWORD, displayName: 'Ada Admin' },
    system,
  );
  const login = await api.request({ method: 'POST', url: '/api/auth/login', body: { email, password: TEST_PASSWORD } });
  return { cookie: login.cookie!, userId };
}

/** Signs a user up and returns the cookie and their id. */
export async function signUpUser(
  api: TestApi,
  email: string,
  displayName: string,
): Promise<{ cookie: string; userId: string }> {
  const cookie = await api.signUp(email, displayName);
  const me = await api.request({ method: 'GET', url: '/api/auth/me', cookie });
  return { cookie, userId: me.body.user.id };
}
