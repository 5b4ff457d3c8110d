import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

/** Serious and critical axe findings on the page as it is now (Excalidraw's own canvas UI is not ours to fix). */
async function seriousProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude('.excalidraw').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

test('the main pages have no serious or critical accessibility problems', async ({ page, consoleProblems }) => {
  test.setTimeout(180_000);
  consoleProblems.allow(/status of 404/); // the server answers an unknown address with 404
  const found: Record<string, string[]> = {};
  const check = async (label: string, path: string, ready: () => Promise<unknown>) => {
    await page.goto(path);
    await ready();
    const problems = await seriousProblems(page);
    if (problems.length > 0) found[label] = problems;
  };

  await check('home (visitor)', '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await check('login', '/login', () => expect(page.getByLabel('Email')).toBeVisible());
  await check('about', '/about', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await check('privacy policy', '/privacy-policy', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await check('terms', '/terms-of-service', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await check('not found', '/no-such-page', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await check('poll (visitor)', '/poll', () => expect(page.getByRole('heading', { name: 'Results' })).toBeVisible());
  await check('feedback form', '/about', async () => {
    await page.getByRole('button', { name: 'Feedback' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Write your feedback.')).toBeVisible();
  });
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  await check('home', '/', () => expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible());
  await check('drills', '/drills', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await check('formations', '/formations', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await check('practice plans', '/practice-plans', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await check('whiteboards', '/whiteboard', () =>
    expect(page.getByRole('heading', { level: 1, name: 'Whiteboards' })).toBeVisible(),
  );
  await check('new plan', '/practice-plans/create', () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  await check('new drill', '/drills/create', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  await check('bulk upload', '/drills/bulk-upload', () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  await check('new formation', '/formations/create', () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  await check('wizard', '/practice-plans/wizard/basic-info', () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  await check('poll', '/poll', () => expect(page.getByLabel('Suggest a drill')).toBeVisible());
  await check('feedback', '/feedback', () => expect(page.getByRole('list', { name: 'Feedback' })).toBeVisible());

  const plans = (await (await page.request.get('/api/practice-plans?mine=true')).json()) as { items: { id: string }[] };
  const planId = plans.items[0]!.id;
  await check('plan view', `/practice-plans/${planId}`, () => expect(page.getByTestId('plan-timeline')).toBeVisible());
  await check('plan editor', `/practice-plans/${planId}/edit`, () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  const formations = (await (await page.request.get('/api/formations?mine=true')).json()) as {
    items: { id: string }[];
  };
  await check('formation view', `/formations/${formations.items[0]!.id}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  await check('formation editor', `/formations/${formations.items[0]!.id}/edit`, () =>
    expect(page.getByTestId('collab-canvas')).toHaveAttribute('data-synced', 'true', { timeout: 20_000 }),
  );
  const drills = (await (await page.request.get('/api/drills?mine=true&pageSize=1')).json()) as {
    items: { id: string }[];
  };
  await check('drill view', `/drills/${drills.items[0]!.id}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  await check('drill editor', `/drills/${drills.items[0]!.id}/edit`, () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  const boards = (await (await page.request.get('/api/boards')).json()) as { items: { id: string }[] };
  await check('board', `/whiteboard/${boards.items[0]!.id}`, () =>
    expect(page.getByTestId('collab-canvas')).toHaveAttribute('data-synced', 'true', { timeout: 20_000 }),
  );

  expect(found).toEqual({});
});
