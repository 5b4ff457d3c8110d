import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/e2e-settings';
import { expect, test } from '../support/fixtures';

/** A coach of their own, so drafts counted here are never another test's (the demo coach is shared). */
async function signUpCoach(page: Page) {
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('wizard'), password: 'practice makes permanent', displayName: 'Wren Wizard' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Plan with the wizard' })).toBeVisible();
}

const openDrafts = async (page: Page) =>
  (
    (await (await page.request.get('/api/practice-plans/drafts?status=open')).json()) as {
      items: { id: string; name: string | null }[];
    }
  ).items;
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const savedState = (page: Page) => page.getByRole('status').filter({ hasText: /saved|Saving|Not saved/ });
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 6)}`;

/** A draft with its first three steps done, through the API the wizard uses. */
async function draftAtDrills(page: Page, name: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const send = async (method: 'post' | 'put', url: string, data: unknown) => {
    const response = await page.request[method](url, { data, headers: { origin } });
    expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  const { draft } = await send('post', '/api/practice-plans/drafts', {});
  const warmup = crypto.randomUUID();
  const scrimmage = crypto.randomUUID();
  await send('put', `/api/practice-plans/drafts/${draft.id}/steps/basic-info`, {
    name,
    sport: 'quadball',
    goals: ['conditioning'],
    totalMinutes: 60,
    startTime: '18:00',
  });
  await send('put', `/api/practice-plans/drafts/${draft.id}/steps/sections`, [
    { id: warmup, key: 'Warm-up', name: 'Warm-up' },
    { id: scrimmage, key: 'Scrimmage', name: 'Scrimmage' },
  ]);
  await send('put', `/api/practice-plans/drafts/${draft.id}/steps/timeline`, {
    sectionMinutes: [
      { sectionId: warmup, minutes: 20 },
      { sectionId: scrimmage, minutes: 40 },
    ],
  });
  return draft.id;
}

test('drills added on step 4 are kept without pressing Next: after a reload they are there', async ({ page }) => {
  await signUpCoach(page);
  const draftId = await draftAtDrills(page, unique('Autosaved drills'));
  await page.goto(`/practice-plans/wizard/drills?draft=${draftId}`);
  await expect(stepHeading(page, 'Drills')).toBeVisible();

  await page.getByLabel('Search drills').fill('Chaser passing triangle');
  await page
    .getByRole('list', { name: 'Drills found' })
    .getByLabel('Minutes for “Chaser passing triangle”', { exact: true })
    .fill('10');
  await page.getByRole('button', { name: 'Add “Chaser passing triangle” to “Warm-up”', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Drills of “Warm-up”' })).toContainText('Chaser passing triangle');
  // The step saves itself, and says so.
  await expect(savedState(page)).toHaveText(/^All changes saved/);

  await page.reload();
  await expect(stepHeading(page, 'Drills')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Drills of “Warm-up”' })).toContainText('Chaser passing triangle');
  await expect(page.getByText('10 min free of 20 min')).toBeVisible();
});

test('a name typed on step 1 is kept when the coach leaves at once: home lists the draft, and it opens with the name', async ({
  page,
}) => {
  await signUpCoach(page);
  const name = unique('Left at once');
  await page.getByRole('link', { name: 'Plan with the wizard' }).click();
  await expect(stepHeading(page, 'Basic info')).toBeVisible();
  await nameField(page).fill(name);
  // No goal yet, no pause, no Next: straight to home.
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  const row = page
    .getByRole('region', { name: 'Practice plans in progress' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toContainText('Next: Basic info');
  await row.getByRole('link', { name: /^Continue/ }).click();
  await expect(stepHeading(page, 'Basic info')).toBeVisible();
  await expect(nameField(page)).toHaveValue(name);
  expect((await openDrafts(page)).filter((d) => d.name === name)).toHaveLength(1);
});

test('one start of the wizard makes one draft: a double click on Next, and Next again after a lost answer', async ({
  page,
  consoleProblems,
}) => {
  consoleProblems.allow(/ERR_CONNECTION_RESET/); // the dropped answers below
  await signUpCoach(page);
  const name = unique('One draft');
  await page.getByRole('link', { name: 'Plan with the wizard' }).dblclick();
  await expect(stepHeading(page, 'Basic info')).toBeVisible();

  // The server makes the draft, but its answers never reach the page (the connection drops twice).
  let dropped = 0;
  await page.route('**/api/practice-plans/drafts', async (route) => {
    if (route.request().method() !== 'POST' || dropped >= 2) return route.fallback();
    await route.fetch();
    dropped += 1;
    await route.abort('connectionreset');
  });
  await nameField(page).fill(name);
  await page.getByRole('checkbox', { name: 'Recovery' }).check();
  await page.getByRole('button', { name: /^Next/ }).dblclick();
  // Next met the dropped connection (or an autosave did, and Next then went through).
  const lost = page.getByRole('alert').filter({ hasText: /could not be reached/ });
  await expect(lost.or(stepHeading(page, 'Sections'))).toBeVisible();
  if (await lost.isVisible()) {
    // The coach tries again: the same start, the same draft.
    await page.getByRole('button', { name: /^Next/ }).dblclick();
  }
  await expect(stepHeading(page, 'Sections')).toBeVisible();
  await expect(page).toHaveURL(/\/sections\?draft=[0-9a-f-]{36}$/);
  const draftId = new URL(page.url()).searchParams.get('draft');
  // The coach is new: every open draft is this start's (an unnamed one would be the draft of a lost answer).
  await expect.poll(async () => (await openDrafts(page)).map((d) => [d.id, d.name])).toEqual([[draftId, name]]);
  expect(dropped).toBe(2);
});
