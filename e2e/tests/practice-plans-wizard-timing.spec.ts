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

const SHOTS = '.tmp/wizard-shots';
const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const minutesOf = (page: Page, section: string) => page.getByRole('spinbutton', { name: section, exact: true });

/** Both widths of the screenshots; back to the desktop width afterwards. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Let the page lay out at the new width before the picture.
    await page.waitForFunction((w) => document.documentElement.clientWidth === w, width);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function addDrill(page: Page, section: string, drill: string, minutes: number) {
  // The options read "Warm-up (15 min free)".
  const select = page.getByLabel('Add to section');
  const option = (await select.locator('option').allTextContents()).find((text) => text.startsWith(`${section} (`));
  await select.selectOption({ label: option! });
  await page.getByLabel('Search drills').fill(drill);
  await page
    .getByRole('list', { name: 'Drills found' })
    .getByLabel(`Minutes for “${drill}”`, { exact: true })
    .fill(String(minutes));
  await page.getByRole('button', { name: `Add “${drill}” to “${section}”`, exact: true }).click();
  await expect(page.getByRole('list', { name: `Drills of “${section}”` })).toContainText(drill);
}

test("the minutes set on the timeline step are the plan's timing: 90 min, 18:00–19:30, the cool-down at 19:20", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const planName = `Timeline kept ${Math.random().toString(36).slice(2, 6)}`;
  await signUpCoach(page);
  await page.getByRole('link', { name: 'Plan with the wizard' }).click();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(planName);
  await page.getByRole('checkbox', { name: 'Team strategy' }).check();
  await page.getByLabel('Total length (minutes)').fill('90');
  await page.getByLabel('Start time').fill('18:00');
  await next(page);

  // Six sections: the pack's five and a water break moved in before the cool-down.
  await expect(stepHeading(page, 'Sections')).toBeVisible();
  for (const name of ['Warm-up', 'Skill work', 'Tactics', 'Scrimmage', 'Cool-down'])
    await page.getByRole('checkbox', { name, exact: true }).check();
  await page.getByLabel('Custom section').fill('Water break');
  await page.getByLabel('Custom section').press('Enter');
  await page.getByRole('button', { name: 'Move “Water break” up' }).click();
  await next(page);

  await expect(stepHeading(page, 'Timeline')).toBeVisible();
  const minutes: [string, number][] = [
    ['Warm-up', 15],
    ['Skill work', 20],
    ['Tactics', 25],
    ['Scrimmage', 15],
    ['Water break', 5],
    ['Cool-down', 10],
  ];
  for (const [section, value] of minutes) await minutesOf(page, section).fill(String(value));
  await expect(page.getByText('0 min left')).toBeVisible();
  await shoot(page, 'timing-3-timeline');
  await next(page);

  // Drills in four of the six sections, 33 minutes in all.
  await expect(stepHeading(page, 'Drills')).toBeVisible();
  await addDrill(page, 'Warm-up', 'Chaser passing triangle', 8);
  await addDrill(page, 'Skill work', 'Beater 2v2 control', 10);
  await addDrill(page, 'Scrimmage', 'Chaser passing triangle', 10);
  await addDrill(page, 'Cool-down', 'Chaser passing triangle', 5);
  await next(page);

  await expect(stepHeading(page, 'Overview')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('18:00–19:30');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page).toHaveURL(/\/practice-plans\/[0-9a-f-]{36}$/);

  // The plan page: the whole practice and each section where the timeline put it.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: planName })).toBeVisible();
  await expect(page.getByTestId('view-total')).toHaveText('1 h 30 min · 18:00–19:30');
  const sectionCard = (name: string) =>
    page.getByTestId('view-section').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await expect(sectionCard('Tactics')).toContainText('18:35–19:00 · 25 min');
  await expect(sectionCard('Water break')).toContainText('19:15–19:20 · 5 min');
  await expect(sectionCard('Cool-down')).toContainText('19:20–19:30 · 10 min');
  await expect(sectionCard('Cool-down').locator('li').filter({ hasText: 'Chaser passing triangle' })).toContainText(
    '19:20',
  );
  await shoot(page, 'timing-plan');

  // The printed sheet carries the same times.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('print-page');
  await expect(sheet.first()).toBeVisible();
  await expect(sheet.first()).toContainText('19:20–19:30 · 10 min');
  await page.emulateMedia({ media: 'screen' });

  // The API's timing and the plan list agree.
  const planId = new URL(page.url()).pathname.split('/').pop()!;
  const { plan } = await (await page.request.get(`/api/practice-plans/${planId}`)).json();
  expect([plan.timing.totalMinutes, plan.timing.endClock]).toEqual([90, '19:30']);
  const list = await (await page.request.get(`/api/practice-plans?mine=true&q=${encodeURIComponent(planName)}`)).json();
  expect(list.items.find((p: { id: string }) => p.id === planId)?.totalMinutes).toBe(90);
});
