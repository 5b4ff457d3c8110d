import { conflict, notFound, validationError } from '../shared/errors';
import { assertNever, type Decider } from '../shared/events';
import type { TeamCommand } from './team.commands';
import type { TeamEvent } from './team.events';
import type { InvitableRole, TeamDetails, TeamDetailsField, TeamRole } from './team.schemas';

export interface InviteLinkState {
  role: InvitableRole;
  createdBy: string;
  expiresAt: string;
  maxUses: number | null;
  uses: number;
  revoked: boolean;
}

export interface InvitationState {
  /** null: no account can answer it */
  userId: string | null;
  role: InvitableRole;
  invitedBy: string;
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
}

export type TeamState =
  | { status: 'none' }
  | {
      status: 'active' | 'archived';
      teamId: string;
      details: TeamDetails;
      members: Readonly<Record<string, TeamRole>>;
      inviteLinks: Readonly<Record<string, InviteLinkState>>;
      invitations: Readonly<Record<string, InvitationState>>;
      /** exactly one season is active once the team has one: activating another replaces it */
      activeSeasonId: string | null;
    };

type LiveTeam = Exclude<TeamState, { status: 'none' }>;

export const initialState = (): TeamState => ({ status: 'none' });

const teamNotFound = () => notFound('TEAM.NOT_FOUND', 'There is no such team.');
const archived = () => conflict('TEAM.ARCHIVED', 'This team is archived. Unarchive it to change it.');
const notMember = () => notFound('TEAM.MEMBER_NOT_FOUND', 'That person is not a member of this team.');
const lastOwner = () =>
  conflict('TEAM.LAST_OWNER', 'A team needs an owner: make someone else an owner first (Transfer ownership).');
const owners = (team: LiveTeam) => Object.values(team.members).filter((role) => role === 'owner').length;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function live(state: TeamState): LiveTeam {
  if (state.status === 'none') throw teamNotFound();
  return state;
}

function open(state: TeamState): LiveTeam {
  const team = live(state);
  if (team.status === 'archived') throw archived();
  return team;
}

/** Who would be left owning the team if `userId` stopped being an owner. */
function keepsAnOwner(team: LiveTeam, userId: string): void {
  if (team.members[userId] === 'owner' && owners(team) === 1) throw lastOwner();
}

export function decide(command: TeamCommand, state: TeamState): TeamEvent[] {
  if (command.type === 'CreateTeam') {
    if (state.status !== 'none') throw conflict('TEAM.ALREADY_EXISTS', 'This team already exists.');
    const { teamId, details, createdBy } = command.data;
    return [
      { type: 'TeamCreated', data: { teamId, details, createdBy } },
      { type: 'TeamMemberJoined', data: { teamId, userId: createdBy, role: 'owner', via: { kind: 'creator' } } },
    ];
  }
  switch (command.type) {
    case 'EditTeam': {
      const team = open(state);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, to] of Object.entries(command.data.changes) as [TeamDetailsField, unknown][]) {
        if (to !== undefined && !same(team.details[field], to)) changes[field] = { from: team.details[field], to };
      }
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'TeamDetailsChanged', data: { teamId: team.teamId, changes: changes } }];
    }
    case 'ArchiveTeam': {
      const team = live(state);
      const allowed = command.data.ifNoOtherMembersThan;
      if (allowed && Object.keys(team.members).some((userId) => !allowed.includes(userId)))
        throw conflict('TEAM.NOT_ALONE', 'Someone else is in this team now: hand it to them instead of archiving it.');
      return team.status === 'archived' ? [] : [{ type: 'TeamArchived', data: { teamId: team.teamId } }];
    }
    case 'UnarchiveTeam': {
      const team = live(state);
      return team.status === 'active' ? [] : [{ type: 'TeamUnarchived', data: { teamId: team.teamId } }];
    }
    case 'CreateInviteLink': {
      const team = open(state);
      if (team.inviteLinks[command.data.inviteId])
        throw conflict('TEAM.INVITE_EXISTS', 'This invite link already exists.');
      return [{ type: 'TeamInviteLinkCreated', data: { teamId: team.teamId, ...command.data } }];
    }
    case 'RevokeInviteLink': {
      const team = live(state);
      const link = team.inviteLinks[command.data.inviteId];
      if (!link) throw notFound('TEAM.INVITE_NOT_FOUND', 'There is no such invite link.');
      return link.revoked ? [] : [{ type: 'TeamInviteLinkRevoked', data: { teamId: team.teamId, ...command.data } }];
    }
    case 'JoinByInviteLink': {
      const team = live(state);
      const { inviteId, userId, at } = command.data;
      const link = team.inviteLinks[inviteId];
      if (!link || link.revoked)
        throw conflict('TEAM.INVITE_REVOKED', 'This invite link was withdrawn. Ask the team for a new one.');
      if (team.status === 'archived') throw archived();
      if (new Date(at).getTime() >= new Date(link.expiresAt).getTime())
        throw conflict('TEAM.INVITE_EXPIRED', 'This invite link has expired. Ask the team for a new one.');
      if (team.members[userId]) return [];
      if (link.maxUses !== null && link.uses >= link.maxUses)
        throw conflict(
          'TEAM.INVITE_USED_UP',
          'This invite link has been used as often as it may be. Ask the team for a new one.',
        );
      return [
        {
          type: 'TeamMemberJoined',
          data: { teamId: team.teamId, userId, role: link.role, via: { kind: 'link', inviteId } },
        },
      ];
    }
    case 'InviteByEmail': {
      const team = open(state);
      const { invitationId, userId, role, invitedBy } = command.data;
      if (team.invitations[invitationId]) throw conflict('TEAM.INVITATION_EXISTS', 'This invitation was already sent.');
      const pending =
        userId !== null &&
        Object.values(team.invitations).some(
          (invitation) => invitation.userId === userId && invitation.status === 'pending',
        );
      if ((userId !== null && team.members[userId]) || pending) return [];
      return [{ type: 'TeamInvitationSent', data: { teamId: team.teamId, invitationId, userId, role, invitedBy } }];
    }
    case 'AcceptInvitation':
    case 'DeclineInvitation': {
      const team = live(state);
      const { invitationId, userId } = command.data;
      const invitation = team.invitations[invitationId];
      if (!invitation || invitation.userId !== userId)
        throw notFound('TEAM.INVITATION_NOT_FOUND', 'There is no such invitation for you.');
      if (invitation.status !== 'pending')
        throw conflict('TEAM.INVITATION_CLOSED', `This invitation was ${invitation.status} already.`);
      if (command.type === 'DeclineInvitation')
        return [{ type: 'TeamInvitationDeclined', data: { teamId: team.teamId, invitationId, userId } }];
      if (team.status === 'archived') throw archived();
      return [
        {
          type: 'TeamMemberJoined',
          data: { teamId: team.teamId, userId, role: invitation.role, via: { kind: 'invitation', invitationId } },
        },
      ];
    }
    case 'CancelInvitation': {
      const team = live(state);
      const invitation = team.invitations[command.data.invitationId];
      if (!invitation) throw notFound('TEAM.INVITATION_NOT_FOUND', 'There is no such invitation.');
      return invitation.status !== 'pending'
        ? []
        : [
            {
              type: 'TeamInvitationCancelled',
              data: { teamId: team.teamId, invitationId: command.data.invitationId, userId: invitation.userId },
            },
          ];
    }
    case 'ChangeMemberRole': {
      const team = open(state);
      const { userId, role } = command.data;
      const from = team.members[userId];
      if (!from) throw notMember();
      if (from === role) return [];
      if (from === 'owner') keepsAnOwner(team, userId);
      return [{ type: 'TeamMemberRoleChanged', data: { teamId: team.teamId, userId, from, to: role } }];
    }
    case 'RestoreMember': {
      const team = open(state);
      const { userId, role } = command.data;
      // already back (a retried restore): a different role is ChangeMemberRole's to set
      if (team.members[userId]) return [];
      return [{ type: 'TeamMemberJoined', data: { teamId: team.teamId, userId, role, via: { kind: 'restore' } } }];
    }
    case 'RemoveMember':
    case 'LeaveTeam': {
      const team = live(state);
      const { userId } = command.data;
      const role = team.members[userId];
      if (!role) throw notMember();
      keepsAnOwner(team, userId);
      return [
        {
          type: command.type === 'RemoveMember' ? 'TeamMemberRemoved' : 'TeamMemberLeft',
          data: { teamId: team.teamId, userId, role },
        },
      ];
    }
    case 'TransferOwnership': {
      const team = open(state);
      const { fromUserId, toUserId } = command.data;
      if (team.members[fromUserId] !== 'owner')
        throw validationError('TEAM.NOT_OWNER', 'Only an owner can hand the team over.', {
          userId: ['You are not an owner of this team.'],
        });
      const to = team.members[toUserId];
      if (!to)
        throw validationError('TEAM.MEMBER_NOT_FOUND', 'Hand the team to one of its members.', {
          userId: ['Choose a member of the team.'],
        });
      if (fromUserId === toUserId) return [];
      const events: TeamEvent[] = [];
      if (to !== 'owner')
        events.push({
          type: 'TeamMemberRoleChanged',
          data: { teamId: team.teamId, userId: toUserId, from: to, to: 'owner' },
        });
      events.push({
        type: 'TeamMemberRoleChanged',
        data: { teamId: team.teamId, userId: fromUserId, from: 'owner', to: 'admin' },
      });
      return events;
    }
    case 'ActivateSeason': {
      const team = open(state);
      const { seasonId, seasonTeamId } = command.data;
      if (seasonTeamId !== team.teamId) throw notFound('SEASON.NOT_FOUND', 'There is no such season in this team.');
      return team.activeSeasonId === seasonId
        ? []
        : [{ type: 'TeamActiveSeasonChanged', data: { teamId: team.teamId, from: team.activeSeasonId, to: seasonId } }];
    }
    default:
      return assertNever(command, 'team command');
  }
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

export function evolve(state: TeamState, event: TeamEvent): TeamState {
  if (event.type === 'TeamCreated')
    return {
      status: 'active',
      teamId: event.data.teamId,
      details: event.data.details,
      members: {},
      inviteLinks: {},
      invitations: {},
      activeSeasonId: null,
    };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TeamDetailsChanged': {
      const details = { ...state.details } as Record<string, unknown>;
      for (const [field, change] of Object.entries(event.data.changes)) details[field] = change.to;
      return { ...state, details: details as TeamDetails };
    }
    case 'TeamArchived':
      return { ...state, status: 'archived' };
    case 'TeamUnarchived':
      return { ...state, status: 'active' };
    case 'TeamMemberJoined': {
      const { via } = event.data;
      const members = { ...state.members, [event.data.userId]: event.data.role };
      if (via.kind === 'link') {
        const link = state.inviteLinks[via.inviteId];
        return {
          ...state,
          members,
          inviteLinks: link
            ? { ...state.inviteLinks, [via.inviteId]: { ...link, uses: link.uses + 1 } }
            : state.inviteLinks,
        };
      }
      if (via.kind === 'invitation') {
        const invitation = state.invitations[via.invitationId];
        return {
          ...state,
          members,
          invitations: invitation
            ? { ...state.invitations, [via.invitationId]: { ...invitation, status: 'accepted' } }
            : state.invitations,
        };
      }
      return { ...state, members };
    }
    case 'TeamMemberRoleChanged':
      return { ...state, members: { ...state.members, [event.data.userId]: event.data.to } };
    case 'TeamMemberRemoved':
    case 'TeamMemberLeft':
      return { ...state, members: without(state.members, event.data.userId) };
    case 'TeamInviteLinkCreated': {
      const { inviteId, role, expiresAt, maxUses, createdBy } = event.data;
      return {
        ...state,
        inviteLinks: {
          ...state.inviteLinks,
          [inviteId]: { role, createdBy, expiresAt, maxUses, uses: 0, revoked: false },
        },
      };
    }
    case 'TeamInviteLinkRevoked': {
      const link = state.inviteLinks[event.data.inviteId];
      return link
        ? { ...state, inviteLinks: { ...state.inviteLinks, [event.data.inviteId]: { ...link, revoked: true } } }
        : state;
    }
    case 'TeamInvitationSent':
      return {
        ...state,
        invitations: {
          ...state.invitations,
          [event.data.invitationId]: {
            userId: event.data.userId,
            role: event.data.role,
            invitedBy: event.data.invitedBy,
            status: 'pending',
          },
        },
      };
    case 'TeamInvitationDeclined':
    case 'TeamInvitationCancelled': {
      const invitation = state.invitations[event.data.invitationId];
      const status = event.type === 'TeamInvitationDeclined' ? 'declined' : 'cancelled';
      return invitation
        ? { ...state, invitations: { ...state.invitations, [event.data.invitationId]: { ...invitation, status } } }
        : state;
    }
    case 'TeamActiveSeasonChanged':
      return { ...state, activeSeasonId: event.data.to };
    default:
      return assertNever(event, 'team event');
  }
}

export const teamDecider: Decider<TeamCommand, TeamEvent, TeamState> = { decide, evolve, initialState };

/** The team as the policy sees it: who holds which role, and whether it is archived. */
export interface TeamAccess {
  teamId: string;
  archived: boolean;
}

export function teamAccessOf(state: TeamState): TeamAccess | null {
  return state.status === 'none' ? null : { teamId: state.teamId, archived: state.status === 'archived' };
}
