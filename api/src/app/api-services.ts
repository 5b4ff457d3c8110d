import { runMigrations, type Database, type EventStore } from '@sideline/eventstore';
import {
  boardShareLinkMigrations,
  projectionNamesFor,
  type Projection,
  type ProjectionWatcher,
} from '@sideline/projections';
import { AuthThrottle, REGISTER_PER_ADDRESS } from '../auth/auth-throttle';
import type { ThrottleCounters } from '../auth/throttle-counters';
import type { CommandObserver } from '../observability/api-metrics';
import { authMigrations } from '../auth/auth.migrations';
import { DEFAULT_COST, type PasswordHashCost } from '../auth/password-hashing';
import { SessionStore } from '../auth/session-store';
import { UserAccounts } from '../auth/user-accounts';
import { cartMigrations } from '../cart/cart.migrations';
import { CommandBus, type ReadModelSync } from '../commands/command-bus';
import { CommandHandler } from '../commands/command-handler';
import { planUndoMigrations } from '../practice-plans/plan-undo-store';
import { teamInvitationAddressMigrations } from '../teams/team-invitation-addresses';
import { teamInviteTokenMigrations } from '../teams/team-invite-tokens';
import { feedbackFollowUpMigrations } from '../feedback/feedback-follow-up';
import { seasonShareTokenMigrations } from '../seasons/season-share-tokens';

/** How long code outside a request (seeds, CLIs, sign-up) waits for its read models before going on anyway. */
const READ_YOUR_WRITES_TIMEOUT_MS = 5_000;

/**
 * The API's own tables (besides the read models): sessions and credentials, the plan cart, undo steps, share links and
 * invite secrets.
 */
export async function migrateApiTables(db: Database): Promise<void> {
  await runMigrations(db, 'auth', authMigrations);
  await runMigrations(db, 'cart', cartMigrations);
  await runMigrations(db, 'plan-undo', planUndoMigrations);
  await runMigrations(db, 'board-share-links', boardShareLinkMigrations);
  await runMigrations(db, 'team-invites', teamInviteTokenMigrations);
  await runMigrations(db, 'team-invitation-addresses', teamInvitationAddressMigrations);
  await runMigrations(db, 'feedback-follow-up', feedbackFollowUpMigrations);
  await runMigrations(db, 'season-share-tokens', seasonShareTokenMigrations);
}

/** What the API's requests, seeds and CLIs share, built on the store and the read models the deployment keeps. */
export interface ApiServices {
  /** the one command path: requests use it directly */
  handler: CommandHandler;
  /** the same path, waiting for read models afterwards: for seeds, CLIs and account set-up */
  commands: CommandBus;
  /** the names of the read models this deployment keeps (read-after tokens name them) */
  readModelNames: readonly string[];
  sessions: SessionStore;
  throttle: AuthThrottle;
  accounts: UserAccounts;
}

export function buildApiServices(
  db: Database,
  store: EventStore,
  watcher: ProjectionWatcher,
  projections: readonly Projection[],
  options: {
    passwordHashCost?: PasswordHashCost;
    throttleCounters?: ThrottleCounters;
    commandObserver?: CommandObserver;
    signUpsPerHourPerAddress?: number;
  } = {},
): ApiServices {
  const readModelsOf = (types: readonly string[]) => projectionNamesFor(projections, types);
  const readModels: ReadModelSync = {
    async waitFor(position, eventTypes) {
      await watcher.waitFor(position, readModelsOf(eventTypes), READ_YOUR_WRITES_TIMEOUT_MS);
    },
  };
  const handler = new CommandHandler(store, {
    readModelsOf,
    ...(options.commandObserver ? { observer: options.commandObserver } : {}),
  });
  const commands = new CommandBus(handler, readModels);
  const sessions = new SessionStore(db);
  const throttle = new AuthThrottle(db, options.throttleCounters);
  const registerRule = options.signUpsPerHourPerAddress
    ? { limit: options.signUpsPerHourPerAddress, windowMs: 60 * 60_000 }
    : REGISTER_PER_ADDRESS;
  const accounts = new UserAccounts(
    db,
    commands,
    readModels,
    sessions,
    throttle,
    options.passwordHashCost ?? DEFAULT_COST,
    registerRule,
  );
  return { handler, commands, readModelNames: projections.map((p) => p.name), sessions, throttle, accounts };
}
