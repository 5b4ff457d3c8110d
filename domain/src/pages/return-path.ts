/** Only used to resolve a path; any origin of ours would do, since only the path is kept. */
const OWN_ORIGIN = 'https://sideline.invalid';
const MAX_LENGTH = 2048;

/**
 * The one rule for a `next` / return path, in the web app and the API (single sign-on): a path on this site, or the
 * fallback. It is parsed as a URL against our own origin and must stay on it; backslashes and control characters are
 * refused outright, since browsers read `\` as `/` and drop tabs and newlines (`/\t/evil.example` leaves the site)
 * and a newline cannot go into a `Location` header. The sign-in page and API paths are never a destination. What
 * comes back is the parsed path, query and fragment, percent-encoded, so it is always safe in a header.
 */
export function safeReturnPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_LENGTH) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN) return fallback;
  const path = url.pathname;
  // dot segments can fold `/.//evil.example` into `//evil.example`, which a browser reads as another site
  if (path.startsWith('//')) return fallback;
  if (path === '/login' || path === '/api' || path.startsWith('/api/')) return fallback;
  return `${path}${url.search}${url.hash}`;
}
