import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN, DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

/**
 * Forms saved with a button, edited by two people at once (the rule of live-fields.spec.ts): A changes field X, B
 * changes field Y and saves, A saves: both changes are kept, and the field A only clicked into takes B's value. A
 * typing in a field B changes is told so beside it and chooses. Last, a member's answer reaches the coach's open week.
 */

const SHOTS = fileURLToPath(new URL('../../.tmp/live-field-shots', import.meta.url));
const suffix = () => Math.random().toString(36).slice(2, 6);

async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function signedIn(page: Page, who: { email: string; password: string; name: string }) {
  await signIn(page, who.email, who.password);
  await expect(page.getByRole('banner').getByText(who.name)).toBeVisible();
}

async function secondBrowser(browser: Browser): Promise<{ other: Page; otherContext: BrowserContext }> {
  const otherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await otherContext.newPage();
  await signedIn(other, DEMO_ADMIN);
  return { other, otherContext };
}

/** A team of coach A's with a season; admin B joins it as a coach. */
async function teamWithSeason(page: Page, other: Page, name: string) {
  const { team } = await api<{ team: { id: string } }>(page, 'POST', '/api/teams', {
    name: `${name} ${suffix()}`,
    sport: 'quadball',
    timeZone: 'Europe/Berlin',
    practiceStartTime: '18:00',
  });
  const { season } = (
    await api<{ season: { season: { id: string } } }>(page, 'POST', `/api/teams/${team.id}/seasons`, {
      name: 'Spring 2027',
      startDate: '2027-03-01',
      endDate: '2027-05-31',
      activate: true,
    })
  ).season;
  const invite = await api<{ url: string }>(page, 'POST', `/api/teams/${team.id}/invite-links`, { role: 'coach' });
  await api(other, 'POST', `/api/teams/invites/${invite.url.split('/teams/join/')[1]}/join`, {});
  return { teamId: team.id, seasonId: season.id };
}

const conflictOf = (scope: Page | Locator) => scope.getByTestId('live-conflict');

/** The prompt as a person sees it, at desktop and phone width (looked at, not compared). */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await conflictOf(page).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test('season marker: the other’s save reaches the field A only clicked into, what A typed stays, both are stored; a change to the field A types in is shown', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, DEMO_COACH);
  const { other, otherContext } = await secondBrowser(browser);
  const { teamId, seasonId } = await teamWithSeason(page, other, 'Marker Larks');
  const markersUrl = `/api/teams/${teamId}/seasons/${seasonId}/markers`;
  await api(page, 'POST', markersUrl, {
    type: 'game',
    title: 'Derby',
    startDate: '2027-03-04',
    time: '18:00',
    durationMinutes: 90,
  });
  const stored = async () =>
    (
      await api<{ season: { markers: { title: string; notes: string; time: string | null }[] } }>(
        other,
        'GET',
        `/api/teams/${teamId}/seasons/${seasonId}`,
      )
    ).season.markers[0]!;
  const open = async (p: Page, title: string) => {
    await p.getByRole('button', { name: `Edit ${title}` }).click();
    // (the form is named after the marker's title, which changes as others save)
    return p.getByRole('form', { name: /^Edit Derby/ });
  };
  for (const p of [page, other]) await p.goto(`/teams/${teamId}/season/markers`);

  // A types notes and clicks into the title without typing; B changes the title and the time and saves.
  const mine = await open(page, 'Derby');
  await mine.getByLabel('Notes').fill('Bring the flags');
  await mine.getByLabel('Title').click();
  const theirs = await open(other, 'Derby');
  await theirs.getByLabel('Title').fill('Derby day');
  await theirs.getByLabel('Time', { exact: true }).fill('19:30');
  await theirs.getByRole('button', { name: 'Save marker' }).click();
  await expect.poll(async () => (await stored()).title).toBe('Derby day');
  await expect(mine.getByLabel('Title')).toHaveValue('Derby day');
  await expect(mine.getByLabel('Title')).toBeFocused();
  await expect(mine.getByLabel('Time', { exact: true })).toHaveValue('19:30');
  await expect(mine.getByLabel('Notes')).toHaveValue('Bring the flags');
  await mine.getByRole('button', { name: 'Save marker' }).click();
  await expect.poll(async () => (await stored()).notes).toBe('Bring the flags');
  expect(await stored()).toMatchObject({ title: 'Derby day', time: '19:30' });

  // A types in the title; B changes it and saves: A is shown theirs, nothing is saved until A chooses.
  const again = await open(page, 'Derby day');
  await again.getByLabel('Title').fill('Derby (home)');
  const theirsAgain = await open(other, 'Derby day');
  await theirsAgain.getByLabel('Title').fill('Derby (away)');
  await theirsAgain.getByRole('button', { name: 'Save marker' }).click();
  await expect.poll(async () => (await stored()).title).toBe('Derby (away)');
  await expect(conflictOf(again)).toContainText('changed this to');
  await expect(conflictOf(again)).toContainText('Derby (away)');
  await expect(again.getByLabel('Title')).toHaveValue('Derby (home)');
  await shot(page, 'marker-conflict');
  await again.getByRole('button', { name: 'Save marker' }).click();
  await expect(again.getByRole('alert')).toContainText('choose theirs or yours');
  expect((await stored()).title).toBe('Derby (away)');
  await conflictOf(again).getByRole('button', { name: 'Keep mine' }).click();
  await again.getByRole('button', { name: 'Save marker' }).click();
  await expect.poll(async () => (await stored()).title).toBe('Derby (home)');
  expect(await stored()).toMatchObject({ notes: 'Bring the flags', time: '19:30' });
  await otherContext.close();
});

test('drill edit form: the other’s save reaches the field A only clicked into, what A typed stays, both are stored; a change to the field A types in is shown', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, DEMO_COACH);
  const { other, otherContext } = await secondBrowser(browser);
  const name = `Live drill ${suffix()}`;
  const { drill } = await api<{ drill: { id: string } }>(page, 'POST', '/api/drills', {
    sport: 'quadball',
    name,
    briefDescription: 'Two beaters hold control.',
    drillTypes: ['Tactic-focus'],
    skillLevels: ['Intermediate'],
    lengthMin: 10,
    lengthMax: 15,
    playersMin: 4,
    skills: ['Beater Control'],
    positions: ['beater'],
    editableByOthers: true,
  });
  const stored = async () =>
    (
      await api<{ drill: { name: string; briefDescription: string; lengthMax: number; positions: string[] } }>(
        other,
        'GET',
        `/api/drills/${drill.id}`,
      )
    ).drill;
  const nameOf = (p: Page) => p.getByRole('textbox', { name: 'Name', exact: true });
  const edit = async (p: Page) => {
    await p.goto(`/drills/${drill.id}/edit`);
    await expect(p.getByRole('heading', { level: 1, name: /^Edit “/ })).toBeVisible();
  };
  await edit(page);
  await edit(other);

  // A changes the brief and a position, and clicks into the name without typing; B renames and lengthens, and saves.
  await page.getByLabel(/^Brief description/).fill('Mine: two beaters hold control against two.');
  await page
    .getByRole('group', { name: /^Positions/ })
    .getByRole('checkbox', { name: 'Keeper' })
    .check();
  await nameOf(page).click();
  await nameOf(other).fill(`${name} (B)`);
  await other.getByLabel('Longest length (minutes)').fill('20');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByRole('heading', { level: 1, name: `${name} (B)` })).toBeVisible();
  await expect(nameOf(page)).toHaveValue(`${name} (B)`);
  await expect(nameOf(page)).toBeFocused();
  await expect(page.getByLabel('Longest length (minutes)')).toHaveValue('20');
  await expect(page.getByLabel(/^Brief description/)).toHaveValue('Mine: two beaters hold control against two.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // saved: the drill's page (the editor's heading, "Edit “… (B)”", would match the name too)
  await expect(page).toHaveURL(new RegExp(`/drills/${drill.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} (B)`, exact: true })).toBeVisible();
  await expect.poll(stored).toMatchObject({
    name: `${name} (B)`,
    lengthMax: 20,
    briefDescription: 'Mine: two beaters hold control against two.',
    positions: ['beater', 'keeper'],
  });

  // A types in the name; B changes it and saves: A is shown theirs, nothing is saved until A chooses.
  await edit(page);
  await edit(other);
  await nameOf(page).fill('Mine');
  await nameOf(other).fill('Theirs');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Theirs' })).toBeVisible();
  await expect(conflictOf(page)).toContainText('Someone else changed this to');
  await expect(conflictOf(page)).toContainText('Theirs');
  await expect(nameOf(page)).toHaveValue('Mine');
  await shot(page, 'drill-conflict');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'choose theirs or yours' })).toBeVisible();
  expect((await stored()).name).toBe('Theirs');
  await conflictOf(page).getByRole('button', { name: 'Keep mine' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mine', exact: true })).toBeVisible();
  await expect.poll(stored).toMatchObject({ name: 'Mine', lengthMax: 20 });
  await otherContext.close();
});
