import { expect, signIn, test } from '../support/fixtures';
import { DEMO_ADMIN, DEMO_COACH } from '../support/e2e-settings';

test('the information pages have real content and link to each other', async ({ page }) => {
  for (const [path, heading, phrase] of [
    ['/about', /about/i, /coach/i],
    ['/privacy-policy', /privacy/i, /session/i],
    ['/terms-of-service', /terms/i, /content/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main')).toContainText(phrase);
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(1500);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /privacy/i })).toBeVisible();
  }
});

test('an unknown address shows the 404 page with ways forward', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/status of 404/); // the server answers 404 for the document itself
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a coach opening the admin area gets the 403 page', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/status of 403/);
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/access/i);
});

test('an admin sees counts and the health of every read model', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('table')).toContainText('users');
  // Recent activity names who did what; other tests add events too, so only its presence is checked.
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/Alex Admin|Casey Coach|System/);
});

test('the home page explains Sideline to a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/practice plan/i);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /create|sign up|get started/i })
      .first(),
  ).toBeVisible();
});

test('the page is usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
