import {
  can,
  type Actor,
  type InviteLink,
  type PendingInvitation,
  type TeamDetail,
  type TeamDetails,
  type TeamMember,
  type TeamRole,
  type TeamState,
} from '@sideline/domain';
import type { InviteLinkRow, TeamMemberRow } from '@sideline/projections';

/** A team as its pages show it, whether its facts come from the read model or from the state a command decided. */
export interface TeamFacts {
  id: string;
  details: TeamDetails;
  archived: boolean;
  version: number;
  createdAt: string;
  members: readonly TeamMemberRow[];
  links: readonly InviteLinkRow[];
  /** pending, each by the address it was sent to */
  invitations: readonly PendingInvitation[];
}

/**
 * The actor as this team sees them: their role here taken from the team itself (the stream a command decided on, or
 * the members the page shows), not from the session, which may be a moment older.
 */
export function actorInTeam(actor: Actor, teamId: string, members: Readonly<Record<string, TeamRole>>): Actor {
  if (!actor) return null;
  const { [teamId]: _old, ...others } = actor.teamRoles ?? {};
  const role = members[actor.userId];
  return { ...actor, teamRoles: role ? { ...others, [teamId]: role } : others };
}

export const membersOf = (state: Exclude<TeamState, { status: 'none' }>) => state.members;

const linkState = (
  link: Pick<InviteLinkRow, 'revoked' | 'expiresAt' | 'maxUses' | 'uses'>,
  now: number,
): InviteLink['state'] =>
  link.revoked
    ? 'revoked'
    : new Date(link.expiresAt).getTime() <= now
      ? 'expired'
      : link.maxUses !== null && link.uses >= link.maxUses
        ? 'used-up'
        : 'active';

/** The one view of a team for its settings page, with what the viewer may do from the one policy. */
export function teamDetailView(requestActor: Actor, team: TeamFacts, now = Date.now()): TeamDetail {
  const roles = Object.fromEntries(team.members.map((m) => [m.userId, m.role]));
  const actor = actorInTeam(requestActor, team.id, roles);
  const myRole = actor ? (roles[actor.userId] ?? null) : null;
  const manage = !team.archived && can(actor, { action: 'team.manage', teamId: team.id });
  const owners = team.members.filter((m) => m.role === 'owner').length;
  const members: TeamMember[] = team.members.map((member) => {
    const self = member.userId === actor?.userId;
    const lastOwner = member.role === 'owner' && owners === 1;
    const otherRoles = (['owner', 'admin', 'coach', 'member'] as const).filter((role) => role !== member.role);
    return {
      ...member,
      can: {
        changeRole:
          !team.archived &&
          !lastOwner &&
          otherRoles.some((newRole) =>
            can(actor, { action: 'team.member.change', teamId: team.id, memberRole: member.role, newRole }),
          ),
        remove:
          !self && !lastOwner && can(actor, { action: 'team.member.remove', teamId: team.id, memberRole: member.role }),
      },
    };
  });
  const links: InviteLink[] = manage
    ? team.links.map(({ teamId: _team, ...link }) => ({ ...link, state: linkState(link, now) }))
    : [];
  const invitations: PendingInvitation[] = manage
    ? team.invitations.map(({ id, role, email, invitedBy, sentAt }) => ({ id, role, email, invitedBy, sentAt }))
    : [];
  return {
    id: team.id,
    details: team.details,
    archived: team.archived,
    myRole,
    memberCount: team.members.length,
    createdAt: team.createdAt,
    version: team.version,
    members,
    inviteLinks: links,
    invitations,
    can: {
      manage,
      own: can(actor, { action: 'team.own', teamId: team.id }),
      leave: myRole !== null && !(myRole === 'owner' && owners === 1),
      createContent: !team.archived && can(actor, { action: 'content.create', teamId: team.id }),
    },
  };
}
