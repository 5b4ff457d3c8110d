import type { DomainCommand } from '../shared/events';
import type { SiteRole } from './user.schemas';

export type RegisterUser = DomainCommand<'RegisterUser', { userId: string; email: string; displayName: string; role: SiteRole }>;
export type RenameUser = DomainCommand<'RenameUser', { displayName: string }>;
/** `otherActiveAdmins` comes from the read model: the site may never lose its last admin. */
export type ChangeUserRole = DomainCommand<'ChangeUserRole', { role: SiteRole; otherActiveAdmins: number }>;
export type DisableUser = DomainCommand<'DisableUser', { otherActiveAdmins: number }>;
export type EnableUser = DomainCommand<'EnableUser', Record<string, never>>;
export type RecordPasswordChange = DomainCommand<'RecordPasswordChange', Record<string, never>>;

export type SignOutEverywhere = DomainCommand<'SignOutEverywhere', Record<string, never>>;

export type UserCommand = RegisterUser | RenameUser | ChangeUserRole | DisableUser | EnableUser | RecordPasswordChange | SignOutEverywhere;
