import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInAtProvider,
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../auth/oidc/testing/local-oidc-provider.fixture';
import { TEST_PASSWORD, eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { signUpUser } from '../testing/test-users';
import { tablesContaining } from './testing/personal-data-scan';

const CALLBACK = 'http://localhost:3000/api/auth/oidc/callback';
const NEW_PASSWORD = 'a-brand-new-secret-42';

/**
 * An account made through single sign-on (a real provider on 127.0.0.1) has no password: setting one, and deleting it.
 */
describe.each(databaseTargets())('an account without a password on $name', (target) => {
  let provider: LocalOidcProvider;
  let api: TestApi;
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
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  const ssoAccount = async (login: string, email: string, name: string): Promise<string> => {
    provider.accounts.set(login, { email, name });
    const started = await api.request({ method: 'GET', url: '/api/auth/oidc/start?next=/' });
    const back = await signInAtProvider(String(started.headers.location), login, CALLBACK);
    const answer = await api.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie: started.cookie });
    const setCookies = ([] as string[]).concat((answer.headers['set-cookie'] as string | string[] | undefined) ?? []);
    const session = setCookies
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith('sideline_session=') && pair !== 'sideline_session=');
    expect(session, JSON.stringify(answer.headers)).toBeTruthy();
    return session!;
  };
  const account = async (cookie: string) =>
    (await api.request({ method: 'GET', url: '/api/profile/account', cookie })).body;
  const setPassword = (cookie: string, body: unknown) =>
    api.request({ method: 'POST', url: '/api/profile/password', cookie, body });
  const deleteAccount = (cookie: string, body: unknown) =>
    api.request({ method: 'POST', url: '/api/profile/delete-account', cookie, body });
  const me = async (cookie: string) => (await api.request({ method: 'GET', url: '/api/auth/me', cookie })).body.user;

  it('answers visitors 401', async () => {
    expect((await api.request({ method: 'GET', url: '/api/profile/account' })).status).toBe(401);
  });

  it('says whether the account has a password, and what confirms its deletion', async () => {
    const sso = await ssoAccount('says', 'says@example.com', 'Say Sso');
    expect(await account(sso)).toEqual({
      hasPassword: false,
      deletion: { confirmWith: 'email', blockingTeams: [], closingTeams: [] },
    });
    const plain = await signUpUser(api, 'plain-says@example.com', 'Pla In');
    expect(await account(plain.cookie)).toEqual({
      hasPassword: true,
      deletion: { confirmWith: 'password', blockingTeams: [], closingTeams: [] },
    });
  });

  it('sets a first password without a current one; other sessions end; from then on the current one is asked', async () => {
    const first = await ssoAccount('setter', 'setter@example.com', 'Set Ter');
    const second = await ssoAccount('setter', 'setter@example.com', 'Set Ter');
    const tooShort = await setPassword(first, { newPassword: 'short' });
    expect(tooShort.status).toBe(400);
    expect(Object.keys(tooShort.body.error.details.fields)).toEqual(['newPassword']);

    const set = await setPassword(first, { newPassword: NEW_PASSWORD });
    expect(set.status, JSON.stringify(set.body)).toBe(204);
    expect((await account(first)).hasPassword).toBe(true);
    expect(await me(first)).not.toBeNull();
    expect(await me(second)).toBeNull();
    const signIn = await api.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'setter@example.com', password: NEW_PASSWORD },
    });
    expect(signIn.status).toBe(200);

    // now it has one: setting another without it is refused, and nothing is stored
    const before = await eventCount(api.core);
    const again = await setPassword(first, { newPassword: 'yet-another-secret-77' });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('PROFILE.CURRENT_PASSWORD_REQUIRED');
    expect(Object.keys(again.body.error.details.fields)).toEqual(['currentPassword']);
    expect(await eventCount(api.core)).toBe(before);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/auth/login',
          body: { email: 'setter@example.com', password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('a plain account is still asked its current password', async () => {
    const plain = await signUpUser(api, 'plain-change@example.com', 'Pla In');
    const refused = await setPassword(plain.cookie, { newPassword: NEW_PASSWORD });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.details.fields)).toEqual(['currentPassword']);
    expect(
      (await setPassword(plain.cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).status,
    ).toBe(204);
  });

  it('deletes an account without a password only with its email typed out, naming the field otherwise and changing nothing', async () => {
    const email = 'quillon.ssoerase@example.com';
    const name = 'Quillon Ssoerase';
    const sso = await ssoAccount('eraser', email, name);
    const before = await eventCount(api.core);
    const bare = await deleteAccount(sso, { confirm: 'DELETE' });
    expect(bare.status).toBe(400);
    expect(bare.body.error.code).toBe('PROFILE.EMAIL_CONFIRMATION');
    expect(Object.keys(bare.body.error.details.fields)).toEqual(['email']);
    const wrong = await deleteAccount(sso, { email: 'someone.else@example.com', confirm: 'DELETE' });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.error.details.fields)).toEqual(['email']);
    const withPassword = await deleteAccount(sso, { password: 'anything-at-all', confirm: 'DELETE' });
    expect(Object.keys(withPassword.body.error.details.fields)).toEqual(['email']);
    expect(await eventCount(api.core)).toBe(before);
    expect(await me(sso)).not.toBeNull();

    const deleted = await deleteAccount(sso, { email: `  ${email.toUpperCase()} `, confirm: 'DELETE' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(await me(sso)).toBeNull();
    expect(await tablesContaining(api.core.db, [name, email])).toEqual([]);
  });
});
