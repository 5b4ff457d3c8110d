import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  authorize,
  loginSchema,
  meContract,
  registerSchema,
  sessionUserView,
  type Actor,
  type LoginInput,
  type RegisterInput,
  type SessionUser,
} from '@sideline/domain';
import { findUserById } from '@sideline/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@sideline/eventstore';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { SessionStore } from './session-store';
import { UserAccounts } from './user-accounts';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { clearSessionCookie, clientOf, setSessionCookie } from './session-cookie';

@Controller('api/auth')
export class AuthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  private get secure() {
    return this.settings.publicUrl.startsWith('https:');
  }

  @Post('register')
  @HttpCode(201)
  @Endpoint({
    summary: 'Create an account and sign in',
    tags: ['auth'],
    responses: { 201: 'Signed up and signed in', 429: 'Too many sign-ups from this address' },
    response: meContract,
  })
  async register(
    @ZodBody(registerSchema) input: RegisterInput,
    @Command() ctx: CommandContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const client = clientOf(request);
    await this.accounts.register(input, ctx.metadata, { client });
    const { user, token, expiresAt } = await this.accounts.login(
      { email: input.email, password: input.password },
      client,
    );
    setSessionCookie(reply, token, expiresAt, this.secure);
    return { user: sessionUserView(user) };
  }

  @Post('login')
  @HttpCode(200)
  @Endpoint({
    summary: 'Sign in with email and password',
    tags: ['auth'],
    responses: {
      200: 'Signed in',
      401: 'Wrong email or password',
      403: 'Account disabled',
      429: 'Too many failed attempts',
    },
    response: meContract,
  })
  async login(
    @ZodBody(loginSchema) input: LoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (request.sessionId) await this.sessions.destroy(request.sessionId);
    const { user, token, expiresAt } = await this.accounts.login(input, clientOf(request));
    setSessionCookie(reply, token, expiresAt, this.secure);
    return { user: sessionUserView(user) };
  }

  @Post('logout')
  @HttpCode(204)
  @Endpoint({ summary: 'Sign out (ends this session)', tags: ['auth'], responses: { 204: 'Signed out' } })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    if (request.sessionId) await this.sessions.destroy(request.sessionId);
    clearSessionCookie(reply, this.secure);
  }

  @Post('logout-everywhere')
  @HttpCode(204)
  @Endpoint({
    summary: 'Sign out everywhere: ends every session of this account, closes its live collab connections',
    tags: ['auth'],
    access: 'signed-in',
    responses: { 204: 'Signed out everywhere', 401: 'Not signed in' },
  })
  async logoutEverywhere(
    @CurrentActor() actor: Actor,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    authorize(actor, { action: 'account.signedIn' });
    await this.accounts.signOutEverywhere(actor!.userId, ctx.metadata);
    clearSessionCookie(reply, this.secure);
  }

  @Get('me')
  @Endpoint({ summary: 'The signed-in user, or null', tags: ['auth'], response: meContract })
  async me(@CurrentActor() actor: Actor): Promise<{ user: SessionUser | null }> {
    return { user: await sessionUserOf({ db: this.db }, actor) };
  }
}

export async function sessionUserOf(deps: { db: Database }, actor: Actor): Promise<SessionUser | null> {
  if (!actor) return null;
  const user = await findUserById(deps.db, actor.userId);
  return user
    ? sessionUserView({ id: user.id, email: user.email, displayName: user.displayName, role: user.role })
    : null;
}
