import { AuthThrottle, CommandBus, DEFAULT_PASSWORD_HASH_COST, SessionStore, UserAccounts, authMigrations, type PasswordHashCost, type ReadModelSync } from '@sideline/api';
import { EventStore, openDatabase, runMigrations, type Database } from '@sideline/eventstore';
import { ALL_PROJECTIONS, ProjectionRunner, ProjectionWatcher, migrateProjections, projectionsHandling } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';

/** How long a command waits for its read models before answering anyway (the change is stored either way). */
const READ_YOUR_WRITES_TIMEOUT_MS = 5_000;

export interface Core {
  db: Database;
  store: EventStore;
  watcher: ProjectionWatcher;
  runner: ProjectionRunner | null;
  commands: CommandBus;
  sessions: SessionStore;
  throttle: AuthThrottle;
  accounts: UserAccounts;
  close(): Promise<void>;
}

export interface CoreOptions {
  /** run the projection runner in this process (ROLE all or projections, CLIs, tests) */
  runProjections: boolean;
  /** an already open database (tests); closed by close() */
  db?: Database;
  passwordHashCost?: PasswordHashCost;
}

/** Opens the store and everything built on it that every role shares. */
export async function openCore(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_SCHEMA'>, options: CoreOptions): Promise<Core> {
  const db = options.db ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, schema: config.DATABASE_SCHEMA }));
  try {
    const store = await EventStore.open(db);
    await runMigrations(db, 'auth', authMigrations);
    await migrateProjections(db, ALL_PROJECTIONS);
    const watcher = new ProjectionWatcher(db);
    await watcher.start();
    const runner = options.runProjections ? new ProjectionRunner({ db, store, projections: ALL_PROJECTIONS, owner: `sideline-${process.pid}-${randomUUID().slice(0, 8)}` }) : null;
    if (runner) await runner.start();
    const readModels: ReadModelSync = {
      waitFor: (position, eventTypes) => watcher.waitFor(position, projectionsHandling(ALL_PROJECTIONS, eventTypes), READ_YOUR_WRITES_TIMEOUT_MS),
    };
    const commands = new CommandBus(store, readModels);
    const sessions = new SessionStore(db);
    const throttle = new AuthThrottle(db);
    const accounts = new UserAccounts(db, commands, readModels, sessions, throttle, options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST);
    return {
      db, store, watcher, runner, commands, sessions, throttle, accounts,
      async close() {
        await runner?.stop();
        await watcher.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
