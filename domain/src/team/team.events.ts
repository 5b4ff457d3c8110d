import type { DomainEvent } from '../shared/events';
import type { InvitableRole, TeamDetails, TeamDetailsField, TeamRole } from './team.schemas';

export type TeamDetailChanges = { [K in TeamDetailsField]?: { from: TeamDetails[K]; to: TeamDetails[K] } };
/**
 * How someone came in: they made the team, used a link, accepted an invitation by email, or were brought back by a
 * restore of the team's history (the restorer is the event's actor).
 */
export type JoinedVia =
  | { kind: 'creator' }
  | { kind: 'link'; inviteId: string }
  | { kind: 'invitation'; invitationId: string }
  | { kind: 'restore' };

export type TeamCreated = DomainEvent<'TeamCreated', { teamId: string; details: TeamDetails; createdBy: string }>;
export type TeamDetailsChanged = DomainEvent<'TeamDetailsChanged', { teamId: string; changes: TeamDetailChanges }>;
export type TeamArchived = DomainEvent<'TeamArchived', { teamId: string }>;
export type TeamUnarchived = DomainEvent<'TeamUnarchived', { teamId: string }>;
export type TeamMemberJoined = DomainEvent<
  'TeamMemberJoined',
  { teamId: string; userId: string; role: TeamRole; via: JoinedVia }
>;
export type TeamMemberRoleChanged = DomainEvent<
  'TeamMemberRoleChanged',
  { teamId: string; userId: string; from: TeamRole; to: TeamRole }
>;
export type TeamMemberRemoved = DomainEvent<'TeamMemberRemoved', { teamId: string; userId: string; role: TeamRole }>;
export type TeamMemberLeft = DomainEvent<'TeamMemberLeft', { teamId: string; userId: string; role: TeamRole }>;
/** The link's secret is not in the event: it lives in a table, hashed (see the API's team invites). */
export type TeamInviteLinkCreated = DomainEvent<
  'TeamInviteLinkCreated',
  {
    teamId: string;
    inviteId: string;
    role: InvitableRole;
    expiresAt: string;
    maxUses: number | null;
    createdBy: string;
  }
>;
export type TeamInviteLinkRevoked = DomainEvent<
  'TeamInviteLinkRevoked',
  { teamId: string; inviteId: string; revokedBy: string }
>;
/**
 * `userId` null: an invitation no account can answer (the address, kept beside the log, has none); recorded all the
 * same.
 */
export type TeamInvitationSent = DomainEvent<
  'TeamInvitationSent',
  { teamId: string; invitationId: string; userId: string | null; role: InvitableRole; invitedBy: string }
>;
export type TeamInvitationDeclined = DomainEvent<
  'TeamInvitationDeclined',
  { teamId: string; invitationId: string; userId: string }
>;
export type TeamInvitationCancelled = DomainEvent<
  'TeamInvitationCancelled',
  { teamId: string; invitationId: string; userId: string | null }
>;

/** The team's one active season (seasons live in their own streams; the team decides which one is active). */
export type TeamActiveSeasonChanged = DomainEvent<
  'TeamActiveSeasonChanged',
  { teamId: string; from: string | null; to: string }
>;

export type TeamEvent =
  | TeamCreated
  | TeamDetailsChanged
  | TeamArchived
  | TeamUnarchived
  | TeamMemberJoined
  | TeamMemberRoleChanged
  | TeamMemberRemoved
  | TeamMemberLeft
  | TeamInviteLinkCreated
  | TeamInviteLinkRevoked
  | TeamInvitationSent
  | TeamInvitationDeclined
  | TeamInvitationCancelled
  | TeamActiveSeasonChanged;

export const TEAM_EVENT_TYPES = [
  'TeamCreated',
  'TeamDetailsChanged',
  'TeamArchived',
  'TeamUnarchived',
  'TeamMemberJoined',
  'TeamMemberRoleChanged',
  'TeamMemberRemoved',
  'TeamMemberLeft',
  'TeamInviteLinkCreated',
  'TeamInviteLinkRevoked',
  'TeamInvitationSent',
  'TeamInvitationDeclined',
  'TeamInvitationCancelled',
  'TeamActiveSeasonChanged',
] as const satisfies readonly TeamEvent['type'][];

export const TEAM_STREAM_TYPE = 'team';
export const teamStreamId = (teamId: string) => `team-${teamId}`;
