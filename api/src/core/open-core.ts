import { EventStore, runMigrations, type Database } from '@sideline/eventstore';
import { ALL_PROJECTIONS, boardShareLinkMigrations, ProjectionRunner, ProjectionWatcher, migrateProjections, projectionNamesFor, type Projection } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import { AuthThrottle } from '../auth/auth-throttle';
import { authMigrations } from '../auth/auth.migrations';
import { cartMigrations } from '../cart/cart.migrations';
import { planUndoMigrations } from '../practice-plans/plan-undo-store';
import { DEFAULT_COST, type PasswordHashCost } from '../auth/password-hashing';
import { SessionStore } from '../auth/session-store';
import { UserAccounts } from '../auth/user-accounts';
import { CommandBus, type ReadModelSync } from '../commands/command-bus';
import { CommandHandler } from '../commands/command-handler';

/** How long a command waits for its read models before answering anyway (the change is stored either way). */
const READ_YOUR_WRITES_TIMEOUT_MS = 5_000;

export interface Core {
  db: Database;
  store: EventStore;
  watcher: ProjectionWatcher;
  runner: ProjectionRunner | null;
  /** the one command path: requests use it directly */
  handler: CommandHandler;
  /** the same path, waiting for read models afterwards: for seeds, CLIs and account set-up */
  commands: CommandBus;
  /** the names of the read models this deployment keeps (read-after tokens name them) */
  readModelNames: readonly string[];
  sessions: SessionStore;
  throttle: AuthThrottle;
  accounts: UserAccounts;
  /** stops the runner and watcher, then closes the database */
  close(): Promise<void>;
}

export interface CoreOptions {
  /** run the projection runner in this process (ROLE all or projections, CLIs, tests) */
  runProjections: boolean;
  passwordHashCost?: PasswordHashCost;
  projections?: readonly Projection[];
  /** runner polling fallback; tests lower it */
  pollIntervalMs?: number;
}

/** Everything built on the store that the API, the CLIs and the tests share. Takes ownership of `db`. */
export async function openCore(db: Database, options: CoreOptions): Promise<Core> {
  const projections = options.projections ?? ALL_PROJECTIONS;
  try {
    const store = await EventStore.open(db);
    await runMigrations(db, 'auth', authMigrations);
    await runMigrations(db, 'cart', cartMigrations);
    await runMigrations(db, 'plan-undo', planUndoMigrations);
    await runMigrations(db, 'board-share-links', boardShareLinkMigrations);
    await migrateProjections(db, projections);
    const watcher = new ProjectionWatcher(db);
    await watcher.start();
    const runner = options.runProjections
      ? new ProjectionRunner({ db, store, projections, owner: `sideline-${process.pid}-${randomUUID().slice(0, 8)}`, ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}) })
      : null;
    if (runner) await runner.start();
    const readModels: ReadModelSync = {
      async waitFor(position, eventTypes) {
        await watcher.waitFor(position, projectionNamesFor(projections, eventTypes), READ_YOUR_WRITES_TIMEOUT_MS);
      },
    };
    const handler = new CommandHandler(store, { readModelsOf: (types) => projectionNamesFor(projections, types) });
    const commands = new CommandBus(handler, readModels);
    const sessions = new SessionStore(db);
    const throttle = new AuthThrottle(db);
    const accounts = new UserAccounts(db, commands, readModels, sessions, throttle, options.passwordHashCost ?? DEFAULT_COST);
    return {
      db, store, watcher, runner, handler, commands, readModelNames: projections.map((p) => p.name), sessions, throttle, accounts,
      async close() {
        await runner?.stop();
        await watcher.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
