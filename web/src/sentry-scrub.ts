/**
 * Removes secrets from anything Sentry is about to send: share tokens, sign-in codes, session ids and
 * passwords in URLs (also nested, URL-encoded, inside `next=` and the like), and secret-named fields.
 */
export const FILTERED = '[Filtered]';

/** Query/fragment parameters whose value is a secret. */
const SECRET_PARAM =
  /^(?:[\w.-]*token|code|state|nonce|otp|session|session[_-]?id|sid|password|passwd|pwd|passphrase|secret|[\w.-]*key|auth|authorization|signature|sig|invite)$/i;

/** Object keys whose string value is a secret (headers, breadcrumb data, span attributes). */
const SECRET_KEY =
  /^(?:[\w.-]*token|password|passwd|secret|authorization|cookie|set-cookie|session|session[_-]?id|sid|x-csrf-token)$/i;

// `name=value` after a URL delimiter, a cookie separator, whitespace or the start of the text.
const RAW_PARAM = /(^|[?&#;\s])([^=&#?;\s"'<>]+)=([^&#;\s"'<>]*)/g;
// The same with URL-encoded delimiters (`%3Ftoken%3Dabc%26x%3D1`): an encoded URL in text.
const ENCODED_PARAM = /(%3F|%26|%23)([^=&#?%\s"'<>]+)%3D((?:(?!%26|%23)[^&#\s"'<>])*)/gi;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function scrubParamValue(value: string): string {
  if (value === '' || value === FILTERED) return value;
  // Values may themselves carry URLs (`next=/plans?token=...`), raw or encoded.
  let out = value.includes('=') || value.includes('%') ? scrubText(value) : value;
  if (out.includes('%')) {
    const decoded = safeDecode(out);
    if (decoded !== out) {
      const scrubbed = scrubText(decoded);
      if (scrubbed !== decoded) out = encodeURIComponent(scrubbed);
    }
  }
  return out;
}

/** Scrubs secret parameters from every URL-ish fragment in a piece of text. */
export function scrubText(text: string): string {
  if (!text.includes('=') && !/%3D/i.test(text)) return text;
  const raw = text.replace(RAW_PARAM, (_match, lead: string, name: string, value: string) => {
    const scrubbed = SECRET_PARAM.test(safeDecode(name)) ? FILTERED : scrubParamValue(value);
    return `${lead}${name}=${scrubbed}`;
  });
  return raw.replace(ENCODED_PARAM, (_match, lead: string, name: string, value: string) => {
    const scrubbed = SECRET_PARAM.test(safeDecode(name)) ? FILTERED : value;
    return `${lead}${name}%3D${scrubbed}`;
  });
}

/** Alias that reads better at call sites handling one URL. */
export const scrubUrl = scrubText;

const MAX_DEPTH = 24;

/**
 * Walks plain objects and arrays, scrubbing strings in place (Sentry hands us mutable payloads).
 * Returns the scrubbed value, which is the same object for objects and a new string for strings.
 */
export function scrubDeep<T>(value: T, depth = 0, seen: WeakSet<object> = new WeakSet()): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    for (let index = 0; index < items.length; index++) {
      items[index] = scrubDeep(items[index], depth + 1, seen);
    }
    return value;
  }
  if (!isPlainObject(value)) return value;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const item = record[key];
    if (typeof item === 'string' && SECRET_KEY.test(key)) {
      record[key] = FILTERED;
    } else {
      record[key] = scrubDeep(item, depth + 1, seen);
    }
  }
  return value;
}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
