const PROBE_ORIGIN = 'https://sideline.invalid';
const MAX_LENGTH = 2048;

/**
 * The `?next=` return path, accepted only when it is a same-site relative path.
 * Anything else (absolute or protocol-relative URLs, backslashes, control characters,
 * API or login paths) gives the fallback, so a crafted link cannot send people elsewhere.
 */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_LENGTH) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Browsers treat "\" as "/" and drop tabs/newlines, so "/\evil.com" or "/\t/evil.com" would leave the site.
  if (raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = url.pathname;
  if (path === '/login' || path.startsWith('/api/') || path === '/api') return fallback;
  return `${path}${url.search}${url.hash}`;
}

/** `/login?next=<path>`, optionally in register mode. */
export function loginPath(next?: string, mode?: 'register'): string {
  const params = new URLSearchParams();
  if (mode) params.set('mode', mode);
  if (next && next !== '/') params.set('next', next);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
