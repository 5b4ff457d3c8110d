import { safeReturnPath } from '@sideline/domain';

/**
 * The `?next=` return path, accepted only when it is a path of this site (the domain's one rule, shared with the
 * API's single sign-on); anything else gives the fallback, so a crafted link cannot send people elsewhere.
 */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  return safeReturnPath(raw, fallback);
}

/** `/login?next=<path>`, optionally in register mode. */
export function loginPath(next?: string, mode?: 'register'): string {
  const params = new URLSearchParams();
  if (mode) params.set('mode', mode);
  if (next && next !== '/') params.set('next', next);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
