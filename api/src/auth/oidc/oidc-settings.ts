/**
 * Single sign-on with one OpenID Connect provider: on when configured (OIDC_ISSUER and OIDC_CLIENT_ID), off otherwise.
 */
export interface OidcSettings {
  /** the provider's issuer URL; its /.well-known/openid-configuration is read on first use */
  issuer: string;
  clientId: string;
  /** a confidential client's secret (client_secret_basic); absent: a public client (PKCE only) */
  clientSecret: string | null;
  /** shown on the sign-in page: "Sign in with <name>" */
  providerName: string;
}
