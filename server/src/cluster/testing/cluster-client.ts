/** HTTP helpers for tests and benches that drive a running cluster as a browser would (a session cookie, JSON). */
export interface Session {
  cookie: string;
  email: string;
  password: string;
}

export async function call(
  base: string,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return {
    status: response.status,
    json: json as Record<string, unknown> & { [key: string]: any },
    headers: response.headers,
  };
}

const sessionCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sideline_session='));

/** Signs up a new account on `base` and returns its session cookie. */
export async function signUp(base: string, name = 'Coach'): Promise<Session> {
  const email = `coach-${Math.random().toString(36).slice(2, 10)}@example.org`;
  const password = `Pitch-${Math.random().toString(36).slice(2)}-Drill-${Math.random().toString(36).slice(2)}`;
  const response = await call(base, '/api/auth/register', { body: { email, password, displayName: name } });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.json)}`);
  const cookie = sessionCookieOf(response.headers);
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { cookie, email, password };
}

export async function createBoard(base: string, session: Session, name = 'Cluster board'): Promise<string> {
  const response = await call(base, '/api/boards', {
    cookie: session.cookie,
    body: { name, sport: 'quadball', courtTemplateId: 'quadball-full' },
  });
  if (response.status !== 201)
    throw new Error(`board not created: ${response.status} ${JSON.stringify(response.json)}`);
  return response.json.board.id as string;
}

/** A collab token; a board created a moment ago may not be in the read models yet (a 404 for a few moments). */
export async function collabToken(
  base: string,
  session: Session,
  documentName: string,
  waitMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + waitMs;
  let response = await call(base, '/api/collab/token', { cookie: session.cookie, body: { documentName } });
  while (response.status === 404 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await call(base, '/api/collab/token', { cookie: session.cookie, body: { documentName } });
  }
  if (response.status !== 200) throw new Error(`no collab token: ${response.status} ${JSON.stringify(response.json)}`);
  return response.json.token as string;
}
