import {
  buildApiServices,
  migrateApiTables,
  openRedisThrottleCounters,
  type ApiServices,
  type CommandObserver,
  type PasswordHashCost,
} from '@sideline/api';
import { EventStore, openDatabase, runMigrations, type Database } from '@sideline/eventstore';
import {
  ALL_PROJECTIONS,
  ProjectionRunner,
  ProjectionWatcher,
  boardShareLinkMigrations,
  migrateProjections,
  type Projection,
} from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';

/** What a process does: the roles of ROLE (all = every one of them, in one process). */
export interface CoreRoles {
  /** answers HTTP: needs the API's tables, services and a watcher of the read models */
  api: boolean;
  /** keeps the read models current */
  projections: boolean;
  /** the collaboration server: reads the log and the read models it asks about documents */
  collab: boolean;
}

export const rolesOf = (role: Config['ROLE']): CoreRoles => ({
  api: role === 'all' || role === 'api',
  projections: role === 'all' || role === 'projections',
  collab: role === 'all' || role === 'collab',
});

/** Everything a process runs on, built once, for the roles it has (a collab-only process builds no accounts). */
export interface Core {
  db: Database;
  store: EventStore;
  projections: readonly Projection[];
  /** present when this process keeps the read models */
  runner: ProjectionRunner | null;
  /** present when this process answers HTTP */
  watcher: ProjectionWatcher | null;
  api: ApiServices | null;
  /** stops the runner and watcher, then closes the database */
  close(): Promise<void>;
}

export interface CoreOptions {
  passwordHashCost?: PasswordHashCost;
  projections?: readonly Projection[];
  /** the runner's polling fallback; tests lower it */
  pollIntervalMs?: number;
  /** PROJECTION_LEASE_MS: failover time of a read model when its projections process dies */
  leaseMs?: number;
  /** REDIS_URL and REDIS_PREFIX: the API's rate limits count in Redis (shared by every instance) */
  redis?: { url: string; prefix: string };
  /** told every command's outcome (Prometheus metrics) */
  commandObserver?: CommandObserver;
  /** SIGNUPS_PER_HOUR_PER_ADDRESS */
  signUpsPerHourPerAddress?: number;
}

/**
 * The composition root's first half: the database, the store, and per role what runs on them. Takes ownership of `db`.
 */
export async function openCoreOn(db: Database, roles: CoreRoles, options: CoreOptions = {}): Promise<Core> {
  const projections = options.projections ?? ALL_PROJECTIONS;
  let runner: ProjectionRunner | null = null;
  let watcher: ProjectionWatcher | null = null;
  const redisCounters =
    roles.api && options.redis ? openRedisThrottleCounters(options.redis.url, options.redis.prefix) : null;
  try {
    const store = await EventStore.open(db);
    // Read models are queried by the API and the collab server, and kept by the projections role.
    await migrateProjections(db, projections);
    if (roles.api) await migrateApiTables(db);
    // Share links (an ordinary table the API writes beside the board's events) are looked up by the collab server too.
    if (roles.collab) await runMigrations(db, 'board-share-links', boardShareLinkMigrations);
    if (roles.api) {
      watcher = new ProjectionWatcher(db);
      await watcher.start();
    }
    if (roles.projections) {
      runner = new ProjectionRunner({
        db,
        store,
        projections,
        owner: `sideline-${process.pid}-${randomUUID().slice(0, 8)}`,
        ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}),
        ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      });
      await runner.start();
    }
    const apiOptions = {
      ...(options.passwordHashCost ? { passwordHashCost: options.passwordHashCost } : {}),
      ...(redisCounters ? { throttleCounters: redisCounters.counters } : {}),
      ...(options.commandObserver ? { commandObserver: options.commandObserver } : {}),
      ...(options.signUpsPerHourPerAddress ? { signUpsPerHourPerAddress: options.signUpsPerHourPerAddress } : {}),
    };
    const api = roles.api && watcher ? buildApiServices(db, store, watcher, projections, apiOptions) : null;
    return {
      db,
      store,
      projections,
      runner,
      watcher,
      api,
      async close() {
        await runner?.stop();
        await watcher?.close();
        await redisCounters?.close();
        await db.close();
      },
    };
  } catch (error) {
    await runner?.stop().catch(() => undefined);
    await watcher?.close().catch(() => undefined);
    await redisCounters?.close();
    await db.close();
    throw error;
  }
}

/** Opens the configured database (PGlite in DATA_DIR, or PostgreSQL) and the core built on it. */
export async function openCore(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_SCHEMA'>,
  roles: CoreRoles,
  options: CoreOptions = {},
): Promise<Core> {
  const db = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    schema: config.DATABASE_SCHEMA,
  });
  return openCoreOn(db, roles, options);
}
