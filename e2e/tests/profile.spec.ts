import type { Browser, BrowserContext, Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../api/src/auth/oidc/local-oidc-provider.fixture';
import { tablesContaining } from '../../api/src/profile/personal-data-scan';
import { openDatabase } from '../../eventstore/src/database/open-database';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { APP_PORT, uniqueEmail } from '../support/e2e-settings';
import { expect, test } from '../support/fixtures';

/**
 * The profile, end to end, on an app of its own (its own embedded database, which the last test reads after the
 * app stopped) with single sign-on through a real OpenID Connect provider on 127.0.0.1.
 */
const PORT = APP_PORT + 37;
const base = `http://localhost:${PORT}`;
const PASSWORD = 'practice makes permanent';
let app: AppProcess;
let provider: LocalOidcProvider;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  // an app process of its own starts in ~20 s, longer on a busy machine
  testInfo.setTimeout(180_000);
  provider = await startLocalOidcProvider({ redirectUris: [`${base}/api/auth/oidc/callback`] });
  dataDir = mkdtempSync(join(tmpdir(), 'sideline-profile-e2e-'));
  app = await startAppProcess({
    port: PORT,
    dataDir,
    env: { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_PROVIDER_NAME: 'Club Login' },
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
  const response = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD, displayName }, headers: { origin: base } });
  expect(response.status()).toBe(201);
}

async function signInAs(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByTitle('Your profile')).toBeVisible();
}

test('changing the password in one browser signs the other out on its next request', async ({ browser, consoleProblems }) => {
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

  await phone.page.goto('/profile');
  await expect(phone.page.getByText('to see and edit your profile')).toBeVisible();
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
  await expect(tablet.page.getByText('to see and edit your profile')).toBeVisible();
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

test('exports my data as JSON', async ({ browser }) => {
  const email = uniqueEmail('export');
  const { context, page } = await newContext(browser);
  await register(page, email, 'Ella Export');
  await page.goto('/profile');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sideline-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email, displayName: 'Ella Export' });
  expect(data.format).toBe('sideline-my-data@1');
  await context.close();
});

test('deleting an account keeps its public drill by "A former member", and its name and email are nowhere in the database', async ({ browser, consoleProblems }) => {
  consoleProblems.allow(/401|Unauthorized/);
  const email = uniqueEmail('erase-me');
  const name = `Quincy Erasable ${Date.now().toString(36)}`;
  const { context, page } = await newContext(browser);
  await register(page, email, name);
  const created = await page.request.post('/api/drills', {
    headers: { origin: base },
    data: {
      sport: 'quadball', name: 'Erasure relay', briefDescription: 'A relay that outlives its author.', detailedDescription: '<p>Run.</p>', drillTypes: ['Skill-focus'], skillLevels: ['Beginner'],
      complexity: 'Low', lengthMin: 10, lengthMax: 15, playersMin: 3, playersMax: 6, skills: ['Passing'], positions: ['chaser'], visibility: 'public',
    },
  });
  expect(created.status()).toBe(201);
  const drillId = (await created.json()).drill.id as string;
  await page.goto(`/drills/${drillId}`);
  await expect(page.getByText(name).first()).toBeVisible();

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

  // the database itself, every table and the event log, read after the app stopped (PGlite is one process's)
  await app.stop();
  const db = await openDatabase({ dataDir });
  try {
    expect(await tablesContaining(db, [name, email])).toEqual([]);
    const events = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'UserDeleted'`);
    expect(events[0]!.n).toBe(1);
  } finally {
    await db.close();
  }
});
