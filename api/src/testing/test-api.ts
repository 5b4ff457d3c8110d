import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DatabaseTarget } from '@sideline/eventstore/testing/test-databases';
import { EventStore, type Database } from '@sideline/eventstore';
import { ALL_PROJECTIONS, ProjectionRunner, ProjectionWatcher, migrateProjections } from '@sideline/projections';
import { buildApiServices, migrateApiTables, type ApiServices } from '../app/api-services';
import { createApiApp } from '../create-api-app';
import type { ApiDeps, ApiSettings } from '../api-deps';
import { READ_AFTER_HEADER, formatReadAfter, parseReadAfter } from '../http/read-after';
import { checkResponseContract } from './response-contracts';
import { isAtOrAfter, type LogPosition } from '@sideline/eventstore';

/** What a test API runs on: the composition of ROLE=all, built here for tests (server/ is the real root). */
export interface TestCore extends ApiServices {
  db: Database;
  store: EventStore;
  watcher: ProjectionWatcher;
  runner: ProjectionRunner;
  close(): Promise<void>;
}

/** Store, read models (kept by a runner polling fast), and the API's services, on a fresh test database. */
export async function openTestCore(db: Database): Promise<TestCore> {
  const store = await EventStore.open(db);
  await migrateProjections(db);
  await migrateApiTables(db);
  const watcher = new ProjectionWatcher(db);
  await watcher.start();
  const runner = new ProjectionRunner({
    db,
    store,
    projections: ALL_PROJECTIONS,
    owner: `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    pollIntervalMs: 50,
  });
  await runner.start();
  const services = buildApiServices(db, store, watcher, ALL_PROJECTIONS, {
    passwordHashCost: { N: 2 ** 10, r: 8, p: 1 },
  });
  return {
    db,
    store,
    watcher,
    runner,
    ...services,
    async close() {
      await runner.stop();
      await watcher.close();
      await db.close();
    },
  };
}

export interface TestApi {
  app: NestFastifyApplication;
  core: TestCore;
  /** every error the API reported as unexpected (a 500): tests assert it stays empty */
  unexpectedErrors: unknown[];
  /**
   * `readAfter`: the writes this request's client has seen, kept in that map instead of the one the whole test API
   * shares (a client of its own: its reads wait for its own writes, not for everyone's).
   */
  request(options: {
    method: string;
    url: string;
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    readAfter?: Map<string, LogPosition>;
  }): Promise<TestResponse>;
  /** registers and returns the session cookie */
  signUp(email: string, displayName?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: any;
  cookie: string | undefined;
}

export const TEST_PASSWORD = 'a-long-test-password';
/** The collab secret of test APIs: tests that start a collab server beside them use it too. */
export const TEST_COLLAB_SECRET = 'test-collab-secret-0123456789abcdef';

/**
 * The embedded admission queue for tests: as many at once as the real one, but nobody is turned away for waiting.
 * Tests about other rules (20 parallel votes, concurrent plan edits) must not see 503s because the machine is busy;
 * the queue's own limits are tested with explicit settings (request-queue.int.spec.ts).
 */
const PATIENT_REQUEST_QUEUE = { running: 4, waiting: 10_000 };
/** Template changes reach practices quickly in tests (the defaults wait for a burst of edits to end). */
const QUICK_TEMPLATE_PROPAGATION = { pollMs: 50, quietMs: 100 };

/** The real API on a fresh test database, with projections running in-process and a cheap password hash. */
export async function openTestApi(
  target: DatabaseTarget,
  settings: Partial<ApiSettings> = {},
  extraDeps: Pick<ApiDeps, 'collabMetrics'> = {},
): Promise<TestApi> {
  const core = await openTestCore(await target.open());
  const unexpectedErrors: unknown[] = [];
  const app = await createApiApp(
    {
      ...core,
      settings: {
        publicUrl: 'http://localhost:3000',
        allowedOrigins: [],
        webDistDir: null,
        collabUrl: 'ws://localhost:3000/collab',
        collabSecret: TEST_COLLAB_SECRET,
        sentry: { webDsn: null, environment: 'test', release: 'test' },
        bodyLimit: 1024 * 1024,
        requestQueue: PATIENT_REQUEST_QUEUE,
        templatePropagation: QUICK_TEMPLATE_PROPAGATION,
        ...settings,
      },
      ...extraDeps,
      reportError: (error) => {
        unexpectedErrors.push(error);
        if (process.env.DEBUG_API_ERRORS) console.error(error);
      },
    },
    { logger: false },
  );
  // Like the web app: what earlier writes must have reached, sent with every later request (read-your-writes).
  const written = new Map<string, LogPosition>();
  const api: TestApi = {
    app,
    core,
    unexpectedErrors,
    async request({ method, url, body, cookie, headers = {}, readAfter = written }) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...(readAfter.size ? { [READ_AFTER_HEADER]: formatReadAfter(readAfter) } : {}),
          ...headers,
        },
        ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      });
      for (const [name, position] of parseReadAfter(response.headers[READ_AFTER_HEADER] as string | undefined)) {
        const known = readAfter.get(name);
        if (!known || !isAtOrAfter(known, position)) readAfter.set(name, position);
      }
      const setCookie = response.headers['set-cookie'];
      const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
      let parsed: unknown = response.body;
      try {
        parsed = response.body ? JSON.parse(response.body) : undefined;
      } catch {
        /* not JSON */
      }
      checkResponseContract(method, url, response.statusCode, parsed);
      return { status: response.statusCode, headers: response.headers, body: parsed, cookie: first?.split(';')[0] };
    },
    async signUp(email, displayName = 'Test Coach') {
      const response = await api.request({
        method: 'POST',
        url: '/api/auth/register',
        body: { email, password: TEST_PASSWORD, displayName },
      });
      if (response.status !== 201 || !response.cookie)
        throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.cookie;
    },
    async close() {
      await app.close();
      await core.close();
    },
  };
  return api;
}

export async function eventCount(core: TestCore): Promise<number> {
  const rows = await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  return rows[0]?.n ?? 0;
}
