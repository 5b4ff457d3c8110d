import type { DomainEvent } from '../shared/events';
import type { SiteRole } from './user.schemas';

// Secrets (password hashes, session tokens) are never in events: they live in ordinary tables. Nor is personal data
// (email, name): it lives in the ordinary table `user_personal_data`, written in the same transaction as the event and
// read when the users read model applies it, so deleting an account erases it while the log stays append-only
// (docs/decisions.md). Events written before that carry `email` and `displayName`; new ones never do.
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    role: SiteRole;
    /** legacy events only */ email?: string;
    /** legacy events only */ displayName?: string;
  }
>;
export type UserRenamed = DomainEvent<
  'UserRenamed',
  { userId: string; /** legacy events only */ displayName?: string }
>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; from: SiteRole; to: SiteRole }>;
export type UserDisabled = DomainEvent<'UserDisabled', { userId: string }>;
export type UserEnabled = DomainEvent<'UserEnabled', { userId: string }>;
export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', { userId: string }>;
/** Every session of the user ended at their request (their live collab sockets close with them). */
/**
 * The account was deleted at the user's request: personal data erased, content kept by "a former member" (or deleted).
 * `closedTeamIds`: the teams it alone was in, archived with it (absent on events from before that rule).
 */
export type UserDeleted = DomainEvent<
  'UserDeleted',
  { userId: string; contentDeleted: boolean; closedTeamIds?: string[] }
>;
export type UserSignedOutEverywhere = DomainEvent<'UserSignedOutEverywhere', { userId: string }>;

export type UserEvent =
  | UserRegistered
  | UserRenamed
  | UserRoleChanged
  | UserDisabled
  | UserEnabled
  | UserPasswordChanged
  | UserSignedOutEverywhere
  | UserDeleted;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserRenamed',
  'UserRoleChanged',
  'UserDisabled',
  'UserEnabled',
  'UserPasswordChanged',
  'UserSignedOutEverywhere',
  'UserDeleted',
] as const satisfies readonly UserEvent['type'][];

export const userStreamId = (userId: string) => `user-${userId}`;
export const USER_STREAM_TYPE = 'user';
