import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { loginSchema, registerSchema, type Actor, type LoginInput, type RegisterInput, type SessionUser } from '@sideline/domain';
import { findUserById } from '@sideline/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { clearSessionCookie, clientOf, setSessionCookie } from './session-cookie';

const userSchema = z.object({ id: z.string(), email: z.string(), displayName: z.string(), role: z.enum(['user', 'admin']) });
const meSchema = z.object({ user: userSchema.nullable() });

@Controller('api/auth')
export class AuthController {
  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {}

  private get secure() {
    return this.deps.settings.publicUrl.startsWith('https:');
  }

  @Post('register')
  @HttpCode(201)
  @Endpoint({ summary: 'Create an account and sign in', tags: ['auth'], responses: { 201: 'Signed up and signed in', 429: 'Too many sign-ups from this address' }, response: meSchema })
  async register(@ZodBody(registerSchema) input: RegisterInput, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const client = clientOf(request);
    await this.deps.accounts.register(input, eventMetadataFor(request), { client });
    const { user, token, expiresAt } = await this.deps.accounts.login({ email: input.email, password: input.password }, client);
    setSessionCookie(reply, token, expiresAt, this.secure);
    return { user };
  }

  @Post('login')
  @HttpCode(200)
  @Endpoint({ summary: 'Sign in with email and password', tags: ['auth'], responses: { 200: 'Signed in', 401: 'Wrong email or password', 403: 'Account disabled', 429: 'Too many failed attempts' }, response: meSchema })
  async login(@ZodBody(loginSchema) input: LoginInput, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    if (request.sessionId) await this.deps.sessions.destroy(request.sessionId);
    const { user, token, expiresAt } = await this.deps.accounts.login(input, clientOf(request));
    setSessionCookie(reply, token, expiresAt, this.secure);
    return { user };
  }

  @Post('logout')
  @HttpCode(204)
  @Endpoint({ summary: 'Sign out (ends this session)', tags: ['auth'], responses: { 204: 'Signed out' } })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    if (request.sessionId) await this.deps.sessions.destroy(request.sessionId);
    clearSessionCookie(reply, this.secure);
  }

  @Get('me')
  @Endpoint({ summary: 'The signed-in user, or null', tags: ['auth'], response: meSchema })
  async me(@CurrentActor() actor: Actor): Promise<{ user: SessionUser | null }> {
    return { user: await sessionUserOf(this.deps, actor) };
  }
}

export async function sessionUserOf(deps: Pick<ApiDeps, 'db'>, actor: Actor): Promise<SessionUser | null> {
  if (!actor) return null;
  const user = await findUserById(deps.db, actor.userId);
  return user ? { id: user.id, email: user.email, displayName: user.displayName, role: user.role } : null;
}
