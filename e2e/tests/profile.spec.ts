import type { Browser, BrowserContext, Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../api/src/auth/oidc/testing/local-oidc-provider.fixture';
import { tablesContaining } from '../../api/src/profile/testing/personal-data-scan';
import { openDatabase } from '../../eventstore/src/database/open-database';
import { startConfiguredDatabase } from '../../server/src/embedded-database/configured-database';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { uniqueEmail } from '../support/e2e-settings';
import { freePort } from '../support/free-port';
import { expect, test } from '../support/fixtures';

/**
 * The profile, end to end, on an app of its own (its own embedded database, which the last test reads after the
 * app stopped) with single sign-on through a real OpenID Connect provider on 127.0.0.1.
 */
let base = '';
const PASSWORD = 'practice makes permanent';
let app: AppProcess;
let provider: LocalOidcProvider;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  // an app process of its own starts in ~20 s, longer on a busy machine
  testInfo.setTimeout(180_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  provider = await startLocalOidcProvider({ redirectUris: [`${base}/api/auth/oidc/callback`] });
  dataDir = mkdtempSync(join(tmpdir(), 'sideline-profile-e2e-'));
  app = await startAppProcess({
    port,
    dataDir,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Club Login',
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await provider?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function newContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base });
  return { context, page: await context.newPage() };
}

async function register(page: Page, email: string, displayName: string) {
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, displayName },
    headers: { origin: base },
  });
  expect(response.status()).toBe(201);
}

async function signInAs(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByTitle('Your profile')).toBeVisible();
}

test('changing the password in one browser signs the other out on its next request', async ({
  browser,
  consoleProblems,
}) => {
  consoleProblems.allow(/401|Unauthorized/);
  const email = uniqueEmail('password');
  const laptop = await newContext(browser);
  const phone = await newContext(browser);
  await register(laptop.page, email, 'Pat Password');
  await signInAs(phone.page, email);

  await laptop.page.goto('/profile');
  await laptop.page.getByLabel('Current password', { exact: true }).fill('not my password');
  await laptop.page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await laptop.page.getByRole('button', { name: 'Change password' }).click();
  await expect(laptop.page.getByText('This is not your current password.')).toBeVisible();

  await laptop.page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await laptop.page.getByRole('button', { name: 'Change password' }).click();
  await expect(laptop.page.getByText('Password changed. Your other sessions are signed out.')).toBeVisible();

  // The phone's session is gone: the profile sends it to sign-in, which brings it back to the profile afterwards.
  await phone.page.goto('/profile');
  await expect(phone.page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(phone.page.getByRole('heading', { name: 'Sign in to Sideline', level: 1 })).toBeVisible();
  await laptop.page.reload();
  await expect(laptop.page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(laptop.page.getByText(`Signed in as ${email}`)).toBeVisible();
  await laptop.context.close();
  await phone.context.close();
});

test('signs out another session from the list', async ({ browser, consoleProblems }) => {
  consoleProblems.allow(/401|Unauthorized/);
  const email = uniqueEmail('sessions');
  const laptop = await newContext(browser);
  const tablet = await newContext(browser);
  await register(laptop.page, email, 'Sam Sessions');
  await signInAs(tablet.page, email);

  await laptop.page.goto('/profile');
  const sessions = laptop.page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await sessions.getByRole('button', { name: /^Sign out / }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await tablet.page.goto('/profile');
  await expect(tablet.page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(tablet.page.getByRole('heading', { name: 'Sign in to Sideline', level: 1 })).toBeVisible();
  await laptop.context.close();
  await tablet.context.close();
});

test('signs in through the local OpenID Connect provider and lands on home', async ({ browser }) => {
  provider.accounts.set('sso-coach', { email: uniqueEmail('sso'), name: 'Sunny Sso' });
  const { context, page } = await newContext(browser);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Club Login' }).click();
  // the provider's own sign-in form
  await page.locator('input[name=login]').fill('sso-coach');
  await page.locator('input[name=password]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL(`${base}/`);
  await expect(page.getByTitle('Your profile')).toContainText('Sunny Sso');
  await context.close();
});

async function signInThroughProvider(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Club Login' }).click();
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.waitForURL(`${base}/`);
}

test('an account made through single sign-on sets a password without a current one, then signs in with it', async ({
  browser,
}) => {
  const email = uniqueEmail('sso-setter');
  provider.accounts.set('sso-setter', { email, name: 'Sasha Setter' });
  const { context, page } = await newContext(browser);
  await signInThroughProvider(page, 'sso-setter');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('my very own password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set: you can sign in with your email address too.')).toBeVisible();
  // from now on the page asks for the current one, as the server does
  await expect(page.getByRole('heading', { name: 'Password', exact: true })).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();
  await context.close();

  const other = await newContext(browser);
  await signInAs(other.page, email, 'my very own password');
  await other.context.close();
});

test('an account made through single sign-on confirms its deletion with its email address typed out', async ({
  browser,
  consoleProblems,
}) => {
  consoleProblems.allow(/401|Unauthorized|400|Bad Request/);
  const email = uniqueEmail('sso-leaver');
  provider.accounts.set('sso-leaver', { email, name: 'Lee Leaver' });
  const { context, page } = await newContext(browser);
  await signInThroughProvider(page, 'sso-leaver');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const form = page.getByRole('form', { name: 'Delete my account' });
  await expect(form.getByLabel('Your password')).toHaveCount(0);
  await form.getByLabel('Type DELETE to confirm').fill('DELETE');
  await form.getByLabel(`Type your email address (${email}) to confirm`).fill('not-me@example.com');
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(form.getByText('This is not the email address of your account.')).toBeVisible();
  await form.getByLabel(`Type your email address (${email}) to confirm`).fill(email);
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL(`${base}/`);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();
  await context.close();
});

test('the only owner of a team with other members is shown why the account cannot be deleted, with a link to the team', async ({
  browser,
}) => {
  const ownerEmail = uniqueEmail('sole-owner');
  const { context, page } = await newContext(browser);
  await register(page, ownerEmail, 'Olive Owner');
  const headers = { origin: base };
  const busy = (
    await (
      await page.request.post('/api/teams', {
        headers,
        data: { name: 'Harbour Herons', sport: 'quadball', timeZone: 'Europe/Berlin' },
      })
    ).json()
  ).team;
  const lonely = (
    await (
      await page.request.post('/api/teams', {
        headers,
        data: { name: 'Solo Swifts', sport: 'quadball', timeZone: 'Europe/Berlin' },
      })
    ).json()
  ).team;
  const link = await (
    await page.request.post(`/api/teams/${busy.id}/invite-links`, { headers, data: { role: 'coach' } })
  ).json();
  const coach = await newContext(browser);
  await register(coach.page, uniqueEmail('herons-coach'), 'Cody Coach');
  const token = String(link.url).split('/teams/join/')[1];
  expect((await coach.page.request.post(`/api/teams/invites/${token}/join`, { headers })).status()).toBe(200);

  await page.goto('/profile');
  const notice = page.getByTestId('sole-owner-notice');
  await expect(notice).toContainText('You are the only owner of this team.');
  await expect(page.getByRole('button', { name: 'Delete my account…' })).toBeDisabled();
  await notice.getByRole('link', { name: 'Harbour Herons' }).click();
  await page.waitForURL(`${base}/teams/${busy.id}/settings`);

  // handed over: the deletion opens, and says the team nobody else is in goes with the account
  const members = await (await page.request.get(`/api/teams/${busy.id}`)).json();
  const coachId = members.team.members.find((m: { name: string }) => m.name === 'Cody Coach').userId;
  expect(
    (
      await page.request.post(`/api/teams/${busy.id}/transfer-ownership`, { headers, data: { userId: coachId } })
    ).status(),
  ).toBe(200);
  await page.goto('/profile');
  await expect(page.getByTestId('sole-owner-notice')).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const form = page.getByRole('form', { name: 'Delete my account' });
  await expect(form).toContainText('Nobody else is in this team, so it is archived with your account:');
  await expect(form.getByRole('link', { name: 'Solo Swifts' })).toHaveAttribute('href', `/teams/${lonely.id}/settings`);
  await context.close();
  await coach.context.close();
});

test('exports my data as JSON', async ({ browser }) => {
  const email = uniqueEmail('export');
  const { context, page } = await newContext(browser);
  await register(page, email, 'Ella Export');
  await page.goto('/profile');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sideline-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.account).toMatchObject({ email, displayName: 'Ella Export' });
  expect(data.format).toBe('sideline-my-data@1');
  await context.close();
});

test('deleting an account keeps its public drill by "A former member", and its name and email are nowhere in the database', async ({
  browser,
  consoleProblems,
}) => {
  consoleProblems.allow(/401|Unauthorized/);
  const email = uniqueEmail('erase-me');
  const name = `Quincy Erasable ${Date.now().toString(36)}`;
  const { context, page } = await newContext(browser);
  await register(page, email, name);
  const created = await page.request.post('/api/drills', {
    headers: { origin: base },
    data: {
      sport: 'quadball',
      name: 'Erasure relay',
      briefDescription: 'A relay that outlives its author.',
      detailedDescription: '<p>Run.</p>',
      drillTypes: ['Skill-focus'],
      skillLevels: ['Beginner'],
      complexity: 'Low',
      lengthMin: 10,
      lengthMax: 15,
      playersMin: 3,
      playersMax: 6,
      skills: ['Passing'],
      positions: ['chaser'],
      visibility: 'public',
    },
  });
  expect(created.status()).toBe(201);
  const drillId = (await created.json()).drill.id as string;
  await page.goto(`/drills/${drillId}`);
  await expect(page.getByText(name).first()).toBeVisible();

  const userId = ((await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(form.getByText('Type DELETE to confirm.')).toBeVisible();
  await form.getByLabel('Type DELETE to confirm').fill('DELETE');
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  // the server asks for the password, next to its field
  await expect(form.getByText('Enter your password to confirm.')).toBeVisible();
  await form.getByLabel('Your password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await page.waitForURL(`${base}/`);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await page.goto(`/drills/${drillId}`);
  await expect(page.getByRole('heading', { name: 'Erasure relay' })).toBeVisible();
  await expect(page.getByText('A former member').first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await context.close();

  // the database itself, every table and the event log, read after the app stopped (its DATA_DIR is one process's):
  // its PostgreSQL started again as the app starts it
  await app.stop();
  const database = await startConfiguredDatabase(
    { DATA_DIR: dataDir, DATABASE_URL: undefined, EMBEDDED_DATABASE: 'postgres' },
    () => undefined,
  );
  const db = await openDatabase({ databaseUrl: database.databaseUrl });
  try {
    expect(await tablesContaining(db, [name, email])).toEqual([]);
    const events = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'UserDeleted' AND data->>'userId' = $1`,
      [userId],
    );
    expect(events[0]!.n).toBe(1);
  } finally {
    await db.close();
    await database.stop();
  }
});
