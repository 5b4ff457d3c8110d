import {
  DomainError,
  USER_STREAM_TYPE,
  userDecider,
  userStreamId,
  validationError,
  type EventMetadata,
  type LoginInput,
  type OwnedTeamFact,
  type RegisterInput,
  type SessionIdentity,
  type SiteRole,
  type UserCommand,
} from '@sideline/domain';
import type { Database, Queryable } from '@sideline/eventstore';
import { countActiveAdmins, findUserById } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { CommandBus, ReadModelSync } from '../commands/command-bus';
import {
  PASSWORD_CHECK_PER_ACCOUNT,
  REGISTER_PER_ADDRESS,
  type AuthThrottle,
  type ThrottleRule,
} from './auth-throttle';
import { isCommonPassword } from './common-passwords';
import { dismissFailedSignIns, recordFailedSignIn } from './failed-sign-ins';
import {
  DEFAULT_COST,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
  type PasswordHashCost,
} from './password-hashing';
import type { SessionStore } from './session-store';
import { SignInAttempt } from './sign-in-attempts';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null | undefined)?.code === '23505';

/** Sign-up, sign-in and account changes: credentials and sessions in tables, user facts as events. */
export class UserAccounts {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
    private readonly readModels: ReadModelSync,
    private readonly sessions: SessionStore,
    private readonly throttle: AuthThrottle,
    private readonly hashCost: PasswordHashCost = DEFAULT_COST,
    /** sign-ups per address (SIGNUPS_PER_HOUR_PER_ADDRESS): refusals count too */
    private readonly registerRule: ThrottleRule = REGISTER_PER_ADDRESS,
  ) {}

  private target(userId: string) {
    return { streamId: userStreamId(userId), streamType: USER_STREAM_TYPE, decider: userDecider };
  }

  /** Creates the account (role `user` unless told otherwise) and returns its id. */
  async register(
    input: RegisterInput,
    metadata: EventMetadata,
    options: { role?: SiteRole; client?: ClientInfo } = {},
  ): Promise<SessionIdentity> {
    if (options.client?.ip)
      await this.throttle.check(
        `register:ip:${options.client.ip}`,
        this.registerRule,
        'Too many accounts were created from your network.',
      );
    if (isCommonPassword(input.password))
      throw validationError('AUTH.WEAK_PASSWORD', 'Choose a less common password.', {
        password: ['This password is too common: choose one that is harder to guess.'],
      });
    const userId = randomUUID();
    const passwordHash = await hashPassword(input.password, this.hashCost);
    const role = options.role ?? 'user';
    try {
      const result = await this.db.transaction(async (tx) => {
        await tx.query('INSERT INTO credentials (user_id, email, password_hash) VALUES ($1, $2, $3)', [
          userId,
          input.email,
          passwordHash,
        ]);
        // Email and name stay out of the event: they live beside the log, erasable (docs/decisions.md).
        await tx.query('INSERT INTO user_personal_data (user_id, email, display_name) VALUES ($1, $2, $3)', [
          userId,
          input.email,
          input.displayName,
        ]);
        return this.commands.handle(
          this.target(userId),
          { type: 'RegisterUser', data: { userId, role } } satisfies UserCommand,
          { ...metadata, actorId: metadata.actorId ?? userId },
          { tx },
        );
      });
      if (result.position) await this.readModels.waitFor(result.position, ['UserRegistered']);
    } catch (error) {
      if (isUniqueViolation(error)) {
        // A refusal for a taken address counts too: otherwise sign-up answers "taken or not" without limit.
        if (options.client?.ip)
          await this.throttle.recordFailure(`register:ip:${options.client.ip}`, this.registerRule);
        throw emailTaken();
      }
      throw error;
    }
    if (options.client?.ip) await this.throttle.recordFailure(`register:ip:${options.client.ip}`, this.registerRule);
    return { id: userId, email: input.email, displayName: input.displayName, role };
  }

  /**
   * An account made through single sign-on: no password (it signs in there), email and name from the provider;
   * `alsoInTransaction` links the provider's subject in the same transaction. Returns the new user's id.
   */
  async registerWithoutPassword(
    input: { email: string; displayName: string },
    metadata: EventMetadata,
    alsoInTransaction: (tx: Queryable, userId: string) => Promise<void>,
  ): Promise<string> {
    const userId = randomUUID();
    try {
      const result = await this.db.transaction(async (tx) => {
        await tx.query('INSERT INTO credentials (user_id, email, password_hash) VALUES ($1, $2, NULL)', [
          userId,
          input.email,
        ]);
        await tx.query('INSERT INTO user_personal_data (user_id, email, display_name) VALUES ($1, $2, $3)', [
          userId,
          input.email,
          input.displayName,
        ]);
        await alsoInTransaction(tx, userId);
        return this.commands.handle(
          this.target(userId),
          { type: 'RegisterUser', data: { userId, role: 'user' } } satisfies UserCommand,
          { ...metadata, actorId: metadata.actorId ?? userId },
          { tx },
        );
      });
      if (result.position) await this.readModels.waitFor(result.position, ['UserRegistered']);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return userId;
  }

  /** A session for a user who proved who they are elsewhere (single sign-on); refused for a disabled account. */
  async openSessionFor(userId: string, client: ClientInfo) {
    const user = await findUserById(this.db, userId);
    if (!user || user.status === 'deleted')
      throw new DomainError(
        'unavailable',
        'AUTH.ACCOUNT_NOT_READY',
        'Your account is still being set up. Try again in a moment.',
      );
    if (user.status !== 'active')
      throw new DomainError(
        'forbidden',
        'AUTH.ACCOUNT_DISABLED',
        'This account has been disabled. Contact a site admin.',
      );
    return this.sessions.create(user.id, client);
  }

  /**
   * Checks the password and opens a session. Wrong passwords close the door for that account from that address, and
   * for that address; for the account itself they only slow every attempt down, so nobody can lock its owner out.
   * The owner sees them on the profile.
   */
  async login(input: LoginInput, client: ClientInfo) {
    const attempt = new SignInAttempt(this.throttle, input.email, client.ip);
    await attempt.admit();
    const rows = await this.db.query<{ user_id: string; password_hash: string | null }>(
      'SELECT user_id, password_hash FROM credentials WHERE email = $1',
      [input.email],
    );
    const row = rows[0];
    // An account made through single sign-on has no password: it signs in there (same answer as a wrong password).
    const valid = row?.password_hash
      ? await verifyPassword(input.password, row.password_hash)
      : await verifyAgainstDummy(input.password, this.hashCost);
    if (!row || !valid) {
      await attempt.failed();
      await recordFailedSignIn(this.db, input.email, client.ip);
      throw new DomainError(
        'unauthenticated',
        'AUTH.INVALID_CREDENTIALS',
        'That email and password do not match an account.',
      );
    }
    const user = await findUserById(this.db, row.user_id);
    if (!user)
      throw new DomainError(
        'unavailable',
        'AUTH.ACCOUNT_NOT_READY',
        'Your account is still being set up. Try again in a moment.',
      );
    if (user.status !== 'active')
      throw new DomainError(
        'forbidden',
        'AUTH.ACCOUNT_DISABLED',
        'This account has been disabled. Contact a site admin.',
      );
    await attempt.succeeded();
    const session = await this.sessions.create(user.id, client);
    const sessionUser: SessionIdentity = {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      role: user.role,
    };
    return { user: sessionUser, ...session };
  }

  /**
   * Whether this is the user's password (false for an account without one), limited to 5 wrong per 15 minutes per
   * account, then 429: a stolen session cannot guess the password through the profile (only a session of the account
   * itself can spend these, so it locks no owner out).
   */
  async passwordMatches(userId: string, password: string): Promise<boolean> {
    const key = `password-check:${userId}`;
    await this.throttle.check(key, PASSWORD_CHECK_PER_ACCOUNT, 'Too many wrong passwords for this account.');
    const rows = await this.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM credentials WHERE user_id = $1',
      [userId],
    );
    const matches = rows[0]?.password_hash ? await verifyPassword(password, rows[0].password_hash) : false;
    if (matches) await this.throttle.clear(key);
    else await this.throttle.recordFailure(key, PASSWORD_CHECK_PER_ACCOUNT);
    return matches;
  }

  /**
   * Changes the password, or sets the first one of an account made through single sign-on (the only case where no
   * current password is asked: the account has none to ask for).
   */
  async changePassword(
    userId: string,
    currentPassword: string | undefined,
    newPassword: string,
    keepSessionId: string,
    metadata: EventMetadata,
  ) {
    const [row] = await this.db.query<{ has_password: boolean }>(
      'SELECT password_hash IS NOT NULL AS has_password FROM credentials WHERE user_id = $1',
      [userId],
    );
    const settingFirst = row !== undefined && !row.has_password;
    if (!settingFirst) {
      if (!currentPassword)
        throw validationError('PROFILE.CURRENT_PASSWORD_REQUIRED', 'Enter your current password.', {
          currentPassword: ['Enter your current password.'],
        });
      if (!(await this.passwordMatches(userId, currentPassword)))
        throw validationError('AUTH.WRONG_PASSWORD', 'Your current password is not right.', {
          currentPassword: ['This is not your current password.'],
        });
    }
    if (isCommonPassword(newPassword))
      throw validationError('AUTH.WEAK_PASSWORD', 'Choose a less common password.', {
        newPassword: ['This password is too common.'],
      });
    const hash = await hashPassword(newPassword, this.hashCost);
    await this.db.transaction(async (tx) => {
      // A first password only lands on an account that still has none: two racing requests cannot both skip the check.
      const updated = await tx.query(
        settingFirst
          ? 'UPDATE credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1 AND password_hash IS NULL RETURNING user_id'
          : 'UPDATE credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1 RETURNING user_id',
        [userId, hash],
      );
      if (updated.length === 0)
        throw validationError('PROFILE.CURRENT_PASSWORD_REQUIRED', 'Your account has a password now: enter it.', {
          currentPassword: ['Enter your current password.'],
        });
      await this.sessions.destroyAllOf(userId, { except: keepSessionId, tx });
      // a new password answers the failed sign-ins the owner was shown
      await dismissFailedSignIns(tx, userId);
      await this.commands.handle(this.target(userId), { type: 'RecordPasswordChange', data: {} }, metadata, { tx });
    });
  }

  /**
   * The `UserDeleted` event and `erase` (deleting the rows with personal data) in one transaction, then the read model.
   */
  async recordDeletion(
    userId: string,
    data: { otherActiveAdmins: number; deleteContent: boolean; ownedTeams: OwnedTeamFact[] },
    metadata: EventMetadata,
    erase: (tx: Queryable) => Promise<void>,
  ) {
    const result = await this.db.transaction(async (tx: Queryable) => {
      const outcome = await this.commands.handle(this.target(userId), { type: 'DeleteUser', data }, metadata, { tx });
      await erase(tx);
      return outcome;
    });
    if (result.position) await this.readModels.waitFor(result.position, ['UserDeleted']);
  }

  /**
   * Ends every session of the user in the same transaction as the event; their live collab sockets close within a
   * second.
   */
  async signOutEverywhere(userId: string, metadata: EventMetadata) {
    return this.db.transaction(async (tx: Queryable) => {
      const outcome = await this.commands.handle(
        this.target(userId),
        { type: 'SignOutEverywhere', data: {} },
        metadata,
        { tx },
      );
      await this.sessions.destroyAllOf(userId, { tx });
      return outcome;
    });
  }

  /**
   * The name goes to the personal data beside the log, the event says only that it changed; an unchanged name records
   * nothing.
   */
  async rename(userId: string, displayName: string, metadata: EventMetadata) {
    const result = await this.db.transaction(async (tx: Queryable) => {
      const changed = await tx.query(
        'UPDATE user_personal_data SET display_name = $2 WHERE user_id = $1 AND display_name <> $2 RETURNING user_id',
        [userId, displayName],
      );
      if (changed.length === 0) {
        // Unchanged, or an account from before personal data left the log: give it its row first.
        const existing = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM user_personal_data WHERE user_id = $1',
          [userId],
        );
        if (existing[0]!.n > 0) return null;
        const user = await findUserById(tx, userId);
        if (!user || user.status === 'deleted') return null;
        await tx.query('INSERT INTO user_personal_data (user_id, email, display_name) VALUES ($1, $2, $3)', [
          userId,
          user.email,
          displayName,
        ]);
      }
      return this.commands.handle(this.target(userId), { type: 'RenameUser', data: {} }, metadata, { tx });
    });
    if (result?.position) await this.readModels.waitFor(result.position, ['UserRenamed']);
    return result;
  }

  async changeRole(userId: string, role: SiteRole, metadata: EventMetadata) {
    const otherActiveAdmins = await countActiveAdmins(this.db, userId);
    return this.commands.handle(
      this.target(userId),
      { type: 'ChangeUserRole', data: { role, otherActiveAdmins } },
      metadata,
    );
  }

  /** Disabling kills the user's sessions in the same transaction as the event. */
  async setDisabled(userId: string, disabled: boolean, metadata: EventMetadata) {
    const otherActiveAdmins = await countActiveAdmins(this.db, userId);
    const result = await this.db.transaction(async (tx: Queryable) => {
      const command: UserCommand = disabled
        ? { type: 'DisableUser', data: { otherActiveAdmins } }
        : { type: 'EnableUser', data: {} };
      const outcome = await this.commands.handle(this.target(userId), command, metadata, { tx });
      if (disabled) await this.sessions.destroyAllOf(userId, { tx });
      return outcome;
    });
    if (result.position)
      await this.readModels.waitFor(
        result.position,
        result.events.map((e) => e.type),
      );
    return result;
  }

  /** For `npm run admin:create`: promote an existing account or create one as admin. */
  async ensureAdmin(input: RegisterInput, metadata: EventMetadata): Promise<{ created: boolean; userId: string }> {
    const rows = await this.db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [
      input.email,
    ]);
    if (rows[0]) {
      await this.changeRole(rows[0].user_id, 'admin', metadata);
      return { created: false, userId: rows[0].user_id };
    }
    const user = await this.register(input, metadata, { role: 'admin' });
    return { created: true, userId: user.id };
  }
}

function emailTaken() {
  return validationError('AUTH.EMAIL_TAKEN', 'An account with this email already exists.', {
    email: ['An account with this email already exists. Sign in instead?'],
  });
}
