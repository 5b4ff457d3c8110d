import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, openTestApi, type TestApi } from '../../testing/test-api';
import { signUpUser } from '../../testing/test-users';
import {
  signInAtProvider,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from './testing/local-oidc-provider.fixture';

const CALLBACK = 'http://localhost:3000/api/auth/oidc/callback';

/** Single sign-on against a real OpenID Connect provider (oidc-provider) on 127.0.0.1: never a mock. */
describe.each(databaseTargets())('single sign-on with OpenID Connect on $name', (target) => {
  let provider: LocalOidcProvider;
  let api: TestApi;
  let plain: TestApi;
  beforeAll(async () => {
    provider = await startLocalOidcProvider({ redirectUris: [CALLBACK] });
    api = await openTestApi(target, {
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        providerName: 'Club Login',
      },
    });
    plain = await openTestApi(target);
  });
  afterAll(async () => {
    await api.close();
    await plain.close();
    await provider.close();
  });

  /** start → the provider's form → callback; returns the callback's answer. */
  const signInThrough = async (login: string, next = '/teams', tamper?: (url: URL) => void, browserCookie?: string) => {
    const started = await api.request({ method: 'GET', url: `/api/auth/oidc/start?next=${encodeURIComponent(next)}` });
    expect(started.status).toBe(302);
    const authorization = new URL(String(started.headers.location));
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const back = await signInAtProvider(authorization.href, login, CALLBACK);
    tamper?.(back);
    const answer = await api.request({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookie: browserCookie ?? started.cookie,
    });
    const setCookies = ([] as string[]).concat((answer.headers['set-cookie'] as string | string[] | undefined) ?? []);
    const session = setCookies
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('sideline_session=') && pair !== 'sideline_session=');
    return { ...answer, cookie: session };
  };
  const me = async (cookie: string | undefined) =>
    (await api.request({ method: 'GET', url: '/api/auth/me', ...(cookie ? { cookie } : {}) })).body.user;

  it('says whether it is configured', async () => {
    expect((await api.request({ method: 'GET', url: '/api/auth/sso' })).body).toEqual({
      provider: { name: 'Club Login', startUrl: '/api/auth/oidc/start' },
    });
    expect((await plain.request({ method: 'GET', url: '/api/auth/sso' })).body).toEqual({ provider: null });
    expect((await plain.request({ method: 'GET', url: '/api/auth/oidc/start' })).status).toBe(404);
    expect((await plain.request({ method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' })).status).toBe(404);
  });

  it('creates the account for a new verified email, signs in and goes back where it started; the next time it is the same account', async () => {
    provider.accounts.set('newcomer', { email: 'Newcomer@Example.com', name: 'Nora Newcomer' });
    const answer = await signInThrough('newcomer', '/teams');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/teams');
    const user = await me(answer.cookie);
    expect(user).toMatchObject({ email: 'newcomer@example.com', displayName: 'Nora Newcomer', role: 'user' });
    const again = await signInThrough('newcomer', '/');
    expect((await me(again.cookie)).id).toBe(user.id);
    // no password was set: password sign-in does not work for it
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: 'newcomer@example.com', password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(401);
  });

  it('links an existing account by verified email', async () => {
    const existing = await signUpUser(api, 'linked@example.com', 'Lin Ked');
    provider.accounts.set('linked-at-provider', { email: 'linked@example.com', name: 'Other Name' });
    const answer = await signInThrough('linked-at-provider');
    expect((await me(answer.cookie)).id).toBe(existing.userId);
    expect((await me(answer.cookie)).displayName).toBe('Lin Ked');
  });

  it('refuses an unverified email, a callback from another browser, a replayed or forged state, without signing in', async () => {
    provider.accounts.set('unverified', { email: 'unverified@example.com', name: 'Un Verified', emailVerified: false });
    const unverified = await signInThrough('unverified');
    expect(unverified.headers.location).toBe('/login?sso_error=SSO.EMAIL_NOT_VERIFIED');
    expect(unverified.cookie ?? '').not.toContain('sideline_session=');

    provider.accounts.set('someone', { email: 'someone@example.com', name: 'Some One' });
    const otherBrowser = await signInThrough('someone', '/', undefined, 'sideline_sso=not-this-browser');
    expect(otherBrowser.headers.location).toBe('/login?sso_error=SSO.STATE_MISMATCH');

    const forged = await signInThrough('someone', '/', (url) => url.searchParams.set('state', 'forged-state'));
    expect(forged.headers.location).toBe('/login?sso_error=SSO.STATE_MISMATCH');
  });

  it.each([
    ['a tab before a second slash', '/\t/evil.example'],
    ['a protocol-relative URL', '//evil.example/steal'],
    ['a backslash', '/\\evil.example'],
    ['a newline (once a 500)', '/\n/x'],
    ['a full URL', 'https://evil.example'],
    ['dot segments that fold into //', '/.//evil.example'],
  ])('never redirects off the site after signing in: %s', async (_label, next) => {
    provider.accounts.set('wanderer', { email: 'wanderer@example.com', name: 'Wan Derer' });
    const answer = await signInThrough('wanderer', next);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/');
    expect(await me(answer.cookie)).toMatchObject({ email: 'wanderer@example.com' });
  });

  it('keeps a path of the site with its query, encoded', async () => {
    provider.accounts.set('returner', { email: 'returner@example.com', name: 'Re Turner' });
    expect((await signInThrough('returner', '/teams?tab=members')).headers.location).toBe('/teams?tab=members');
    expect((await signInThrough('returner', '/drills/é')).headers.location).toBe('/drills/%C3%A9');
  });
});
