import {
  DomainError,
  USER_STREAM_TYPE,
  userDecider,
  userStreamId,
  validationError,
  type EventMetadata,
  type LoginInput,
  type RegisterInput,
  type SessionIdentity,
  type SiteRole,
  type UserCommand,
} from '@sideline/domain';
import type { Database, Queryable } from '@sideline/eventstore';
import { countActiveAdmins, findUserById } from '@sideline/projections';
import { randomUUID } from 'node:crypto';
import type { CommandBus, ReadModelSync } from '../commands/command-bus';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS, REGISTER_PER_ADDRESS, type AuthThrottle } from './auth-throttle';
import { isCommonPassword } from './common-passwords';
import { DEFAULT_COST, hashPassword, verifyAgainstDummy, verifyPassword, type PasswordHashCost } from './password-hashing';
import type { SessionStore } from './session-store';

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** Sign-up, sign-in and account changes: credentials and sessions in tables, user facts as events. */
export class UserAccounts {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
    private readonly readModels: ReadModelSync,
    private readonly sessions: SessionStore,
    private readonly throttle: AuthThrottle,
    private readonly hashCost: PasswordHashCost = DEFAULT_COST,
  ) {}

  private target(userId: string) {
    return { streamId: userStreamId(userId), streamType: USER_STREAM_TYPE, decider: userDecider };
  }

  /** Creates the account (role `user` unless told otherwise) and returns its id. */
  async register(input: RegisterInput, metadata: EventMetadata, options: { role?: SiteRole; client?: ClientInfo } = {}): Promise<SessionIdentity> {
    if (options.client?.ip) await this.throttle.check(`register:ip:${options.client.ip}`, REGISTER_PER_ADDRESS, 'Too many accounts were created from your network.');
    if (isCommonPassword(input.password))
      throw validationError('AUTH.WEAK_PASSWORD', 'Choose a less common password.', { password: ['This password is too common: choose one that is harder to guess.'] });
    const userId = randomUUID();
    const passwordHash = await hashPassword(input.password, this.hashCost);
    const role = options.role ?? 'user';
    try {
      const result = await this.db.transaction(async (tx) => {
        await tx.query('INSERT INTO credentials (user_id, email, password_hash) VALUES ($1, $2, $3)', [userId, input.email, passwordHash]);
        return this.commands.handle(this.target(userId), { type: 'RegisterUser', data: { userId, email: input.email, displayName: input.displayName, role } } satisfies UserCommand, { ...metadata, actorId: metadata.actorId ?? userId }, { tx });
      });
      if (result.position) await this.readModels.waitFor(result.position, ['UserRegistered']);
    } catch (error) {
      if (isUniqueViolation(error)) {
        // A refusal for a taken address counts too: otherwise sign-up answers "taken or not" without limit.
        if (options.client?.ip) await this.throttle.recordFailure(`register:ip:${options.client.ip}`, REGISTER_PER_ADDRESS);
        throw emailTaken();
      }
      throw error;
    }
    if (options.client?.ip) await this.throttle.recordFailure(`register:ip:${options.client.ip}`, REGISTER_PER_ADDRESS);
    return { id: userId, email: input.email, displayName: input.displayName, role };
  }

  /** Checks the password (rate limited per account and per address) and opens a session. */
  async login(input: LoginInput, client: ClientInfo) {
    const accountKey = `login:email:${input.email}`;
    const addressKey = `login:ip:${client.ip ?? 'unknown'}`;
    await this.throttle.check(accountKey, LOGIN_PER_ACCOUNT, 'Too many failed sign-ins for this account.');
    await this.throttle.check(addressKey, LOGIN_PER_ADDRESS, 'Too many failed sign-ins from your network.');
    const rows = await this.db.query<{ user_id: string; password_hash: string }>('SELECT user_id, password_hash FROM credentials WHERE email = $1', [input.email]);
    const row = rows[0];
    const valid = row ? await verifyPassword(input.password, row.password_hash) : await verifyAgainstDummy(input.password, this.hashCost);
    if (!row || !valid) {
      await this.throttle.recordFailure(accountKey, LOGIN_PER_ACCOUNT);
      await this.throttle.recordFailure(addressKey, LOGIN_PER_ADDRESS);
      throw new DomainError('unauthenticated', 'AUTH.INVALID_CREDENTIALS', 'That email and password do not match an account.');
    }
    const user = await findUserById(this.db, row.user_id);
    if (!user) throw new DomainError('unavailable', 'AUTH.ACCOUNT_NOT_READY', 'Your account is still being set up. Try again in a moment.');
    if (user.status !== 'active') throw new DomainError('forbidden', 'AUTH.ACCOUNT_DISABLED', 'This account has been disabled. Contact a site admin.');
    await this.throttle.clear(accountKey);
    const session = await this.sessions.create(user.id, client);
    const sessionUser: SessionIdentity = { id: user.id, email: user.email, displayName: user.displayName, role: user.role };
    return { user: sessionUser, ...session };
  }

  async changePassword(userId: string, currentPassword: string, newPassword: string, keepSessionId: string, metadata: EventMetadata) {
    const rows = await this.db.query<{ password_hash: string }>('SELECT password_hash FROM credentials WHERE user_id = $1', [userId]);
    if (!rows[0] || !(await verifyPassword(currentPassword, rows[0].password_hash)))
      throw validationError('AUTH.WRONG_PASSWORD', 'Your current password is not right.', { currentPassword: ['This is not your current password.'] });
    if (isCommonPassword(newPassword)) throw validationError('AUTH.WEAK_PASSWORD', 'Choose a less common password.', { newPassword: ['This password is too common.'] });
    const hash = await hashPassword(newPassword, this.hashCost);
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE credentials SET password_hash = $2, updated_at = now() WHERE user_id = $1', [userId, hash]);
      await this.sessions.destroyAllOf(userId, { except: keepSessionId, tx });
      await this.commands.handle(this.target(userId), { type: 'RecordPasswordChange', data: {} }, metadata, { tx });
    });
  }

  /** Ends every session of the user in the same transaction as the event; their live collab sockets close within a second. */
  async signOutEverywhere(userId: string, metadata: EventMetadata) {
    return this.db.transaction(async (tx: Queryable) => {
      const outcome = await this.commands.handle(this.target(userId), { type: 'SignOutEverywhere', data: {} }, metadata, { tx });
      await this.sessions.destroyAllOf(userId, { tx });
      return outcome;
    });
  }

  async rename(userId: string, displayName: string, metadata: EventMetadata) {
    return this.commands.handle(this.target(userId), { type: 'RenameUser', data: { displayName } }, metadata);
  }

  async changeRole(userId: string, role: SiteRole, metadata: EventMetadata) {
    const otherActiveAdmins = await countActiveAdmins(this.db, userId);
    return this.commands.handle(this.target(userId), { type: 'ChangeUserRole', data: { role, otherActiveAdmins } }, metadata);
  }

  /** Disabling kills the user's sessions in the same transaction as the event. */
  async setDisabled(userId: string, disabled: boolean, metadata: EventMetadata) {
    const otherActiveAdmins = await countActiveAdmins(this.db, userId);
    const result = await this.db.transaction(async (tx: Queryable) => {
      const command: UserCommand = disabled ? { type: 'DisableUser', data: { otherActiveAdmins } } : { type: 'EnableUser', data: {} };
      const outcome = await this.commands.handle(this.target(userId), command, metadata, { tx });
      if (disabled) await this.sessions.destroyAllOf(userId, { tx });
      return outcome;
    });
    if (result.position) await this.readModels.waitFor(result.position, result.events.map((e) => e.type));
    return result;
  }

  /** For `npm run admin:create`: promote an existing account or create one as admin. */
  async ensureAdmin(input: RegisterInput, metadata: EventMetadata): Promise<{ created: boolean; userId: string }> {
    const rows = await this.db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [input.email]);
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
