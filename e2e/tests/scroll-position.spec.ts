import { expect, test } from '../support/fixtures';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('a page opened by its address starts at the top; Back and Forward return to where the coach was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(800);

  // A new page load (a typed address, a bookmark): never the previous page's scroll.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBe(0);

  // Within the app: a link opens the next page at the top, Back restores.
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).click();
  await expect(page).toHaveURL(/terms-of-service/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/privacy-policy/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
});
