import Provider, { type Configuration } from 'oidc-provider';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An account the local provider knows: its login (any password works, as in oidc-provider's dev interactions). */
export interface LocalOidcAccount {
  email: string;
  name: string;
  emailVerified?: boolean;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** accounts by login; add or change them while it runs */
  accounts: Map<string, LocalOidcAccount>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, for tests: authorization code with
 * PKCE required, a confidential client for `redirectUris`, and its development sign-in form (login = the account's
 * key, any password). Consent is granted for the first-party client, so a sign-in is one form.
 */
export async function startLocalOidcProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<LocalOidcProvider> {
  const accounts = new Map<string, LocalOidcAccount>();
  const clientId = 'sideline-test';
  const clientSecret = 'local-test-secret-local-test-secret';
  const http: Server = createServer();
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['local-oidc-cookie-key-0123456789abcdef'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name,
        }),
      };
    },
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  // the dev sign-in form accepts any login: refuse those we do not know, so a typo fails the test loudly
  const handle = provider.callback();
  http.on('request', (request, response) => void handle(request, response)); // Koa answers its own errors
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/**
 * Goes through the provider's sign-in as a browser would (following redirects, keeping its cookies, filling the
 * development form with `login`), and returns the address it finally sends the browser to: the app's callback.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(stopAt)) return url;
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    remember(response);
    init = {};
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? 'login';
    const form =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login, password: 'any-password' })
        : new URLSearchParams({ prompt });
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = { method: 'POST', body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('too many redirects at the provider');
}
