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

/**
 * The interactive elements whose box meets the Feedback button's. At the top of a page every control counts (nothing
 * may sit under the header there); scrolled to the end only the header's own controls do: content scrolled under the
 * sticky header is hidden by the whole bar, as designed, not by the button.
 */
const controlsMeetingFeedback = (page: Page, where: 'top' | 'end') =>
  page.evaluate((scrolled) => {
    const feedback = document.querySelector('button[aria-haspopup="dialog"][title^="Send feedback"]');
    const banner = feedback?.closest('header');
    if (!banner || !feedback) return ['no Feedback button in the header'];
    const mine = feedback.getBoundingClientRect();
    // A full-screen canvas (the whiteboard) lies over the whole shell: the button is under it and covers nothing.
    const onTop = document.elementFromPoint(mine.left + mine.width / 2, mine.top + mine.height / 2);
    if (!onTop || !feedback.contains(onTop)) return [];
    const meets = (box: DOMRect) =>
      box.width > 0 &&
      box.height > 0 &&
      box.left < mine.right &&
      box.right > mine.left &&
      box.top < mine.bottom &&
      box.bottom > mine.top;
    const selector =
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const controls = [...(scrolled ? banner : document).querySelectorAll(selector)];
    return controls
      .filter((control) => control !== feedback && !feedback.contains(control) && !control.contains(feedback))
      .filter((control) => meets(control.getBoundingClientRect()))
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40) || control.getAttribute('aria-label')}"`,
      );
  }, where === 'end');

for (const [width, height] of [
  [390, 844],
  [1024, 768],
] as const) {
  test(`every page fits a ${width} px screen: no sideways scrolling, and the Feedback button meets no control`, async ({
    page,
    baseURL,
    consoleProblems,
  }) => {
    test.setTimeout(240_000);
    // Pages visited with made-up tokens or as a coach (the admin area) explain themselves; their errors are expected.
    consoleProblems.allow(/status of 40[34]/);
    consoleProblems.allow(/\[sideline\]/);
    consoleProblems.allow(/invite link does not work/);
    await page.setViewportSize({ width, height });
    await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    const values = await paramValues(page.request, baseURL ?? '');
    const wide: string[] = [];
    const covered: string[] = [];
    for (const path of [...ALL_PAGE_PATHS, '/no-such-page']) {
      const address = addressOf(path, values);
      await page.goto(address);
      await expect(page.locator('main h1, .excalidraw canvas').first()).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(300);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${address}: ${overflow} px wider than the screen`);
      for (const where of ['top', 'end'] as const) {
        if (where === 'end') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        for (const control of await controlsMeetingFeedback(page, where))
          covered.push(`${address} (${where}): ${control}`);
      }
      if (process.env.PHONE_SCREENSHOTS)
        await page.screenshot({
          path: `.tmp/phone-shots/${width}${path.replace(/[/:]/g, '_') || 'home'}.png`,
          fullPage: true,
        });
    }
    expect(wide).toEqual([]);
    expect(covered).toEqual([]);
  });
}

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

test('the Feedback button is on the header bar, one tap away on a phone and on a wide screen, and opens the form', async ({
  page,
}) => {
  for (const [width, height] of [
    [390, 844],
    [1366, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Feedback' });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(48);
    // scrolled down, the header (and the button with it) stays at the top of the screen
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await button.boundingBox())!.y).toBeLessThan(60);
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
