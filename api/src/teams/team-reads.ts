import { Inject, Injectable } from '@nestjs/common';
import {
  authorize,
  can,
  notFound,
  type Actor,
  type InvitePreview,
  type PendingInvitation,
  type TeamDetail,
  type TeamList,
  type TeamState,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import {
  displayNamesOf,
  findInviteLink,
  findTeam,
  pendingInvitationsFor,
  teamInviteLinks,
  teamMembers,
  teamPendingInvitations,
  teamsOf,
  type InviteLinkRow,
  type TeamMemberRow,
} from '@sideline/projections';
import { DATABASE } from '../app/tokens';
import { invitationAddresses } from './team-invitation-addresses';
import { findInviteByToken } from './team-invite-tokens';
import { teamDetailView, type TeamFacts } from './team-view';

const teamNotFound = () => notFound('TEAM.NOT_FOUND', 'There is no such team.');

/** Reading teams: from the read models, shown through the one team view. */
@Injectable()
export class TeamReads {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** My teams with my role, and the invitations waiting for me. */
  async mine(actor: Actor): Promise<TeamList> {
    authorize(actor, { action: 'account.signedIn' });
    const [teams, invitations] = await Promise.all([
      teamsOf(this.db, actor!.userId),
      pendingInvitationsFor(this.db, actor!.userId),
    ]);
    return {
      items: teams.map((team) => ({
        id: team.id,
        details: team.details,
        archived: team.archived,
        myRole: team.myRole,
        memberCount: team.memberCount,
        createdAt: team.createdAt,
        can: { createContent: !team.archived && can(actor, { action: 'content.create', teamId: team.id }) },
      })),
      invitations: invitations.map((i) => ({
        id: i.id,
        team: i.team,
        role: i.role,
        invitedBy: i.invitedBy.name,
        sentAt: i.sentAt,
      })),
    };
  }

  /** A team's settings page: members see it (read-only), its owners and admins manage it; others get a 404. */
  async detail(actor: Actor, teamId: string): Promise<TeamDetail> {
    authorize(actor, { action: 'account.signedIn' });
    const team = await findTeam(this.db, teamId);
    if (!team) throw teamNotFound();
    const members = await teamMembers(this.db, teamId);
    const isMember = actor !== null && members.some((m) => m.userId === actor.userId);
    if (!isMember && actor?.role !== 'admin') throw teamNotFound();
    const [links, pending] = await Promise.all([
      teamInviteLinks(this.db, teamId),
      teamPendingInvitations(this.db, teamId),
    ]);
    const invitations = await this.byAddress(pending.map((i) => ({ ...i, userId: i.invitee?.id ?? null })));
    return teamDetailView(actor, {
      id: team.id,
      details: team.details,
      archived: team.archived,
      version: team.version,
      createdAt: team.createdAt,
      members,
      links,
      invitations,
    });
  }

  /** The team a command just decided: its state, with names and times the read models keep (or `at` for new ones). */
  async fromState(
    actor: Actor,
    state: Exclude<TeamState, { status: 'none' }>,
    version: number,
    at: string | null,
  ): Promise<TeamDetail> {
    const [stored, storedMembers, storedLinks, storedInvitations] = await Promise.all([
      findTeam(this.db, state.teamId),
      teamMembers(this.db, state.teamId),
      teamInviteLinks(this.db, state.teamId),
      teamPendingInvitations(this.db, state.teamId),
    ]);
    const now = at ?? new Date().toISOString();
    const people = [
      ...Object.keys(state.members),
      ...Object.values(state.inviteLinks).map((l) => l.createdBy),
      ...Object.values(state.invitations).map((i) => i.invitedBy),
    ];
    const names = await displayNamesOf(this.db, [...new Set(people)]);
    const name = (id: string) => names.get(id) ?? 'Unknown user';
    const members: TeamMemberRow[] = Object.entries(state.members).map(([userId, role]) => ({
      userId,
      role,
      name: name(userId),
      joinedAt: storedMembers.find((m) => m.userId === userId)?.joinedAt ?? now,
    }));
    const order = { owner: 0, admin: 1, coach: 2, member: 3 } as const;
    members.sort((a, b) => order[a.role] - order[b.role] || a.name.localeCompare(b.name));
    const links: InviteLinkRow[] = Object.entries(state.inviteLinks)
      .map(([id, link]) => ({
        id,
        teamId: state.teamId,
        role: link.role,
        expiresAt: link.expiresAt,
        maxUses: link.maxUses,
        uses: link.uses,
        revoked: link.revoked,
        createdBy: { id: link.createdBy, name: name(link.createdBy) },
        createdAt: storedLinks.find((l) => l.id === id)?.createdAt ?? now,
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const invitations = await this.byAddress(
      Object.entries(state.invitations)
        .filter(([, i]) => i.status === 'pending')
        .map(([id, i]) => ({
          id,
          userId: i.userId,
          role: i.role,
          invitedBy: { id: i.invitedBy, name: name(i.invitedBy) },
          sentAt: storedInvitations.find((s) => s.id === id)?.sentAt ?? now,
        })),
    );
    const facts: TeamFacts = {
      id: state.teamId,
      details: state.details,
      archived: state.status === 'archived',
      version,
      createdAt: stored?.createdAt ?? now,
      members,
      links,
      invitations,
    };
    return teamDetailView(actor, facts);
  }

  /**
   * Pending invitations as the team page lists them: by the address they were sent to, never by whose account it is.
   */
  private async byAddress(
    pending: readonly (Omit<PendingInvitation, 'email'> & { userId: string | null })[],
  ): Promise<PendingInvitation[]> {
    const addresses = await invitationAddresses(this.db, pending);
    return pending.flatMap(({ id, role, invitedBy, sentAt }) => {
      const email = addresses.get(id);
      return email ? [{ id, role, email, invitedBy, sentAt }] : [];
    });
  }

  /** What an invite link opens, before joining: the team's name, the role, until when. No sign-in needed. */
  async invitePreview(actor: Actor, token: string): Promise<InvitePreview> {
    const invite = await findInviteByToken(this.db, token);
    const link = invite ? await findInviteLink(this.db, invite.inviteId) : null;
    const team = invite ? await findTeam(this.db, invite.teamId) : null;
    if (!invite || !link || !team)
      throw notFound('TEAM.INVITE_NOT_FOUND', 'This invite link does not work. Ask the team for a new one.');
    if (link.revoked)
      throw notFound('TEAM.INVITE_REVOKED', 'This invite link was withdrawn. Ask the team for a new one.');
    if (new Date(link.expiresAt).getTime() <= Date.now())
      throw notFound('TEAM.INVITE_EXPIRED', 'This invite link has expired. Ask the team for a new one.');
    if (team.archived) throw notFound('TEAM.ARCHIVED', 'This team is archived and takes no one in.');
    const members = actor ? await teamMembers(this.db, team.id) : [];
    return {
      team: { id: team.id, name: team.details.name, sport: team.details.sport, memberCount: team.memberCount },
      role: link.role,
      expiresAt: link.expiresAt,
      alreadyMember: actor !== null && members.some((m) => m.userId === actor.userId),
    };
  }
}
