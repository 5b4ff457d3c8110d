import type { Page } from '@playwright/test';
import { DEMO_COACH } from '../support/e2e-settings';
import { watchExternalRequests } from '../support/external-requests';
import { expect, signIn, test } from '../support/fixtures';

const drillIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';

test('a coach creates a drill with a diagram, finds it, shares a filtered list, edits, votes, comments and makes a variation', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const external = watchExternalRequests(page);
  // A made-up word, so searches find only this drill; a suffix keeps repeated runs apart.
  const suffix = Math.random().toString(36).slice(2, 6);
  const name = `Kestrelwing passing square ${suffix}`;

  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Drills' }).click();
  await page.getByRole('link', { name: 'New drill' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New drill' })).toBeVisible();

  // --- create, with a diagram ---
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Brief description').fill('Chasers keep the quaffle away from two defenders in a square.');
  const details = page.getByRole('textbox', { name: 'Detailed description' });
  await details.click();
  await details.pressSequentially('Pass and move. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await details.pressSequentially('Never stand still.');
  await page.getByRole('checkbox', { name: 'Beginner' }).check();
  await page.getByRole('checkbox', { name: 'Intermediate' }).check();
  await page.getByLabel('Complexity').selectOption('Medium');
  await page.getByLabel('Shortest length (minutes)').fill('10');
  await page.getByLabel('Longest length (minutes)').fill('15');
  await page.getByLabel('Fewest players').fill('6');
  await page.getByLabel('Most players').fill('12');
  await page.getByRole('checkbox', { name: 'Warmup' }).check();
  await page.getByRole('checkbox', { name: 'Chaser' }).check();
  const skills = page.getByRole('combobox', { name: 'Skills' });
  await skills.fill('Pass');
  await page.getByRole('option', { name: /^Passing/ }).click();
  await skills.fill('Kestrel calls');
  await skills.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen skills' })).toContainText('Kestrel Calls');

  await page.getByLabel('Court').selectOption({ label: 'Half pitch' });
  await page.getByRole('button', { name: 'Add diagram' }).click();
  const addChaser = page.getByRole('button', { name: 'Add Chaser, team A' });
  await expect(addChaser).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId('diagram-canvas').locator('canvas').first()).toBeVisible();
  await addChaser.click();
  await addChaser.click();
  await page.getByRole('button', { name: 'Add Beater, team B' }).click();
  await page.getByRole('button', { name: 'Add Volleyball (quaffle)' }).click();
  await page.getByLabel('Diagram 1 title').fill('Set-up');

  await page.getByRole('button', { name: 'Create drill' }).click();
  await expect(page).toHaveURL(/\/drills\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const drillId = drillIdOf(page);
  await expect(page.getByText('Never stand still.')).toHaveJSProperty('tagName', 'STRONG');
  await expect(page.getByRole('img', { name: 'Diagram 1: Set-up' }).locator('svg')).toBeVisible({ timeout: 30_000 });
  const saved = await (await page.request.get(`/api/drills/${drillId}`)).json();
  const tokens = (saved.drill.diagrams[0].elements as Array<{ customData?: Record<string, string> }>)
    .map((element) => element.customData?.sidelineToken)
    .filter(Boolean);
  expect(tokens.sort()).toEqual(['beater-b', 'chaser-a', 'chaser-a', 'equipment-volleyball']);
  expect(saved.drill.diagrams[0].courtTemplateId).toBe('quadball-half');

  // --- search: a word prefix, then a misspelling ---
  await page.getByRole('banner').getByRole('link', { name: 'Drills' }).click();
  const search = page.getByRole('searchbox', { name: 'Search drills' });
  await search.fill('Kestrelw');
  await expect(page).toHaveURL(/q=Kestrelw/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'matching “Kestrelw”' })).toBeVisible();
  await search.fill('Kestralwing');
  await expect(page.getByText(/No exact matches for “Kestralwing”/)).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  // --- filter and sort ---
  await search.fill('passing square');
  await expect(page).toHaveURL(/q=passing\+square/);
  await page.getByLabel('Sport', { exact: true }).selectOption('quadball');
  const positions = page.getByRole('group', { name: 'Positions' });
  await positions.getByRole('button', { name: /^Chaser/ }).click();
  await expect(positions.getByRole('button', { name: /^Chaser.*required/ })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('name');
  await page.getByLabel('Order').selectOption('desc');
  await expect(page).toHaveURL(/sort=name&order=desc/);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  // Excluding chasers hides it
  await positions.getByRole('button', { name: /^Chaser.*required/ }).click();
  await expect(positions.getByRole('button', { name: /^Chaser.*excluded/ })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await positions.getByRole('button', { name: /^Chaser.*excluded/ }).click();
  await positions.getByRole('button', { name: /^Chaser/ }).click();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  const sharedUrl = page.url();
  expect(sharedUrl).toContain('positions=chaser');

  // --- the shared link, opened by someone else, shows the same view ---
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorExternal = watchExternalRequests(visitor);
  await visitor.goto(sharedUrl);
  await expect(visitor.getByRole('searchbox', { name: 'Search drills' })).toHaveValue('passing square');
  await expect(visitor.getByLabel('Sport', { exact: true })).toHaveValue('quadball');
  await expect(visitor.getByLabel('Sort by')).toHaveValue('name');
  await expect(visitor.getByLabel('Order')).toHaveValue('desc');
  await expect(
    visitor.getByRole('group', { name: 'Positions' }).getByRole('button', { name: /^Chaser.*required/ }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name, exact: true })).toBeVisible();
  expect(visitorExternal).toEqual([]);
  await visitorContext.close();

  // --- edit ---
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${name}”` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} v2`);
  await page.getByLabel('Longest length (minutes)').fill('20');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} v2` })).toBeVisible();
  await expect(page.getByText('10–20 min')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('tabpanel', { name: 'History' });
  await expect(history.getByTestId('version-2')).toContainText(/Changed .*longest length/i);
  await history.getByTestId('version-2').getByRole('button', { name: 'Show changes' }).click();
  await expect(history.getByRole('row', { name: /longest length.*15.*20/i })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();

  // --- vote ---
  const voteUp = page.getByRole('button', { name: 'Vote up' });
  await voteUp.click();
  await expect(voteUp).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Score +1: 1 up, 0 down')).toBeAttached();

  // --- comment: post, then edit my own ---
  await page.getByLabel('Add a comment').fill('Works best with a timer on the sideline.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Works best with a timer on the sideline.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit your comment' }).click();
  await page.getByLabel('Edit your comment').fill('Works best with a 60-second timer.');
  await page.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByText('Works best with a 60-second timer.')).toBeVisible();
  await expect(page.getByText(/· edited/)).toBeVisible();

  // --- make a variation ---
  await page.getByRole('link', { name: 'Make a variation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `New variation of “${name} v2”` })).toBeVisible();
  await expect(page.getByText(`Variation of ${name} v2`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} with a seeker`);
  await page.getByLabel('Brief description').fill('The same square, with a seeker chasing the snitch runner.');
  await page.getByRole('checkbox', { name: 'Advanced' }).check();
  await page.getByLabel('Shortest length (minutes)').fill('10');
  await page.getByLabel('Longest length (minutes)').fill('15');
  await page.getByLabel('Fewest players').fill('8');
  await page.getByRole('checkbox', { name: 'Competitive' }).check();
  await page.getByRole('checkbox', { name: 'Seeker' }).check();
  await page.getByRole('combobox', { name: 'Skills' }).fill('Catching');
  await page.getByRole('combobox', { name: 'Skills' }).press('Enter');
  await page.getByRole('button', { name: 'Create drill' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} with a seeker` })).toBeVisible();
  const family = page.getByRole('complementary', { name: 'Details' });
  await expect(family.getByRole('link', { name: `${name} v2` })).toBeVisible();
  await expect(family.getByText(`${name} with a seeker`)).toHaveAttribute('aria-current', 'page');
  await family.getByRole('link', { name: `${name} v2` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} v2` })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Details' }).getByRole('link', { name: `${name} with a seeker` }),
  ).toBeVisible();

  expect(external, 'requests that left the machine').toEqual([]);
});
