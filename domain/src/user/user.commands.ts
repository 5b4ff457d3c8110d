import type { DomainCommand } from '../shared/events';
import type { OwnedTeamFact } from './account-deletion';
import type { SiteRole } from './user.schemas';

/** The email and name go to `user_personal_data` beside the event, never into it. */
export type RegisterUser = DomainCommand<'RegisterUser', { userId: string; role: SiteRole }>;
/** The new name goes to `user_personal_data` beside the event; the caller skips an unchanged name. */
export type RenameUser = DomainCommand<'RenameUser', Record<string, never>>;
/** `otherActiveAdmins` comes from the read model: the site may never lose its last admin. */
export type ChangeUserRole = DomainCommand<'ChangeUserRole', { role: SiteRole; otherActiveAdmins: number }>;
export type DisableUser = DomainCommand<'DisableUser', { otherActiveAdmins: number }>;
export type EnableUser = DomainCommand<'EnableUser', Record<string, never>>;
export type RecordPasswordChange = DomainCommand<'RecordPasswordChange', Record<string, never>>;

/**
 * `otherActiveAdmins` and `ownedTeams` from the read models: the last active admin cannot delete their account, nor
 * can the only owner of a team that has other members (see accountDeletionTeams).
 */
export type DeleteUser = DomainCommand<
  'DeleteUser',
  { otherActiveAdmins: number; deleteContent: boolean; ownedTeams: OwnedTeamFact[] }
>;
export type SignOutEverywhere = DomainCommand<'SignOutEverywhere', Record<string, never>>;

export type UserCommand =
  | RegisterUser
  | RenameUser
  | ChangeUserRole
  | DisableUser
  | EnableUser
  | RecordPasswordChange
  | SignOutEverywhere
  | DeleteUser;
