import { TEST_PASSWORD, type TestApi } from './test-api';

/** A signed-in test user: their session cookie and id. */
export interface TestUser {
  cookie: string;
  userId: string;
}

export async function signUpUser(api: TestApi, email: string, displayName: string): Promise<TestUser> {
  const cookie = await api.signUp(email, displayName);
  const me = await api.request({ method: 'GET', url: '/api/auth/me', cookie });
  return { cookie, userId: me.body.user.id };
}

/** A site admin (made the way the admin CLI makes one), signed in. */
export async function signInAdmin(api: TestApi, email = 'admin@example.com'): Promise<TestUser> {
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
