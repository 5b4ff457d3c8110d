/**
 * The one origin check of the HTTP API (state-changing requests) and the collaboration server (web socket
 * handshakes): a browser's `Origin` is accepted when it is one of the configured origins (PUBLIC_URL's, then
 * ALLOWED_ORIGINS), or when it names the very address the request came to: the same host and port (the `Host`
 * header) and the same scheme. So a page opened at http://127.0.0.1:3000 may talk to the server at that address,
 * and http://host cannot pose as https://host.
 */
export function isAllowedOrigin(
  origin: string,
  request: { host: string | undefined; secure: boolean },
  allowed: Iterable<string>,
): boolean {
  for (const entry of allowed) if (entry === origin) return true;
  if (!request.host) return false;
  try {
    const url = new URL(origin);
    return url.host === request.host.toLowerCase() && url.protocol === (request.secure ? 'https:' : 'http:');
  } catch {
    return false;
  }
}

/** The origin part of a URL (scheme, host, port), or null when it is not one. */
export function originOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}
