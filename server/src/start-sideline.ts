import {
  createApiApp,
  EMBEDDED_POSTGRES_REQUEST_QUEUE,
  EMBEDDED_REQUEST_QUEUE,
  StartupReadiness,
  type ApiDeps,
} from '@sideline/api';
import { SidelineCollab } from '@sideline/collab';
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config';
import { openCore, rolesOf, type Core } from './composition/open-core';
import { startConfiguredDatabase, type DatabaseEngine } from './embedded-database/configured-database';
import { databaseCheck, opsRequestHandler } from './ops/ops-http';
import { createJsonLogger, nestLoggerFor, routeConsoleTo } from './ops/logging';
import {
  createRegistry,
  metricsEndpoint,
  registerCollabMetrics,
  registerProjectionMetrics,
} from './ops/process-metrics';
import { ApiMetrics } from '@sideline/api';
import { initServerErrorReporting } from './error-reporting';
import { releaseStartupMemory } from './release-startup-memory';
import { DEMO_ACCOUNTS, DEMO_TEAM_MEMBERS } from './seed/demo-accounts';
import { seedDemoData } from './seed/demo-seed';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningSideline {
  url: string;
  close(): Promise<void>;
}

function gitRelease(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

/**
 * COLLAB_SECRET, or, when it is unset (one process does both signing and checking), a random one made on first start
 * and kept in DATA_DIR/collab-secret with mode 600, so tokens stay valid across restarts.
 */
function collabSecretOf(config: Config): string {
  if (config.COLLAB_SECRET) return config.COLLAB_SECRET;
  const file = join(config.DATA_DIR, 'collab-secret');
  mkdirSync(config.DATA_DIR, { recursive: true });
  if (!existsSync(file)) {
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}

function startCollab(config: Config, core: Core, secret: string, allowedOrigins: readonly string[]) {
  return SidelineCollab.start({
    store: core.store,
    db: core.db,
    secret,
    allowedOrigins,
    persistence: {
      debounce: config.COLLAB_DEBOUNCE_MS,
      maxDebounce: config.COLLAB_MAX_DEBOUNCE_MS,
      snapshotEvery: config.COLLAB_SNAPSHOT_EVERY,
    },
    limits: { bytesPerSecond: config.COLLAB_SOCKET_BYTES_PER_SECOND },
    documentLimits: {
      maxDocumentBytes: config.COLLAB_MAX_DOCUMENT_BYTES,
      documentBytesPerSecond: config.COLLAB_DOCUMENT_BYTES_PER_SECOND,
      memoryBudgetBytes: config.COLLAB_MEMORY_BUDGET_BYTES,
    },
    // Several collab instances share live documents through Redis (updates, awareness); without it each converges only
    // through the log.
    ...(config.REDIS_URL ? { redis: { url: config.REDIS_URL, prefix: `${config.REDIS_PREFIX}:collab` } } : {}),
  });
}

/** Starts the roles of this process on one store. ROLE=all: api + projections + collab + web on one port. */
const ENGINE_NAMES: Record<DatabaseEngine, (dataDir: string) => string> = {
  postgres: () => 'PostgreSQL',
  'embedded-postgres': (dataDir) => `PostgreSQL in ${dataDir}`,
  pglite: (dataDir) => `PGlite in ${dataDir}`,
};

export async function startSideline(config: Config, options: { quiet?: boolean } = {}): Promise<RunningSideline> {
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const release = config.SENTRY_RELEASE ?? gitRelease();
  const reportError = initServerErrorReporting({
    dsn: config.SENTRY_DSN ?? null,
    environment: config.SENTRY_ENVIRONMENT,
    release,
  });
  const role = config.ROLE;
  const logger = config.LOG_FORMAT === 'json' ? createJsonLogger(config) : null;
  if (logger) routeConsoleTo(logger);
  // Prometheus metrics at /metrics when running as services (METRICS=false turns them off); the embedded app has none.
  const registry = (config.METRICS ?? !config.embedded) ? createRegistry(role) : null;
  const apiMetrics = registry && (role === 'all' || role === 'api') ? new ApiMetrics(registry) : null;
  const metrics = registry ? metricsEndpoint(registry) : undefined;
  const database = await startConfiguredDatabase(config, log);
  const core = await openCore({ ...config, DATABASE_URL: database.databaseUrl }, rolesOf(role), {
    ...(apiMetrics ? { commandObserver: apiMetrics } : {}),
    leaseMs: config.PROJECTION_LEASE_MS,
    signUpsPerHourPerAddress: config.SIGNUPS_PER_HOUR_PER_ADDRESS,
    ...(config.REDIS_URL ? { redis: { url: config.REDIS_URL, prefix: `${config.REDIS_PREFIX}:api` } } : {}),
  }).catch(async (error: unknown) => {
    await database.stop().catch(() => undefined);
    throw error;
  });
  const closers: Array<() => Promise<void>> = [];
  const seed = config.SEED_DEMO ?? config.embedded;
  // /readyz says "not ready" until the demo seed is written and the read models have caught up with the log.
  const startup = new StartupReadiness();
  startup.starting(seed ? 'writing the demo data' : 'read models catching up with the log');
  let stopping = false;
  const stopped = () => stopping;
  try {
    let url = config.publicUrl;
    const collabSecret = role === 'projections' ? '' : collabSecretOf(config);
    if (role === 'all' || role === 'api') {
      const webDistDir = config.WEB_DIST_DIR ?? join(repoRoot, 'web/dist');
      if (!existsSync(join(webDistDir, 'index.html')))
        log(`Note: no built web app in ${webDistDir}; run "npm run build" to serve it.`);
      const deps: ApiDeps = {
        ...core.api!,
        db: core.db,
        store: core.store,
        watcher: core.watcher!,
        runner: core.runner,
        settings: {
          publicUrl: config.publicUrl,
          allowedOrigins: config.allowedOrigins,
          webDistDir: existsSync(webDistDir) ? webDistDir : null,
          collabUrl: config.collabUrl,
          collabSecret,
          sentry: { webDsn: config.SENTRY_WEB_DSN ?? null, environment: config.SENTRY_ENVIRONMENT, release },
          bodyLimit: config.BODY_LIMIT_BYTES,
          trustProxy: config.trustProxy,
          oidc: config.oidc,
          requestQueue: { ...EMBEDDED_REQUEST_QUEUE, maxWaitMs: config.EMBEDDED_QUEUE_WAIT_MS },
          ...(database.engine === 'embedded-postgres'
            ? { postgresRequestQueue: { ...EMBEDDED_POSTGRES_REQUEST_QUEUE, maxWaitMs: config.EMBEDDED_QUEUE_WAIT_MS } }
            : {}),
        },
        reportError,
        startup,
        ...(apiMetrics ? { metrics: apiMetrics } : {}),
        ...(logger
          ? { requestLog: (entry: Record<string, unknown>, message: string) => logger.info(entry, message) }
          : {}),
      };
      // the API's own origin list (PUBLIC_URL's, then ALLOWED_ORIGINS): one origin check for both
      const collab =
        role === 'all'
          ? await startCollab(config, core, collabSecret, [config.publicUrl, ...config.allowedOrigins])
          : null;
      // Closers run in reverse: collab closes before the API (storing every open board while the database is open).
      if (collab) closers.push(() => collab.close());
      if (collab) deps.collabMetrics = () => ({ ...collab.metrics() });
      if (registry && collab) registerCollabMetrics(registry, collab);
      if (registry && role === 'all') registerProjectionMetrics(registry, core);
      const app = await createApiApp(deps, { logger: logger ? nestLoggerFor(logger) : ['error', 'warn'] });
      collab?.attach(app.getHttpServer());
      await app.listen(config.PORT, config.HOST);
      closers.splice(collab ? closers.length - 1 : closers.length, 0, () => app.close());
      const address = app.getHttpServer().address();
      if (address && typeof address === 'object' && !config.PUBLIC_URL) url = `http://localhost:${address.port}`;
    } else if (role === 'collab') {
      const collab = await startCollab(config, core, collabSecret, [config.publicUrl, ...config.allowedOrigins]);
      closers.push(() => collab.close());
      if (registry) registerCollabMetrics(registry, collab);
      let closing = false;
      const server: Server = createServer(
        opsRequestHandler({
          ready: async () => ({
            database: await databaseCheck(core.db),
            accepting: closing ? { ok: false, detail: 'shutting down' } : { ok: true },
          }),
          ...(metrics ? { metrics } : {}),
        }),
      );
      closers.push(async () => void (closing = true));
      collab.attach(server);
      await new Promise<void>((done) => server.listen(config.COLLAB_PORT, config.HOST, done));
      closers.splice(closers.length - 1, 0, () => new Promise<void>((done) => server.close(() => done())));
      url = `ws://${config.HOST}:${config.COLLAB_PORT}/collab`;
    } else {
      // ROLE=projections. /healthz, /readyz and /metrics on PORT: the runner's loop is up and the database answers.
      const runner = core.runner!;
      if (registry) registerProjectionMetrics(registry, core);
      const server: Server = createServer(
        opsRequestHandler({
          ready: async () => ({
            database: await databaseCheck(core.db),
            runner: runner.running ? { ok: true } : { ok: false, detail: 'stopped' },
          }),
          ...(metrics ? { metrics } : {}),
        }),
      );
      await new Promise<void>((done) => server.listen(config.PORT, config.HOST, done));
      closers.push(() => new Promise<void>((done) => server.close(() => done())));
      url = `http://${config.HOST}:${config.PORT}/readyz`;
    }
    if (seed && (role === 'all' || role === 'api')) {
      const seeded = await seedDemoData(core.db, core.api!.accounts, core.api!.commands, core.api!.handler);
      if (seeded) log('Seeded demo data.');
    }
    releaseStartupMemory();
    closers.push(async () => void (stopping = true)); // closers run in reverse: this one first
    // Ready, and memory released again, once the read models have caught up with the log as it is now, seed included
    // (a fresh start applies the whole seed then; a demo login before that would find no account).
    const { watcher } = core;
    if (watcher) {
      startup.starting('read models catching up with the log');
      const names = core.projections.map((p) => p.name);
      void (async () => {
        while (!stopped()) {
          try {
            const { position } = await core.store.head();
            while (!stopped() && !(await watcher.waitFor(position, names, 60_000)));
            if (stopped()) return;
            startup.ready();
            releaseStartupMemory();
            return;
          } catch (error) {
            // The database failed for a moment, say: still not ready; look again.
            startup.starting(`read models catching up with the log (${(error as Error).message})`);
            await new Promise((resume) => setTimeout(resume, 1_000));
          }
        }
      })();
    } else {
      startup.ready();
    }
    log(`\nSideline (${role}, ${ENGINE_NAMES[database.engine](config.DATA_DIR)}) is running at ${url}`);
    if (seed && (role === 'all' || role === 'api')) {
      for (const account of DEMO_ACCOUNTS)
        log(`  demo ${account.role === 'admin' ? 'admin' : 'coach'}: ${account.email} / ${account.password}`);
      log(`  demo team member: ${DEMO_TEAM_MEMBERS[0]!.email} / ${DEMO_TEAM_MEMBERS[0]!.password}`);
    }
    return {
      url,
      async close() {
        for (const close of closers.reverse()) await close().catch((error) => console.error(error));
        await core.close();
        await database.stop();
      },
    };
  } catch (error) {
    for (const close of closers.reverse()) await close().catch(() => {});
    await core.close();
    await database.stop().catch(() => undefined);
    throw error;
  }
}
