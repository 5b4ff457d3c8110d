import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { notFound, safeReturnPath } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiSettings } from '../../api-deps';
import { API_SETTINGS, DATABASE } from '../../app/tokens';
import type { CommandContext } from '../../commands/command-context';
import { Command } from '../../http/request-context';
import { Endpoint } from '../../openapi/endpoint-registry';
import { clientOf, setSessionCookie } from '../session-cookie';
import { UserAccounts } from '../user-accounts';
import { OidcSignIn, SsoFailure } from './oidc-sign-in';

const BROWSER_COOKIE = 'sideline_sso';
const COOKIE_PATH = '/api/auth/oidc';

export const ssoInfoContract = z.strictObject({
  provider: z
    .strictObject({ name: z.string(), startUrl: z.string() })
    .nullable()
    .describe('null: single sign-on is not configured'),
});

/** Single sign-on with an OpenID Connect provider, when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
@Controller('api/auth')
export class OidcController {
  private readonly signIn: OidcSignIn | null;

  constructor(
    @Inject(DATABASE) db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
    @Inject(UserAccounts) accounts: UserAccounts,
  ) {
    this.signIn = settings.oidc
      ? new OidcSignIn(db, accounts, settings.oidc, `${settings.publicUrl.replace(/\/$/, '')}${COOKIE_PATH}/callback`)
      : null;
  }

  private get secure() {
    return this.settings.publicUrl.startsWith('https:');
  }

  @Get('sso')
  @Endpoint({
    summary: 'Whether single sign-on is configured, and with whom',
    tags: ['auth'],
    response: ssoInfoContract,
  })
  sso() {
    return {
      provider: this.signIn ? { name: this.signIn.settings.providerName, startUrl: `${COOKIE_PATH}/start` } : null,
    };
  }

  @Get('oidc/start')
  @Endpoint({
    summary:
      'Start single sign-on: redirects to the provider (authorization code, PKCE, state, nonce); `next`: a path of this site to land on afterwards (anything else lands on /)',
    tags: ['auth'],
    responses: { 302: 'To the provider', 404: 'Single sign-on is not configured' },
  })
  async start(@Query('next') next: unknown, @Res() reply: FastifyReply) {
    if (!this.signIn) throw notFound('SSO.NOT_CONFIGURED', 'Single sign-on is not set up on this site.');
    try {
      const { url, browserToken } = await this.signIn.start(safeReturnPath(next));
      void reply.setCookie(BROWSER_COOKIE, browserToken, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.secure,
        path: COOKIE_PATH,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    } catch (error) {
      if (error instanceof SsoFailure) return reply.redirect(`/login?sso_error=${encodeURIComponent(error.code)}`, 302);
      throw error;
    }
  }

  @Get('oidc/callback')
  @Endpoint({
    summary:
      'Where the provider sends the browser back: signs in (linking by verified email, or creating the account) and redirects',
    tags: ['auth'],
    responses: {
      302: 'Signed in (to the page it started from), or back to /login?sso_error=<code>',
      404: 'Single sign-on is not configured',
    },
  })
  async callback(@Req() request: FastifyRequest, @Command() ctx: CommandContext, @Res() reply: FastifyReply) {
    if (!this.signIn) throw notFound('SSO.NOT_CONFIGURED', 'Single sign-on is not set up on this site.');
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const callbackUrl = new URL(`${this.settings.publicUrl.replace(/\/$/, '')}${COOKIE_PATH}/callback${query}`);
    void reply.clearCookie(BROWSER_COOKIE, { path: COOKIE_PATH });
    try {
      const { token, expiresAt, next } = await this.signIn.finish(
        callbackUrl,
        request.cookies[BROWSER_COOKIE],
        clientOf(request),
        ctx.metadata,
      );
      setSessionCookie(reply, token, expiresAt, this.secure);
      // checked again: a pending sign-in stored before this rule, or by an older instance, must not leave the site
      // either
      return reply.redirect(safeReturnPath(next), 302);
    } catch (error) {
      if (error instanceof SsoFailure) return reply.redirect(`/login?sso_error=${encodeURIComponent(error.code)}`, 302);
      throw error;
    }
  }
}
