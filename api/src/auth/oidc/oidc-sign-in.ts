import { DomainError, displayNameSchema, emailSchema, type EventMetadata } from '@sideline/domain';
import type { Database, Queryable } from '@sideline/eventstore';
import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { ClientInfo, UserAccounts } from '../user-accounts';
import type { OidcSettings } from './oidc-settings';

const PENDING_TTL_MS = 10 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A single sign-on that cannot finish; the sign-in page shows the message. */
export class SsoFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Single sign-on with one OpenID Connect provider (`openid-client`): authorization code with PKCE (S256), state
 * and nonce. The pending sign-in (state, nonce, verifier, where to go after) is kept in a table, bound to the
 * browser by a random cookie whose hash is stored with it, and used once. The provider's answer signs in the
 * account linked to its subject, or links the account with that verified email, or creates one.
 */
export class OidcSignIn {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly db: Database,
    private readonly accounts: UserAccounts,
    readonly settings: OidcSettings,
    private readonly redirectUri: string,
  ) {}

  private config(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret ?? undefined,
        this.settings.clientSecret ? oidc.ClientSecretBasic(this.settings.clientSecret) : oidc.None(),
        // a provider on this machine (tests, a local identity server) may speak plain HTTP; anything else must not
        isLoopback(this.settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = null;
        throw new SsoFailure(
          'SSO.PROVIDER_UNREACHABLE',
          `${this.settings.providerName} did not answer. Try again in a moment.`,
          { cause: error },
        );
      });
    return this.configuration;
  }

  /** Where to send the browser, and the cookie value that binds the answer to it. */
  async start(nextPath: string): Promise<{ url: string; browserToken: string }> {
    const config = await this.config();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const browserToken = randomBytes(32).toString('base64url');
    await this.db.query('DELETE FROM oidc_pending WHERE expires_at < now()');
    await this.db.query(
      'INSERT INTO oidc_pending (state, browser_hash, nonce, code_verifier, next_path, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [state, sha256(browserToken), nonce, codeVerifier, nextPath, new Date(Date.now() + PENDING_TTL_MS)],
    );
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, browserToken };
  }

  /** The provider sent the browser back: check everything, then find, link or create the account and open a session. */
  async finish(callbackUrl: URL, browserToken: string | undefined, client: ClientInfo, metadata: EventMetadata) {
    const state = callbackUrl.searchParams.get('state') ?? '';
    const rows = await this.db.query<{
      browser_hash: string;
      nonce: string;
      code_verifier: string;
      next_path: string;
      expires_at: Date;
    }>(
      'DELETE FROM oidc_pending WHERE state = $1 RETURNING browser_hash, nonce, code_verifier, next_path, expires_at',
      [state],
    );
    const pending = rows[0];
    if (
      !pending ||
      !browserToken ||
      sha256(browserToken) !== pending.browser_hash ||
      new Date(pending.expires_at).getTime() < Date.now()
    )
      throw new SsoFailure(
        'SSO.STATE_MISMATCH',
        'That sign-in link expired or was not started in this browser. Try again.',
      );
    if (callbackUrl.searchParams.get('error'))
      throw new SsoFailure(
        'SSO.DENIED',
        `${this.settings.providerName} did not sign you in (${callbackUrl.searchParams.get('error')}).`,
      );
    const config = await this.config();
    let claims: { sub: string; email?: unknown; email_verified?: unknown; name?: unknown };
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...idClaims, ...info };
    } catch (error) {
      throw new SsoFailure(
        'SSO.INVALID_RESPONSE',
        `${this.settings.providerName}'s answer could not be verified. Try again.`,
        { cause: error },
      );
    }
    const userId = await this.accountFor(claims, metadata);
    const session = await this.accounts.openSessionFor(userId, client).catch((error: unknown) => {
      if (error instanceof DomainError) throw new SsoFailure(error.code, error.message);
      throw error;
    });
    return { ...session, next: pending.next_path };
  }

  private async accountFor(
    claims: { sub: string; email?: unknown; email_verified?: unknown; name?: unknown },
    metadata: EventMetadata,
  ): Promise<string> {
    const issuer = this.settings.issuer;
    const [linked] = await this.db.query<{ user_id: string }>(
      'SELECT user_id FROM oidc_identities WHERE issuer = $1 AND subject = $2',
      [issuer, claims.sub],
    );
    if (linked) return linked.user_id;
    const email = emailSchema.safeParse(claims.email);
    if (!email.success || claims.email_verified !== true)
      throw new SsoFailure(
        'SSO.EMAIL_NOT_VERIFIED',
        `${this.settings.providerName} did not confirm a verified email address, so Sideline cannot tell which account is yours.`,
      );
    const link = (tx: Queryable, userId: string) =>
      tx
        .query('INSERT INTO oidc_identities (issuer, subject, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
          issuer,
          claims.sub,
          userId,
        ])
        .then(() => undefined);
    const [existing] = await this.db.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [
      email.data,
    ]);
    if (existing) {
      await link(this.db, existing.user_id);
      return existing.user_id;
    }
    const name = displayNameSchema.safeParse(claims.name);
    const displayName = name.success ? name.data : email.data.split('@')[0]!.slice(0, 80);
    return this.accounts.registerWithoutPassword({ email: email.data, displayName }, metadata, link);
  }
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
}
