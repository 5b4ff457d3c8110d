import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

/** Screenshots of every plan page at desktop and phone width, for a person to look at (not compared). */
const SHOTS = fileURLToPath(new URL('../../.tmp/plan-shots', import.meta.url));

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const suffix = () => Math.random().toString(36).slice(2, 6);
const planIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2] ?? '';
const item = (page: Page, name: string) => page.locator(`[data-testid=plan-item][data-item-name="${name}"]`);
const minutes = (page: Page, name: string) => page.getByLabel(`Minutes for ${name}`, { exact: true });

/** Sets an item's minutes the way a coach does: type, then Enter. */
async function setMinutes(page: Page, name: string, value: string) {
  await minutes(page, name).fill(value);
  await minutes(page, name).press('Enter');
}

/** Every section with its items and their minutes, as the editor shows them: two screens agree when this does. */
const editorSnapshot = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid=plan-section]')]
      .map((section) => {
        const items = [...section.querySelectorAll('[data-testid=plan-item]')].map(
          (node) =>
            `${node.getAttribute('data-item-name')} ${(node.querySelector('input[type=number]') as HTMLInputElement).value}`,
        );
        return `${section.getAttribute('data-section-name')}: ${items.join(', ')}`;
      })
      .join(' / '),
  );

/**
 * Drags with the mouse the way dnd-kit sees it: press on the handle, move past the threshold, drop on the target's
 * lower part.
 */
async function drag(page: Page, handle: Locator, target: Locator) {
  // Both ends on screen (and clear of the sticky bars): the handle in the middle of the window.
  await handle.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.8, { steps: 20 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/**
 * A move by keyboard: Space picks up, an arrow moves, Space drops (the sensor listens for keys a moment after pick-up).
 */
async function keyboardMove(page: Page, handle: Locator, arrow: 'ArrowUp' | 'ArrowDown') {
  await handle.focus();
  for (const key of ['Space', arrow, 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(150);
  }
}

const activity = (title: string, durationMinutes = 10) => ({ kind: 'activity' as const, title, durationMinutes });

/** A public plan others may edit, made through the API (the UI path is covered by the first test). */
async function createSharedPlan(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/practice-plans', {
    data: {
      name,
      sport: 'quadball',
      startTime: '17:00',
      visibility: 'public',
      editableByOthers: true,
      sections: [
        { name: 'Opening', entries: [activity('Alpha'), activity('Bravo'), activity('Charlie')] },
        { name: 'Closing', entries: [activity('Delta')] },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { plan: { id: string } }).plan.id;
}

/** Coach A and admin B on the same editor, each in a browser of their own. */
async function twoEditors(page: Page, browser: Browser, planName: string) {
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const planId = await createSharedPlan(page, planName);
  const otherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await otherContext.newPage();
  await signIn(other, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(other.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
  await page.goto(`/practice-plans/${planId}/edit`);
  await other.goto(`/practice-plans/${planId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: planName })).toBeVisible();
  // Presence: each sees both names.
  await expect(page.getByTestId('presence-list')).toContainText(DEMO_ADMIN.name);
  await expect(page.getByTestId('presence-list')).toContainText(`${DEMO_COACH.name} (you)`);
  await expect(other.getByTestId('presence-list')).toContainText(DEMO_COACH.name);
  return { planId, other, otherContext };
}

test('a coach creates a plan, adds sections and drills, changes durations, runs items in parallel and sees clock times', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = `Thursday skills ${suffix()}`;
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Practice plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice plans' })).toBeVisible();
  await expect(page.getByTestId('plan-card').first()).toBeVisible();
  await snap(page, 'list');
  await page.getByRole('link', { name: 'New plan' }).click();

  // --- the details: errors beside the fields, then create ---
  await expect(page.getByRole('heading', { level: 1, name: 'New practice plan' })).toBeVisible();
  await page.getByLabel('Start time').fill('18:00');
  await page.getByRole('button', { name: 'Create and edit' }).click();
  await expect(page.getByText('Give the plan a name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByLabel('Expected participants').fill('0');
  await page.getByRole('button', { name: 'Create and edit' }).click();
  await expect(page.getByText('At least 1 participant.')).toBeVisible();
  await page.getByLabel('Expected participants').fill('14');
  await page.getByRole('checkbox', { name: 'Skill development' }).check();
  await snap(page, 'create');
  await page.getByRole('button', { name: 'Create and edit' }).click();
  await page.waitForURL(/\/practice-plans\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The sport's default sections, empty.
  await expect(page.getByTestId('plan-section')).toHaveCount(5);
  await expect(page.getByTestId('plan-total')).toContainText('0 min');

  // --- a section of my own ---
  await page.getByLabel('New section').fill('Finisher');
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.locator('[data-testid=plan-section][data-section-name="Finisher"]')).toBeVisible();
  // Sections move by keyboard too: Space picks up, arrows move, Space drops.
  await keyboardMove(page, page.getByRole('button', { name: 'Move the section Finisher', exact: true }), 'ArrowUp');
  await expect
    .poll(() =>
      page
        .locator('[data-testid=plan-section]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section-name'))),
    )
    .toEqual(['Warm-up', 'Skill work', 'Tactics', 'Scrimmage', 'Finisher', 'Cool-down']);

  // --- drills from the search, a break, a one-off activity ---
  await page.getByRole('button', { name: 'Add to Warm-up' }).click();
  const panel = page.getByTestId('add-panel');
  await panel.getByLabel('Search drills').fill('passing');
  await panel.getByRole('button', { name: 'Add Chaser passing triangle' }).click();
  await expect(item(page, 'Chaser passing triangle')).toBeVisible();
  await panel.getByLabel('Search drills').fill('Throwback');
  await panel.getByRole('button', { name: 'Add Throwback passing lines' }).click();
  await expect(item(page, 'Throwback passing lines')).toBeVisible();
  await panel.getByLabel('Add to').selectOption({ label: 'Skill work' });
  await panel.getByLabel('Search drills').fill('Beater 2v2');
  await panel.getByRole('button', { name: 'Add Beater 2v2 control', exact: true }).click();
  await panel.getByLabel('Search drills').fill('Seeker');
  await panel.getByRole('button', { name: 'Add Seeker reaction sprints' }).click();
  await panel.getByRole('tab', { name: 'Break' }).click();
  await panel.getByLabel('Minutes').fill('5');
  await panel.getByRole('button', { name: 'Add the break' }).click();
  await panel.getByRole('tab', { name: 'One-off activity' }).click();
  await panel.getByRole('textbox', { name: 'Activity' }).fill('Team talk');
  await panel.getByRole('button', { name: 'Add the activity' }).click();
  await expect(item(page, 'Team talk')).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Added “Team talk”.');
  await panel.getByRole('button', { name: 'Close' }).click();

  // --- durations: inline, with the reason beside a refused value, and clock times from the start time ---
  await setMinutes(page, 'Chaser passing triangle', '12');
  await expect(item(page, 'Chaser passing triangle').getByTestId('item-clock')).toHaveText('18:00–18:12');
  await expect(item(page, 'Throwback passing lines').getByTestId('item-clock')).toHaveText(/^18:12–/);
  await setMinutes(page, 'Throwback passing lines', '0');
  await expect(item(page, 'Throwback passing lines').getByRole('alert')).toHaveText('A drill takes at least 1 minute.');
  await expect(minutes(page, 'Throwback passing lines')).toHaveValue('0');
  await setMinutes(page, 'Throwback passing lines', '700');
  await expect(item(page, 'Throwback passing lines').getByRole('alert')).toContainText('At most 600 minutes');
  await setMinutes(page, 'Throwback passing lines', '8');
  await expect(item(page, 'Throwback passing lines').getByRole('alert')).toHaveCount(0);
  await expect(item(page, 'Throwback passing lines').getByTestId('item-clock')).toHaveText('18:12–18:20');
  await expect(
    page.locator('[data-testid=plan-section][data-section-name="Warm-up"]').getByTestId('section-time'),
  ).toContainText('18:00–18:20 · 20 min');
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');

  // --- run two drills in parallel: lanes from the sport's positions, the block as long as its longest lane ---
  const skillWork = page.locator('[data-testid=plan-section][data-section-name="Skill work"]');
  await setMinutes(page, 'Beater 2v2 control', '20');
  await setMinutes(page, 'Seeker reaction sprints', '10');
  await skillWork.getByRole('checkbox', { name: 'Select Beater 2v2 control to run in parallel' }).check();
  await skillWork.getByRole('checkbox', { name: 'Select Seeker reaction sprints to run in parallel' }).check();
  await skillWork.getByRole('button', { name: 'Run in parallel (2)' }).click();
  await skillWork.getByRole('checkbox', { name: 'Keepers' }).uncheck();
  await skillWork.getByRole('checkbox', { name: 'Chasers' }).uncheck();
  await skillWork.getByRole('button', { name: 'Run in parallel', exact: true }).click();
  const block = skillWork.getByTestId('parallel-block');
  await expect(block).toBeVisible();
  await expect(block.getByTestId('plan-lane')).toHaveCount(2);
  await expect(block.locator('[data-lane-name="Beaters"]')).toContainText('Beater 2v2 control');
  await expect(block.locator('[data-lane-name="Seekers"]')).toContainText('Seeker reaction sprints');
  await expect(block.getByTestId('block-length')).toHaveText('18:20–18:40 · 20 min');
  await expect(block.getByTestId('lane-warnings')).toContainText('Seekers: 10 min shorter than Beaters');
  // Both lanes start together; the break waits for the longest lane.
  await expect(item(page, 'Beater 2v2 control').getByTestId('item-clock')).toHaveText('18:20–18:40');
  await expect(item(page, 'Seeker reaction sprints').getByTestId('item-clock')).toHaveText('18:20–18:30');
  await expect(item(page, 'Break').getByTestId('item-clock')).toHaveText('18:40–18:45');
  // A lane renamed in place.
  await block.getByLabel('Lane name').first().fill('Beater crew');
  await block.getByLabel('Lane name').first().press('Enter');
  await expect(block.locator('[data-lane-name="Beater crew"]')).toBeVisible();
  await expect(page.getByTestId('plan-total')).toContainText('55 min · 18:00–18:55');

  // --- drag an item into a lane: the Seekers catch up, the warning goes ---
  await drag(
    page,
    page.getByRole('button', { name: 'Move Team talk', exact: true }),
    item(page, 'Seeker reaction sprints'),
  );
  await expect(block.locator('[data-lane-name="Seekers"]')).toContainText('Team talk');
  await expect(item(page, 'Team talk').getByTestId('item-clock')).toHaveText('18:30–18:40');
  await expect(block.getByTestId('lane-warnings')).toHaveCount(0);
  await expect(page.getByTestId('plan-total')).toContainText('45 min · 18:00–18:45');
  // ... and an item moved by keyboard within its section.
  await keyboardMove(page, page.getByRole('button', { name: 'Move Throwback passing lines', exact: true }), 'ArrowUp');
  await expect(item(page, 'Throwback passing lines').getByTestId('item-clock')).toHaveText('18:00–18:08');
  await expect(item(page, 'Chaser passing triangle').getByTestId('item-clock')).toHaveText('18:08–18:20');
  await snap(page, 'editor');

  // --- the plan's page shows the same times ---
  await page.getByRole('link', { name: 'View plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('view-total')).toContainText('45 min · 18:00–18:45');
});

test('two coaches edit one plan at once: a move, an added item and a duration change converge, and each sees the other', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { other, otherContext } = await twoEditors(page, browser, `Shared Tuesday ${suffix()}`);

  // A moves Alpha to the end of Closing while B adds an item and changes another item's minutes.
  const addByB = async () => {
    await other.getByRole('button', { name: 'Add to Opening' }).click();
    const panel = other.getByTestId('add-panel');
    await panel.getByRole('tab', { name: 'One-off activity' }).click();
    await panel.getByRole('textbox', { name: 'Activity' }).fill('Echo');
    await panel.getByRole('button', { name: 'Add the activity' }).click();
    await expect(item(other, 'Echo')).toBeVisible();
    await setMinutes(other, 'Charlie', '15');
  };
  await Promise.all([
    drag(page, page.getByRole('button', { name: 'Move Alpha', exact: true }), item(page, 'Delta')),
    addByB(),
  ]);

  const expected = 'Opening: Bravo 10, Charlie 15, Echo 10 / Closing: Delta 10, Alpha 10';
  await expect.poll(() => editorSnapshot(page)).toBe(expected);
  await expect.poll(() => editorSnapshot(other)).toBe(expected);
  // The clock times agree too: the timing comes from the server's one duration function.
  await expect(item(page, 'Alpha').getByTestId('item-clock')).toHaveText('17:45–17:55');
  await expect(item(other, 'Alpha').getByTestId('item-clock')).toHaveText('17:45–17:55');

  // Presence: which item B is editing shows on A's screen, in B's colour.
  await minutes(other, 'Echo').focus();
  await expect(item(page, 'Echo').getByTestId('item-editors')).toContainText(DEMO_ADMIN.name);
  await expect(page.getByTestId('presence-list')).toContainText(`editing Echo`);
  await minutes(other, 'Echo').blur();
  await expect(item(page, 'Echo').getByTestId('item-editors')).toHaveCount(0);
  await otherContext.close();
});

test('an item removed by one coach while the other is editing its minutes: the other is told, nothing is lost silently', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { other, otherContext } = await twoEditors(page, browser, `Removal race ${suffix()}`);

  await minutes(other, 'Bravo').fill('25');
  await expect(item(page, 'Bravo').getByTestId('item-editors')).toContainText(DEMO_ADMIN.name);
  await page.getByRole('button', { name: 'Remove Bravo' }).click();
  await expect(item(page, 'Bravo')).toHaveCount(0);
  await expect(other.getByTestId('editor-notice')).toContainText('removed by someone else');
  await expect(other.getByTestId('editor-notice')).toContainText('Your change to it was not saved.');
  await expect(item(other, 'Bravo')).toHaveCount(0);
  // A late save of the removed item gets the server's own words.
  await other.getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => editorSnapshot(other)).toBe(await editorSnapshot(page));
  await otherContext.close();
});

test('undo takes back only my own change, on both screens', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { other, otherContext } = await twoEditors(page, browser, `Undo mine ${suffix()}`);

  await setMinutes(page, 'Charlie', '20');
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  await setMinutes(other, 'Delta', '30');
  await expect(other.getByTestId('save-status')).toHaveText('All changes saved');
  await expect.poll(() => editorSnapshot(page)).toBe('Opening: Alpha 10, Bravo 10, Charlie 20 / Closing: Delta 30');
  await expect.poll(() => editorSnapshot(other)).toBe('Opening: Alpha 10, Bravo 10, Charlie 20 / Closing: Delta 30');

  const undo = page.getByRole('button', { name: /^↶? ?Undo/ });
  await expect(undo).toHaveAttribute('title', 'Undo: Changed a duration (Ctrl+Z)');
  // The shortcut, away from any input.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Undone: Changed a duration')).toBeVisible();
  await expect.poll(() => editorSnapshot(page)).toBe('Opening: Alpha 10, Bravo 10, Charlie 10 / Closing: Delta 30');
  await expect.poll(() => editorSnapshot(other)).toBe('Opening: Alpha 10, Bravo 10, Charlie 10 / Closing: Delta 30');
  // Nothing of A's left to undo; B's own undo is still there.
  await expect(undo).toBeDisabled();
  await expect(other.getByRole('button', { name: /Undo/ })).toBeEnabled();
  await page.getByRole('button', { name: /Redo/ }).click();
  await expect.poll(() => editorSnapshot(other)).toBe('Opening: Alpha 10, Bravo 10, Charlie 20 / Closing: Delta 30');
  await otherContext.close();
});

test('the plan page: timeline with clock times, one position group, and a printed page per group', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  await page.goto('/practice-plans?q=position');
  await page.getByRole('link', { name: 'Tuesday: position groups', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tuesday: position groups', exact: true })).toBeVisible();
  const planId = planIdOf(page);

  // The timeline is drawn from the plan's timing: sections start at their clock times.
  const timeline = page.getByTestId('plan-timeline');
  await expect(timeline).toBeVisible();
  await expect(timeline.getByTestId('timeline-tick')).toHaveText([
    '18:30',
    '18:45',
    '19:15',
    '19:20',
    '19:50',
    '20:00',
  ]);
  await expect(timeline.getByTestId('timeline-bar').first()).toContainText('18:30–18:45');
  await expect(page.getByTestId('view-lane')).toHaveCount(4);

  // A drill opens in place with its description.
  await page.getByRole('button', { name: 'How it goes Chaser passing triangle' }).click();
  await expect(page.getByRole('link', { name: 'Open the drill' })).toBeVisible();
  await snap(page, 'view');

  // Only the Beaters: their lane, and everything done together.
  await page.getByLabel('Position group', { exact: true }).selectOption({ label: 'Only Beaters' });
  await expect(page).toHaveURL(new RegExp(`/practice-plans/${planId}\\?group=position%3Abeater$`));
  await expect(page.getByTestId('view-lane')).toHaveCount(1);
  await expect(page.getByTestId('view-lane')).toContainText('Beater 2v2 control');
  await expect(page.getByText('Drive and dish at the hoops')).toHaveCount(0);
  await expect(page.getByText('Situational scrimmage: snitch on pitch').first()).toBeVisible();
  await page.getByLabel('Position group', { exact: true }).selectOption({ label: 'All groups' });

  // Print, one page per position group: the screen's page gives way to the sheets.
  await page.getByRole('checkbox', { name: 'One page per position group' }).check();
  await page.emulateMedia({ media: 'print' });
  const sheets = page.getByTestId('print-page');
  await expect(sheets).toHaveCount(4);
  await expect(sheets.nth(0)).toBeVisible();
  await expect(page.getByTestId('plan-timeline')).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(sheets.locator('p').filter({ hasText: /^(Chasers|Beaters|Keepers|Seekers)$/ })).toHaveText([
    'Chasers',
    'Beaters',
    'Keepers',
    'Seekers',
  ]);
  await expect(sheets.nth(1)).toContainText('Beater 2v2 control');
  await expect(sheets.nth(1)).not.toContainText('Drive and dish at the hoops');
  await expect(sheets.nth(1)).toContainText('18:45');
  expect(await sheets.nth(0).evaluate((node) => getComputedStyle(node).breakAfter)).toBe('page');
  await page.screenshot({ path: `${SHOTS}/print-1280.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // History tab.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('version-1')).toContainText('Created');
});

test('a duration change costs its author one request: the answer is the plan, and the live notice of it is skipped', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { planId, other, otherContext } = await twoEditors(page, browser, `One request ${suffix()}`);
  // Let the editors settle (presence, first loads), then count what the author's tab asks for.
  await page.waitForTimeout(1_000);
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`/api/practice-plans/${planId}`)) requests.push(`${request.method()} ${url.pathname}`);
  });
  await setMinutes(page, 'Bravo', '17');
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  // The co-editor sees it live: the notice went out (and the author's tab heard it too, and skipped it).
  await expect.poll(() => editorSnapshot(other)).toBe('Opening: Alpha 10, Bravo 17, Charlie 10 / Closing: Delta 10');
  await page.waitForTimeout(1_500);
  expect(requests).toEqual([`POST /api/practice-plans/${planId}/commands`]);
  // A co-editor's change is not the author's: it is fetched.
  await setMinutes(other, 'Delta', '25');
  await expect.poll(() => editorSnapshot(page)).toBe('Opening: Alpha 10, Bravo 17, Charlie 10 / Closing: Delta 25');
  expect(requests.filter((r) => r.startsWith('GET')).length).toBeGreaterThanOrEqual(1);
  await otherContext.close();
});
