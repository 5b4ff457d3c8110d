import type { DomainEvent } from '../shared/events';
import type { SiteRole } from './user.schemas';

// Secrets (password hashes, session tokens) are never in events: they live in ordinary tables.
export type UserRegistered = DomainEvent<'UserRegistered', { userId: string; email: string; displayName: string; role: SiteRole }>;
export type UserRenamed = DomainEvent<'UserRenamed', { userId: string; displayName: string }>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; from: SiteRole; to: SiteRole }>;
export type UserDisabled = DomainEvent<'UserDisabled', { userId: string }>;
export type UserEnabled = DomainEvent<'UserEnabled', { userId: string }>;
export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', { userId: string }>;
/** Every session of the user ended at their request (their live collab sockets close with them). */
export type UserSignedOutEverywhere = DomainEvent<'UserSignedOutEverywhere', { userId: string }>;

export type UserEvent = UserRegistered | UserRenamed | UserRoleChanged | UserDisabled | UserEnabled | UserPasswordChanged | UserSignedOutEverywhere;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserRenamed',
  'UserRoleChanged',
  'UserDisabled',
  'UserEnabled',
  'UserPasswordChanged',
  'UserSignedOutEverywhere',
] as const satisfies readonly UserEvent['type'][];

export const userStreamId = (userId: string) => `user-${userId}`;
export const USER_STREAM_TYPE = 'user';
