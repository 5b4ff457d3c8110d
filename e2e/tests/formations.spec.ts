import type { Page } from '@playwright/test';
import {
  changedPixels,
  collabCanvas,
  rememberDrawing,
  shapeCount,
  waitForCanvas,
  waitForSaved,
} from '../support/canvas';
import { DEMO_ADMIN, DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

const formationIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';

/** Console errors of a page the fixture does not watch (the second coach's). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function storedVersionCount(page: Page, formationId: string): Promise<number> {
  const response = await page.request.get(`/api/formations/${formationId}/versions`);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

test('two coaches build a formation live: details, court, tokens, drags, versions, list, votes, comments and a copy', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(30_000);
  // A made-up word, so searches find only this formation; a suffix keeps repeated runs apart.
  const suffix = Math.random().toString(36).slice(2, 6);
  const name = `Quillfeather press ${suffix}`;
  const renamed = `${name} v2`;

  // --- coach A creates it through the form; the first try without a name is refused beside the field ---
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Formations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Formations' })).toBeVisible();
  await page.getByRole('link', { name: 'New formation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New formation' })).toBeVisible();
  await page.getByRole('button', { name: 'Create and draw' }).click();
  const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(page.getByText('Give the formation a name.')).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('combobox', { name: 'Sport', exact: true }).selectOption('basketball');
  await nameField.fill(name);
  await page.getByLabel('Brief description').fill('Full-court pressure after a made basket.');
  const details = page.getByRole('textbox', { name: 'Detailed description' });
  await details.click();
  await details.pressSequentially('Trap the first pass. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await details.pressSequentially('Deny the middle.');
  await page.getByRole('radio', { name: /^Defense/ }).check();
  await page.getByLabel('Court', { exact: true }).selectOption({ label: 'Full court' });
  const tags = page.getByLabel('Tags', { exact: true });
  await tags.fill('press');
  await tags.press('Enter');
  await tags.fill('full court');
  await tags.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen tags' })).toContainText('full court');
  await page.getByRole('button', { name: 'Create and draw' }).click();

  // --- it opens on the edit page, where the court is drawn into the new diagram ---
  await page.waitForURL(/\/formations\/[0-9a-f-]{36}\/edit$/);
  const formationId = formationIdOf(page);
  await waitForCanvas(page);
  await expect.poll(() => shapeCount(page)).toBeGreaterThan(3);
  const court = await shapeCount(page);
  await waitForSaved(page);
  await expect.poll(() => storedVersionCount(page, formationId)).toBeGreaterThan(0);

  // --- coach B opens the same edit page ---
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const pageB = await other.newPage();
  pageB.setDefaultTimeout(30_000);
  const problemsB = watchConsole(pageB);
  await signIn(pageB, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(pageB.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
  await pageB.goto(page.url());
  await waitForCanvas(pageB);
  await expect.poll(() => shapeCount(pageB)).toBe(court);
  await expect(page.getByTestId('presence-list')).toContainText(DEMO_ADMIN.name);
  await expect(pageB.getByTestId('presence-list')).toContainText(DEMO_COACH.name);

  // --- A adds a player from the palette: B sees it within a second ---
  await rememberDrawing(pageB, 'court');
  await page
    .getByRole('toolbar', { name: 'Add players and equipment' })
    .getByRole('button', { name: /team A$/ })
    .first()
    .click();
  await expect.poll(() => shapeCount(page)).toBeGreaterThan(court);
  const withToken = await shapeCount(page);
  await expect.poll(() => shapeCount(pageB), { timeout: 1_000 }).toBe(withToken);
  await expect.poll(async () => (await changedPixels(pageB, 'court')).box).not.toBeNull();
  const tokenOnB = (await changedPixels(pageB, 'court')).box!;
  await waitForSaved(page);
  const versionsBeforeDrag = await storedVersionCount(page, formationId);

  // --- A drags it (it sits at the centre of the view): nothing is added or lost for B, and the move is stored ---
  await page.locator('[data-testid=toolbar-selection]').click({ force: true });
  const box = await collabCanvas(page).locator('canvas.interactive').boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 200, centre.y + 120, { steps: 12 });
  // While A still holds it, B sees the token move as one: nothing of it (circle or label) stays where it was.
  await expect
    .poll(async () => {
      const change = await changedPixels(pageB, 'court', tokenOnB);
      return change.inside === 0 && change.outside > 0;
    })
    .toBe(true);
  await page.mouse.up();
  await expect
    .poll(() => storedVersionCount(page, formationId), { timeout: 15_000 })
    .toBeGreaterThan(versionsBeforeDrag);
  await waitForSaved(page);
  expect(await shapeCount(pageB)).toBe(withToken);
  expect(await shapeCount(page)).toBe(withToken);

  // --- details: B starts typing; A renames and saves; B sees the new name at once and is offered a reload ---
  const briefB = pageB.getByLabel('Brief description');
  await briefB.fill('Trap in the corners, rotate behind.');
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Details saved.')).toBeVisible();
  await expect(pageB.getByTestId('formation-name')).toHaveText(renamed);
  await expect(pageB.getByText('These details were changed by someone else while you were editing.')).toBeVisible();
  await pageB.getByRole('button', { name: 'Reload, keeping my changes' }).click();
  await expect(pageB.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(renamed);
  await expect(briefB).toHaveValue('Trap in the corners, rotate behind.');
  await pageB.getByRole('button', { name: 'Save details' }).click();
  await expect(pageB.getByText('Details saved.')).toBeVisible();
  // A's form was untouched since saving: B's saved brief shows there without a reload.
  await expect(page.getByLabel('Brief description')).toHaveValue('Trap in the corners, rotate behind.');

  // --- diagram versions: the slider shows the first version; restoring it takes the player away, for B too ---
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await page.getByRole('tab', { name: 'Diagram versions' }).click();
  const slider = page.getByRole('slider');
  await expect(slider).toBeVisible();
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('version-summary')).toContainText(DEMO_COACH.name);
  await expect(page.getByTestId('version-picture').getByRole('img')).toBeVisible({ timeout: 30_000 });
  const firstVersion = Number(await page.getByTestId('version-picture').getAttribute('data-version'));
  await page.getByRole('button', { name: `Restore version ${firstVersion}` }).click();
  await expect(page.getByText(`The diagram is back to version ${firstVersion}.`)).toBeVisible();
  await expect.poll(() => shapeCount(pageB), { timeout: 5_000 }).toBe(court);

  // --- a visitor watches the public formation's diagram read-only: no palette, the server's read-only mode ---
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${new URL(page.url()).origin}/formations/${formationId}`);
  await waitForCanvas(visitor);
  await expect(visitor.locator('[data-testid=toolbar-rectangle]')).toHaveCount(0);
  await expect.poll(() => shapeCount(visitor)).toBe(court);
  await expect(visitor.getByRole('toolbar', { name: 'Add players and equipment' })).toHaveCount(0);
  await visitorContext.close();

  // --- the list finds it by search and by type ---
  await page.getByRole('banner').getByRole('link', { name: 'Formations' }).click();
  await page.getByRole('searchbox', { name: 'Search formations' }).fill(`quillfeather ${suffix}`);
  await expect(page).toHaveURL(/\?q=quillfeather/);
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  const types = page.getByRole('group', { name: 'Type' });
  await types.getByRole('button', { name: 'Defense' }).click();
  await expect(page).toHaveURL(/formationType=defense/);
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();
  await types.getByRole('button', { name: 'Defense' }).click();
  await types.getByRole('button', { name: 'Offense' }).click();
  await expect(page).toHaveURL(/formationType=offense/);
  await expect(page.getByRole('heading', { name: 'No formations found' })).toBeVisible();
  await types.getByRole('button', { name: 'Offense' }).click();
  await page.getByRole('link', { name: renamed }).click();

  // --- the view page: tags, a vote, a comment, the history, "use in plan" and a copy ---
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('press');
  await expect(page.getByText('Deny the middle.')).toHaveJSProperty('tagName', 'STRONG');
  await expect(page.getByRole('link', { name: 'Use in plan' })).toHaveAttribute(
    'href',
    `/practice-plans/create?formation=${formationId}`,
  );
  const votes = page.getByRole('group', { name: `Votes for ${renamed}` });
  await votes.getByRole('button', { name: 'Vote up' }).click();
  await expect(votes.getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
  await expect(votes).toContainText('+1');
  await page.getByLabel('Add a comment').fill('Run it after free throws too.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Run it after free throws too.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await waitForCanvas(page);
  await expect.poll(() => shapeCount(page)).toBe(court);
  await page.getByRole('tab', { name: 'History' }).click();
  const renaming = page
    .getByRole('listitem')
    .filter({ hasText: /Changed .*name/i })
    .first();
  await expect(renaming).toBeVisible();
  await renaming.getByRole('button', { name: 'Show changes' }).click();
  await expect(
    page.getByRole('table', { name: 'Differences' }).getByRole('row').filter({ hasText: renamed }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${renamed} (copy)` })).toBeVisible();
  expect(formationIdOf(page)).not.toBe(formationId);
  await expect(page.getByText('A copy of')).toBeVisible();
  await expect(page.getByText('Private', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await waitForCanvas(page);
  await expect.poll(() => shapeCount(page)).toBe(court);

  expect(problemsB, 'console errors on the second coach’s page').toEqual([]);
  await other.close();
});
