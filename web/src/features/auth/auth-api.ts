import type { LoginInput, RegisterInput, SessionUser } from '@sideline/domain';
import { ApiError, isApiError } from '../../api/api-error';
import { apiFetch } from '../../api/api-fetch';
import { parseSessionUser } from '../../boot-data';

function userFrom(body: { user?: unknown } | undefined): SessionUser {
  const user = parseSessionUser(body?.user);
  if (!user) throw new ApiError(502, 'AUTH.BAD_RESPONSE', 'The server answered without a user.');
  return user;
}

/** POST /api/auth/login → 200 {user}; the server sets the session cookie. */
export async function signIn(input: LoginInput): Promise<SessionUser> {
  return userFrom(await apiFetch('/api/auth/login', { method: 'POST', json: input }));
}

/** POST /api/auth/register → 201 {user}, signed in. */
export async function register(input: RegisterInput): Promise<SessionUser> {
  return userFrom(await apiFetch('/api/auth/register', { method: 'POST', json: input }));
}

/** POST /api/auth/logout → 204. Already signed out (401) counts as done. */
export async function signOut(): Promise<void> {
  try {
    await apiFetch<void>('/api/auth/logout', { method: 'POST', json: {} });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}
