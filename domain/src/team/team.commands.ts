import type { DomainCommand } from '../shared/events';
import type { InvitableRole, TeamDetails, TeamPatch, TeamRole } from './team.schemas';

/** Who may issue these is the policy's to say (team.manage, team.own…); the decider keeps the team whole. */
export type CreateTeam = DomainCommand<'CreateTeam', { teamId: string; details: TeamDetails; createdBy: string }>;
export type EditTeam = DomainCommand<'EditTeam', { changes: TeamPatch }>;
/**
 * `ifNoOtherMembersThan`: archive only while every member is one of these (an account deleted with a team nobody
 * else is in, besides accounts already deleted; someone who joined meanwhile makes it a team to hand over instead).
 */
export type ArchiveTeam = DomainCommand<'ArchiveTeam', { ifNoOtherMembersThan?: string[] }>;
export type UnarchiveTeam = DomainCommand<'UnarchiveTeam', Record<string, never>>;
export type CreateInviteLink = DomainCommand<
  'CreateInviteLink',
  { inviteId: string; role: InvitableRole; expiresAt: string; maxUses: number | null; createdBy: string }
>;
export type RevokeInviteLink = DomainCommand<'RevokeInviteLink', { inviteId: string; revokedBy: string }>;
/** `at`: now, to check the link's expiry. */
export type JoinByInviteLink = DomainCommand<'JoinByInviteLink', { inviteId: string; userId: string; at: string }>;
/** `userId`: the account the email belongs to, found by the API (the inviter never learns whether it exists). */
/**
 * `userId`: the account that may answer, or null (no account has the address, or it is a member already): the inviter
 * is never told which.
 */
export type InviteByEmail = DomainCommand<
  'InviteByEmail',
  { invitationId: string; userId: string | null; role: InvitableRole; invitedBy: string }
>;
export type AcceptInvitation = DomainCommand<'AcceptInvitation', { invitationId: string; userId: string }>;
export type DeclineInvitation = DomainCommand<'DeclineInvitation', { invitationId: string; userId: string }>;
export type CancelInvitation = DomainCommand<'CancelInvitation', { invitationId: string }>;
export type ChangeMemberRole = DomainCommand<'ChangeMemberRole', { userId: string; role: TeamRole }>;
/**
 * Brings a former member back with a role: only a restore of the team's history does (people otherwise join
 * themselves).
 */
export type RestoreMember = DomainCommand<'RestoreMember', { userId: string; role: TeamRole }>;
export type RemoveMember = DomainCommand<'RemoveMember', { userId: string }>;
export type LeaveTeam = DomainCommand<'LeaveTeam', { userId: string }>;
/** The owner hands the team over: the other member becomes an owner, the giver an admin. */
export type TransferOwnership = DomainCommand<'TransferOwnership', { fromUserId: string; toUserId: string }>;
/** `seasonTeamId`: the team the season belongs to, read from the season's own stream by the caller. */
export type ActivateSeason = DomainCommand<'ActivateSeason', { seasonId: string; seasonTeamId: string }>;

export type TeamCommand =
  | CreateTeam
  | EditTeam
  | ArchiveTeam
  | UnarchiveTeam
  | CreateInviteLink
  | RevokeInviteLink
  | JoinByInviteLink
  | InviteByEmail
  | AcceptInvitation
  | DeclineInvitation
  | CancelInvitation
  | ChangeMemberRole
  | RestoreMember
  | RemoveMember
  | LeaveTeam
  | TransferOwnership
  | ActivateSeason;
