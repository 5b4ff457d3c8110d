import { Inject, Injectable } from '@nestjs/common';
import {
  TEAM_STREAM_TYPE,
  authorize,
  conflict,
  notFound,
  teamDecider,
  teamStreamId,
  type Actor,
  type InvitableRole,
  type Permission,
  type TeamCommand,
  type TeamDetail,
  type TeamDetails,
  type TeamEvent,
  type TeamPatch,
  type TeamRole,
  type TeamState,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { findUserByEmail } from '@sideline/projections';
import { API_SETTINGS, DATABASE } from '../app/tokens';
import { AuthThrottle, type ThrottleRule } from '../auth/auth-throttle';
import type { ApiSettings } from '../api-deps';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type CommandTarget, type Decided, type HandleOptions } from '../commands/command-handler';
import { forgetInvitationAddress, pendingInvitationTo, storeInvitationAddress } from './team-invitation-addresses';
import { findInviteByToken, inviteUrl, newInviteToken, storeInviteToken } from './team-invite-tokens';
import { TeamReads } from './team-reads';
import { actorInTeam } from './team-view';

type LiveTeam = Exclude<TeamState, { status: 'none' }>;
type TeamPermission = Extract<Permission, { teamId: string }>;

export const teamTarget = (teamId: string): CommandTarget<TeamCommand, TeamEvent, TeamState> => ({
  streamId: teamStreamId(teamId),
  streamType: TEAM_STREAM_TYPE,
  decider: teamDecider,
});
export const teamNotFound = () => notFound('TEAM.NOT_FOUND', 'There is no such team.');
const DAY_MS = 24 * 3600_000;
/**
 * Email invitations one person may send for one team, and for all their teams: enough to invite a squad, not to probe a
 * list.
 */
export const INVITATIONS_PER_TEAM_INVITER: ThrottleRule = { limit: 20, windowMs: 60 * 60_000 };
export const INVITATIONS_PER_INVITER: ThrottleRule = { limit: 60, windowMs: 60 * 60_000 };

/**
 * Asks the policy as the team's own stream has it: the actor's role there is read from the team's state (the session's
 * copy may be a moment older). Someone who may not even see the team gets a 404, as if it did not exist.
 */
function authorizeInTeam(actor: Actor, state: TeamState, permission: (team: LiveTeam) => TeamPermission): LiveTeam {
  if (state.status === 'none') throw teamNotFound();
  const inTeam = actorInTeam(actor, state.teamId, state.members);
  if (inTeam && inTeam.role !== 'admin' && !inTeam.teamRoles?.[state.teamId]) throw teamNotFound();
  authorize(inTeam, permission(state));
  return state;
}

/**
 * Team use cases: each command is decided on the team's own stream, authorised with the actor's role in that state,
 * and answered with the team as it decided it (names and times from the read models).
 */
@Injectable()
export class TeamCommands {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(TeamReads) private readonly reads: TeamReads,
    @Inject(AuthThrottle) private readonly throttle: AuthThrottle,
  ) {}

  async create(actor: Actor, details: TeamDetails, ctx: CommandContext): Promise<TeamDetail> {
    authorize(actor, { action: 'team.create' });
    const teamId = ctx.newId('team');
    return this.answer(
      actor,
      await this.handler.handle(
        teamTarget(teamId),
        { type: 'CreateTeam', data: { teamId, details, createdBy: actor!.userId } },
        ctx,
      ),
      ctx,
    );
  }

  private run(
    actor: Actor,
    teamId: string,
    command: TeamCommand | ((team: LiveTeam) => TeamCommand),
    permission: (team: LiveTeam) => TeamPermission,
    ctx: CommandContext,
    extra: Pick<HandleOptions<TeamEvent, TeamState>, 'alsoInTransaction'> = {},
  ) {
    return this.handler.handle(
      teamTarget(teamId),
      typeof command === 'function' ? (state: TeamState) => command(state as LiveTeam) : command,
      ctx,
      {
        authorize: (state) => void authorizeInTeam(actor, state, permission),
        ...(extra.alsoInTransaction ? { alsoInTransaction: extra.alsoInTransaction } : {}),
      },
    );
  }

  async edit(actor: Actor, teamId: string, changes: TeamPatch, ctx: CommandContext): Promise<TeamDetail> {
    return this.answer(
      actor,
      await this.run(
        actor,
        teamId,
        { type: 'EditTeam', data: { changes } },
        () => ({ action: 'team.manage', teamId }),
        ctx,
      ),
      ctx,
    );
  }

  /** `ifNoOtherMembersThan`: archive only while every member is one of these (409 TEAM.NOT_ALONE otherwise). */
  async setArchived(
    actor: Actor,
    teamId: string,
    archived: boolean,
    ctx: CommandContext,
    options: { ifNoOtherMembersThan?: string[] } = {},
  ): Promise<TeamDetail> {
    const command: TeamCommand = archived
      ? {
          type: 'ArchiveTeam',
          data: options.ifNoOtherMembersThan ? { ifNoOtherMembersThan: options.ifNoOtherMembersThan } : {},
        }
      : { type: 'UnarchiveTeam', data: {} };
    return this.answer(actor, await this.run(actor, teamId, command, () => ({ action: 'team.own', teamId }), ctx), ctx);
  }

  /** A new invite link; its URL (with the secret) is in this answer only. */
  async createInviteLink(
    actor: Actor,
    teamId: string,
    input: { role: InvitableRole; expiresInDays: number; maxUses: number | null },
    ctx: CommandContext,
  ): Promise<{ team: TeamDetail; url: string; inviteId: string }> {
    const inviteId = ctx.newId('invite-link');
    const token = newInviteToken();
    const expiresAt = new Date(new Date(ctx.metadata.at).getTime() + input.expiresInDays * DAY_MS).toISOString();
    const decided = await this.run(
      actor,
      teamId,
      {
        type: 'CreateInviteLink',
        data: { inviteId, role: input.role, expiresAt, maxUses: input.maxUses, createdBy: actor?.userId ?? '' },
      },
      () => ({ action: 'team.manage', teamId }),
      ctx,
      {
        alsoInTransaction: (tx) => storeInviteToken(tx, token, inviteId, teamId),
      },
    );
    return { team: await this.answer(actor, decided, ctx), url: inviteUrl(this.settings.publicUrl, token), inviteId };
  }

  async revokeInviteLink(actor: Actor, teamId: string, inviteId: string, ctx: CommandContext): Promise<TeamDetail> {
    return this.answer(
      actor,
      await this.run(
        actor,
        teamId,
        { type: 'RevokeInviteLink', data: { inviteId, revokedBy: actor?.userId ?? '' } },
        () => ({ action: 'team.manage', teamId }),
        ctx,
      ),
      ctx,
    );
  }

  /** Joining through a link: anyone signed in who holds it (the link is the permission). */
  async joinByInvite(actor: Actor, token: string, ctx: CommandContext): Promise<TeamDetail> {
    authorize(actor, { action: 'account.signedIn' });
    const invite = await findInviteByToken(this.db, token);
    if (!invite) throw notFound('TEAM.INVITE_NOT_FOUND', 'This invite link does not work. Ask the team for a new one.');
    const decided = await this.handler.handle(
      teamTarget(invite.teamId),
      { type: 'JoinByInviteLink', data: { inviteId: invite.inviteId, userId: actor!.userId, at: ctx.metadata.at } },
      ctx,
    );
    return this.answer(actor, decided, ctx);
  }

  /**
   * Invites an address. The invitation is recorded and listed by its address whether or not an account has it (the
   * account, if any and not a member already, is the one who may answer), and the same address again changes nothing:
   * answer, version and history are alike either way, so the inviter learns nothing about which addresses have
   * accounts.
   */
  async inviteByEmail(
    actor: Actor,
    teamId: string,
    email: string,
    role: InvitableRole,
    ctx: CommandContext,
  ): Promise<TeamDetail> {
    authorize(actor, { action: 'account.signedIn' });
    const keys = [
      [`team-invite:${teamId}:${actor!.userId}`, INVITATIONS_PER_TEAM_INVITER],
      [`team-invite:${actor!.userId}`, INVITATIONS_PER_INVITER],
    ] as const;
    const tooMany = 'You have sent many invitations in a short time.';
    for (const [key, rule] of keys)
      await this.throttle.check(key, rule, tooMany, new Date(), 'TEAM.TOO_MANY_INVITATIONS');
    const team = await this.sendInvitation(actor, teamId, email, role, ctx);
    for (const [key, rule] of keys) await this.throttle.recordFailure(key, rule);
    return team;
  }

  private async sendInvitation(
    actor: Actor,
    teamId: string,
    email: string,
    role: InvitableRole,
    ctx: CommandContext,
  ): Promise<TeamDetail> {
    const unchanged = async () => {
      const current = await this.handler.read(teamTarget(teamId));
      authorizeInTeam(actor, current.state, () => ({ action: 'team.manage', teamId }));
      if (current.state.status === 'archived')
        throw conflict('TEAM.ARCHIVED', 'This team is archived. Unarchive it to change it.');
      return this.answer(actor, { ...current, events: [] }, ctx);
    };
    if (await pendingInvitationTo(this.db, teamId, email)) return unchanged();
    const invitee = await findUserByEmail(this.db, email);
    const invitationId = ctx.newId('invitation');
    const command = (team: LiveTeam): TeamCommand => ({
      type: 'InviteByEmail',
      data: {
        invitationId,
        userId: invitee && !team.members[invitee.id] ? invitee.id : null,
        role,
        invitedBy: actor?.userId ?? '',
      },
    });
    try {
      const decided = await this.run(actor, teamId, command, () => ({ action: 'team.manage', teamId }), ctx, {
        alsoInTransaction: (tx) => storeInvitationAddress(tx, invitationId, teamId, email),
      });
      return await this.answer(actor, decided, ctx);
    } catch (error) {
      // the same address invited at the same moment by someone else: theirs stands
      if ((error as { code?: string } | null | undefined)?.code === '23505') return unchanged();
      throw error;
    }
  }

  /** The invited person answers: join with the offered role, or decline. The address is forgotten with it. */
  async answerInvitation(
    actor: Actor,
    teamId: string,
    invitationId: string,
    accept: boolean,
    ctx: CommandContext,
  ): Promise<void> {
    authorize(actor, { action: 'account.signedIn' });
    const data = { invitationId, userId: actor!.userId };
    await this.handler.handle(
      teamTarget(teamId),
      accept ? { type: 'AcceptInvitation', data } : { type: 'DeclineInvitation', data },
      ctx,
      {
        alsoInTransaction: (tx) => forgetInvitationAddress(tx, invitationId),
      },
    );
  }

  async cancelInvitation(actor: Actor, teamId: string, invitationId: string, ctx: CommandContext): Promise<TeamDetail> {
    const decided = await this.run(
      actor,
      teamId,
      { type: 'CancelInvitation', data: { invitationId } },
      () => ({ action: 'team.manage', teamId }),
      ctx,
      {
        alsoInTransaction: (tx) => forgetInvitationAddress(tx, invitationId),
      },
    );
    return this.answer(actor, decided, ctx);
  }

  async changeRole(
    actor: Actor,
    teamId: string,
    userId: string,
    role: TeamRole,
    ctx: CommandContext,
  ): Promise<TeamDetail> {
    const decided = await this.run(
      actor,
      teamId,
      { type: 'ChangeMemberRole', data: { userId, role } },
      (team) => ({ action: 'team.member.change', teamId, memberRole: memberRole(team, userId), newRole: role }),
      ctx,
    );
    return this.answer(actor, decided, ctx);
  }

  /** Brings a former member back with a role: restoring the team's history does (`history/team-history-kind.ts`). */
  async restoreMember(
    actor: Actor,
    teamId: string,
    userId: string,
    role: TeamRole,
    ctx: CommandContext,
  ): Promise<TeamDetail> {
    const decided = await this.run(
      actor,
      teamId,
      { type: 'RestoreMember', data: { userId, role } },
      () => ({ action: 'team.member.add', teamId, newRole: role }),
      ctx,
    );
    return this.answer(actor, decided, ctx);
  }

  async removeMember(actor: Actor, teamId: string, userId: string, ctx: CommandContext): Promise<TeamDetail> {
    const decided = await this.run(
      actor,
      teamId,
      { type: 'RemoveMember', data: { userId } },
      (team) => ({ action: 'team.member.remove', teamId, memberRole: memberRole(team, userId) }),
      ctx,
    );
    return this.answer(actor, decided, ctx);
  }

  async leave(actor: Actor, teamId: string, ctx: CommandContext): Promise<void> {
    await this.run(
      actor,
      teamId,
      { type: 'LeaveTeam', data: { userId: actor?.userId ?? '' } },
      () => ({ action: 'team.read', teamId }),
      ctx,
    );
  }

  async transferOwnership(actor: Actor, teamId: string, toUserId: string, ctx: CommandContext): Promise<TeamDetail> {
    const decided = await this.run(
      actor,
      teamId,
      { type: 'TransferOwnership', data: { fromUserId: actor?.userId ?? '', toUserId } },
      () => ({ action: 'team.own', teamId }),
      ctx,
    );
    return this.answer(actor, decided, ctx);
  }

  /** The team as the command left it: its state, with names and times from the read models. */
  private answer(
    actor: Actor,
    decided: Pick<Decided<TeamEvent, TeamState>, 'state' | 'version' | 'events'>,
    ctx: CommandContext,
  ): Promise<TeamDetail> {
    if (decided.state.status === 'none') throw teamNotFound();
    return this.reads.fromState(
      actor,
      decided.state,
      decided.version,
      decided.events.length > 0 ? ctx.metadata.at : null,
    );
  }
}

function memberRole(team: LiveTeam, userId: string): TeamRole {
  const role = team.members[userId];
  if (!role) throw notFound('TEAM.MEMBER_NOT_FOUND', 'That person is not a member of this team.');
  return role;
}
