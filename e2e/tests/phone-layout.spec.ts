import { ALL_PAGE_PATHS } from '@sideline/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

/** An id for each `:param` of the page list: the demo coach's own content where a page needs some. */
async function paramValues(request: APIRequestContext, origin: string): Promise<Record<string, string>> {
  const first = async (path: string) =>
    ((await (await request.get(path)).json()) as { items: { id: string }[] }).items[0]?.id;
  const board = (await (
    await request.post('/api/boards', {
      data: { name: 'Phone board', sport: 'quadball', courtTemplateId: 'quadball-full', visibility: 'private' },
      headers: { origin },
    })
  ).json()) as { board?: { id: string }; id?: string };
  const teams = (await (await request.get('/api/teams')).json()) as { items: { id: string }[] };
  return {
    drill: (await first('/api/drills')) ?? 'none',
    formation: (await first('/api/formations')) ?? 'none',
    plan: (await first('/api/practice-plans?mine=true')) ?? 'none',
    boardId: board.board?.id ?? board.id ?? 'none',
    teamId: teams.items[0]?.id ?? 'none',
    token: 'not-a-real-token',
  };
}

function addressOf(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id')
      return path.startsWith('/drills')
        ? values.drill!
        : path.startsWith('/formations')
          ? values.formation!
          : values.plan!;
    return values[name] ?? 'none';
  });
}

/** How far the page itself scrolls sideways (its own content wider than the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('every page fits a 390 px phone: no sideways scrolling of the page itself', async ({
  page,
  baseURL,
  consoleProblems,
}) => {
  test.setTimeout(240_000);
  // Pages visited with made-up tokens or as a coach (the admin area) explain themselves; their errors are expected.
  consoleProblems.allow(/status of 40[34]/);
  consoleProblems.allow(/\[sideline\]/);
  consoleProblems.allow(/invite link does not work/);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const values = await paramValues(page.request, baseURL ?? '');
  const wide: string[] = [];
  for (const path of [...ALL_PAGE_PATHS, '/no-such-page']) {
    const address = addressOf(path, values);
    await page.goto(address);
    await expect(page.locator('main h1, .excalidraw canvas').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(300);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) wide.push(`${address}: ${overflow} px wider than the screen`);
    if (process.env.PHONE_SCREENSHOTS)
      await page.screenshot({ path: `.tmp/phone-shots/${path.replace(/[/:]/g, '_') || 'home'}.png`, fullPage: true });
  }
  expect(wide).toEqual([]);
});

test('the admin header keeps each link on one line at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, 'admin@sideline.test', 'whistle-and-clipboard');
  const nav = page.getByRole('banner').getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Practice plans' })).toBeVisible();
  for (const link of await nav.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    const lineHeight = await link.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
    expect(box.height, `${await link.textContent()} on one line`).toBeLessThan(lineHeight * 2);
  }
});

test('the header never makes the page scroll sideways: between phone and wide screen its links open from Menu when they do not fit', async ({
  page,
}) => {
  await signIn(page, 'admin@sideline.test', 'whistle-and-clipboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const banner = page.getByRole('banner');
  for (const width of [1440, 1280, 1024, 900, 800, 600]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/drills');
    await expect(page.getByRole('heading', { level: 1, name: 'Drills' })).toBeVisible();
    expect(await sidewaysOverflow(page), `page wider than a ${width} px window`).toBe(0);
    const menu = banner.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    // Every link and Sign out can be reached, inside the window.
    for (const control of [
      banner.getByRole('link', { name: 'Admin', exact: true }),
      banner.getByRole('button', { name: 'Sign out' }),
    ]) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, `${await control.textContent()} inside a ${width} px window`).toBeLessThanOrEqual(
        width,
      );
    }
  }
  // Wide enough, the links are on the bar itself (no Menu button).
  await page.setViewportSize({ width: 1440, height: 800 });
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
});

test('on a 390 px phone the Feedback button is small, slides away while scrolling down and never hides the page end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const button = page.getByRole('button', { name: 'Feedback' });
  const box = (await button.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(48);
  expect(box.height).toBeLessThanOrEqual(48);

  // scrolling down: out of the way (below the screen's bottom edge)
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 400);
  await expect.poll(async () => (await button.boundingBox())!.y).toBeGreaterThanOrEqual(844);
  // scrolling up: back
  await page.mouse.wheel(0, -200);
  await expect
    .poll(async () => (await button.boundingBox())!.y + (await button.boundingBox())!.height)
    .toBeLessThanOrEqual(844);

  // at the end of the page it is there, below the footer's last link
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => (await button.boundingBox())!.y + (await button.boundingBox())!.height)
    .toBeLessThanOrEqual(844);
  const footerLinks = page.getByRole('navigation', { name: 'Site information' }).getByRole('link');
  const lastLink = (await footerLinks.last().boundingBox())!;
  const shown = (await button.boundingBox())!;
  expect(shown.y, 'the button starts below the footer links').toBeGreaterThanOrEqual(lastLink.y + lastLink.height);
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('on a wide screen the Feedback button keeps its label', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Feedback' })).toHaveText('Feedback');
  const box = (await page.getByRole('button', { name: 'Feedback' }).boundingBox())!;
  expect(box.width).toBeGreaterThan(60);
});
