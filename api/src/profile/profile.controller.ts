import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req, Res } from '@nestjs/common';
import {
  accountDeletionTeams,
  authorize,
  profileAccountContract,
  changePasswordSchema,
  deleteAccountSchema,
  myDataExportContract,
  type DeleteAccountInput,
  deviceLabel,
  meContract,
  notFound,
  profileCommentPageContract,
  profilePageQuerySchema,
  profileSessionListContract,
  profileVotePageContract,
  renameSchema,
  sessionUserView,
  type Actor,
  type ChangePasswordInput,
  type ProfilePageQuery,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { findUserById, listMyComments, listMyVotes, readMyData } from '@sideline/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE } from '../app/tokens';
import { dismissFailedSignIns, failedSignInsOf } from '../auth/failed-sign-ins';
import { clearSessionCookie } from '../auth/session-cookie';
import { SessionStore } from '../auth/session-store';
import { UserAccounts } from '../auth/user-accounts';
import { BoardCommands } from '../boards/board-commands';
import { CommentCommands } from '../comments/comment-commands';
import { DrillCommands } from '../drills/drill-commands';
import { FormationCommands } from '../formations/formation-commands';
import { PlanCommands } from '../practice-plans/plan-commands';
import { TeamCommands } from '../teams/team-commands';
import { hasPassword, ownedTeamFacts } from './account-deletion-facts';
import { AccountErasure } from './account-erasure';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';

const signedIn = (actor: Actor): string => {
  authorize(actor, { action: 'account.signedIn' });
  return actor!.userId;
};
const pageOf = <T>(result: { items: T[]; total: number }, query: ProfilePageQuery) => ({
  ...result,
  page: query.page,
  pageSize: query.pageSize,
  pageCount: Math.max(1, Math.ceil(result.total / query.pageSize)),
});

/**
 * The signed-in user's own account: name, password, sessions, votes and comments. My drills, formations, plans and
 * boards are the ordinary lists with `mine=true` (the one list scope).
 */
@Controller('api/profile')
export class ProfileController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(DrillCommands) drills: DrillCommands,
    @Inject(FormationCommands) formations: FormationCommands,
    @Inject(PlanCommands) plans: PlanCommands,
    @Inject(BoardCommands) boards: BoardCommands,
    @Inject(CommentCommands) comments: CommentCommands,
    @Inject(TeamCommands) teams: TeamCommands,
  ) {
    this.erasure = new AccountErasure(db, accounts, { drills, formations, plans, boards, comments }, teams);
  }

  @Get('account')
  @Endpoint({
    summary: 'How my account signs in (has it a password?) and what deleting it needs and does to the teams I own',
    tags: ['profile'],
    access: 'signed-in',
    response: profileAccountContract,
    responses: { 200: 'My account', 401: 'Not signed in' },
  })
  async account(@CurrentActor() actor: Actor) {
    const userId = signedIn(actor);
    const withPassword = await hasPassword(this.db, userId);
    const { blocking, closing } = accountDeletionTeams(await ownedTeamFacts(this.db, userId));
    return {
      hasPassword: withPassword,
      deletion: {
        confirmWith: withPassword ? ('password' as const) : ('email' as const),
        blockingTeams: blocking,
        closingTeams: closing,
      },
    };
  }

  private readonly erasure: AccountErasure;

  @Get('export')
  @Endpoint({
    summary: 'Download my data: everything I made or that concerns me, as JSON',
    tags: ['profile'],
    access: 'signed-in',
    response: myDataExportContract,
    responses: { 200: 'My data', 401: 'Not signed in' },
  })
  async exportMyData(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: FastifyReply) {
    const userId = signedIn(actor);
    const user = await findUserById(this.db, userId);
    if (!user) throw notFound('USER.NOT_FOUND', 'No such user.');
    const sessions = await this.sessions.listOf(userId);
    const data = await readMyData(this.db, userId);
    void reply.header(
      'content-disposition',
      `attachment; filename="sideline-my-data-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    return {
      format: 'sideline-my-data@1' as const,
      exportedAt: new Date().toISOString(),
      account: {
        id: user.id,
        email: user.email,
        displayName: user.displayName,
        role: user.role,
        status: user.status,
        registeredAt: new Date(user.registeredAt).toISOString(),
      },
      sessions: sessions.map((s) => ({
        device: deviceLabel(s.userAgent),
        userAgent: s.userAgent,
        address: s.ip,
        createdAt: new Date(s.createdAt).toISOString(),
        lastSeenAt: new Date(s.lastSeenAt).toISOString(),
      })),
      ...data,
    };
  }

  @Post('delete-account')
  @HttpCode(204)
  @Endpoint({
    summary:
      'Delete my account: email, name and sessions are erased; my public content stays by "A former member" unless deleteContent; teams nobody else is in are archived with it. Confirmed by the password, or by the email typed out when the account has none (GET /api/profile/account says which)',
    tags: ['profile'],
    access: 'signed-in',
    responses: {
      204: 'Deleted and signed out',
      400: "password wrong or missing (AUTH.WRONG_PASSWORD, PROFILE.PASSWORD_REQUIRED), email not the account's (PROFILE.EMAIL_CONFIRMATION), or confirm is not DELETE (the field is named)",
      401: 'Not signed in',
      409: 'USER.LAST_ADMIN, or USER.SOLE_TEAM_OWNER (details.teams: the teams I alone own that have other members)',
    },
  })
  async deleteAccount(
    @CurrentActor() actor: Actor,
    @ZodBody(deleteAccountSchema) body: DeleteAccountInput,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    signedIn(actor);
    await this.erasure.erase(actor!, body, ctx.metadata);
    clearSessionCookie(reply, this.settings.publicUrl.startsWith('https:'));
  }

  @Patch()
  @Endpoint({
    summary: 'Change my display name',
    tags: ['profile'],
    access: 'signed-in',
    response: meContract,
    responses: { 200: 'Renamed', 400: 'displayName empty or too long', 401: 'Not signed in' },
  })
  async rename(
    @CurrentActor() actor: Actor,
    @ZodBody(renameSchema) body: z.output<typeof renameSchema>,
    @Command() ctx: CommandContext,
  ) {
    const userId = signedIn(actor);
    authorize(actor, { action: 'profile.edit', targetUserId: userId });
    await this.accounts.rename(userId, body.displayName, ctx.metadata);
    const user = await findUserById(this.db, userId);
    return {
      user: user
        ? sessionUserView({ id: user.id, email: user.email, displayName: user.displayName, role: user.role })
        : null,
    };
  }

  @Post('password')
  @HttpCode(204)
  @Endpoint({
    summary:
      'Change my password (asks the current one), or set the first one of an account without (none asked); every other session ends and its live sockets close',
    tags: ['profile'],
    access: 'signed-in',
    responses: {
      204: 'Changed',
      400: 'currentPassword missing (PROFILE.CURRENT_PASSWORD_REQUIRED) or wrong (AUTH.WRONG_PASSWORD), or newPassword too short or too common',
      401: 'Not signed in',
    },
  })
  async changePassword(
    @CurrentActor() actor: Actor,
    @ZodBody(changePasswordSchema) body: ChangePasswordInput,
    @Req() request: FastifyRequest,
    @Command() ctx: CommandContext,
  ) {
    const userId = signedIn(actor);
    await this.accounts.changePassword(
      userId,
      body.currentPassword,
      body.newPassword,
      request.sessionId ?? '',
      ctx.metadata,
    );
  }

  @Get('sessions')
  @Endpoint({
    summary:
      'My active sessions (device, address, last seen), and the wrong passwords typed for my account since I last looked',
    tags: ['profile'],
    access: 'signed-in',
    response: profileSessionListContract,
  })
  async listSessions(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const userId = signedIn(actor);
    const sessions = await this.sessions.listOf(userId);
    const failed = await failedSignInsOf(this.db, userId);
    return {
      failedSignIns: failed
        ? {
            count: failed.count,
            addresses: failed.addresses,
            firstAt: failed.firstAt.toISOString(),
            lastAt: failed.lastAt.toISOString(),
          }
        : null,
      items: sessions.map((s) => ({
        id: s.id,
        device: deviceLabel(s.userAgent),
        userAgent: s.userAgent,
        address: s.ip,
        createdAt: new Date(s.createdAt).toISOString(),
        lastSeenAt: new Date(s.lastSeenAt).toISOString(),
        current: s.id === request.sessionId,
      })),
    };
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @Endpoint({
    summary: 'Sign out one of my sessions (its live sockets close)',
    tags: ['profile'],
    access: 'signed-in',
    responses: { 204: 'Signed out', 401: 'Not signed in', 404: 'No such session of mine' },
  })
  async endSession(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const userId = signedIn(actor);
    if (!(await this.sessions.destroyOf(userId, id)))
      throw notFound('PROFILE.SESSION_NOT_FOUND', 'There is no such session of yours (it may have ended already).');
    if (id === request.sessionId) clearSessionCookie(reply, this.settings.publicUrl.startsWith('https:'));
  }

  @Post('sessions/sign-out-others')
  @HttpCode(204)
  @Endpoint({
    summary: 'Sign out all my other sessions (this one stays)',
    tags: ['profile'],
    access: 'signed-in',
    responses: { 204: 'Signed out', 401: 'Not signed in' },
  })
  async endOthers(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    const userId = signedIn(actor);
    await this.sessions.destroyAllOf(userId, { except: request.sessionId ?? '' });
  }

  @Delete('failed-sign-ins')
  @HttpCode(204)
  @Endpoint({
    summary: 'I have seen the failed sign-ins shown with my sessions: the next notice starts from zero',
    tags: ['profile'],
    access: 'signed-in',
    responses: { 204: 'Dismissed', 401: 'Not signed in' },
  })
  async dismissFailedSignIns(@CurrentActor() actor: Actor) {
    await dismissFailedSignIns(this.db, signedIn(actor));
  }

  @Get('votes')
  @Endpoint({
    summary: 'My votes on drills, formations and plans, newest first',
    tags: ['profile'],
    access: 'signed-in',
    response: profileVotePageContract,
    responses: { 200: 'A page', 400: 'Bad page (details.fields names it)', 401: 'Not signed in' },
  })
  async votes(@CurrentActor() actor: Actor, @ZodQuery(profilePageQuerySchema) query: ProfilePageQuery) {
    return pageOf(await listMyVotes(this.db, signedIn(actor), query), query);
  }

  @Get('comments')
  @Endpoint({
    summary: 'My comments, newest first, with what each is on',
    tags: ['profile'],
    access: 'signed-in',
    response: profileCommentPageContract,
    responses: { 200: 'A page', 400: 'Bad page (details.fields names it)', 401: 'Not signed in' },
  })
  async comments(@CurrentActor() actor: Actor, @ZodQuery(profilePageQuerySchema) query: ProfilePageQuery) {
    return pageOf(await listMyComments(this.db, signedIn(actor), query), query);
  }
}
