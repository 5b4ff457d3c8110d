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

type Check = (label: string, path: string, ready: () => Promise<unknown>) => Promise<void>;

/** Visits pages one after another and collects what axe finds on each, to compare with nothing at the end. */
function checker(page: Page): { check: Check; found: Record<string, string[]> } {
  const found: Record<string, string[]> = {};
  const check: Check = async (label, path, ready) => {
    await page.goto(path);
    await ready();
    const problems = await seriousProblems(page);
    if (problems.length > 0) found[label] = problems;
  };
  return { check, found };
}

async function signInAsCoach(page: Page) {
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
}

const heading = (page: Page) => () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

test('the pages a visitor sees have no serious or critical accessibility problems', async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  consoleProblems.allow(/status of 404/); // the server answers an unknown address with 404
  const { check, found } = checker(page);
  await check('home (visitor)', '/', heading(page));
  await check('login', '/login', () => expect(page.getByLabel('Email')).toBeVisible());
  await check('about', '/about', heading(page));
  await check('privacy policy', '/privacy-policy', heading(page));
  await check('terms', '/terms-of-service', heading(page));
  await check('not found', '/no-such-page', heading(page));
  await check('poll (visitor)', '/poll', () => expect(page.getByRole('heading', { name: 'Results' })).toBeVisible());
  await check('feedback form', '/about', async () => {
    await page.getByRole('button', { name: 'Feedback' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Write your feedback.')).toBeVisible();
  });
  expect(found).toEqual({});
});

test("a coach's lists and forms have no serious or critical accessibility problems", async ({ page }) => {
  test.setTimeout(150_000);
  await signInAsCoach(page);
  const { check, found } = checker(page);
  await check('home', '/', () => expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible());
  await check('drills', '/drills', heading(page));
  await check('formations', '/formations', heading(page));
  await check('practice plans', '/practice-plans', heading(page));
  await check('whiteboards', '/whiteboard', () =>
    expect(page.getByRole('heading', { level: 1, name: 'Whiteboards' })).toBeVisible(),
  );
  await check('new plan', '/practice-plans/create', heading(page));
  await check('new drill', '/drills/create', heading(page));
  await check('bulk upload', '/drills/bulk-upload', heading(page));
  await check('new formation', '/formations/create', heading(page));
  await check('wizard', '/practice-plans/wizard/basic-info', heading(page));
  await check('poll', '/poll', () => expect(page.getByLabel('Suggest a drill')).toBeVisible());
  await check('feedback', '/feedback', () => expect(page.getByRole('list', { name: 'Feedback' })).toBeVisible());
  expect(found).toEqual({});
});

test("a coach's plans, drills, formations and boards have no serious or critical accessibility problems", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInAsCoach(page);
  const { check, found } = checker(page);
  const firstId = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { items: { id: string }[] }).items[0]!.id;
  const planId = await firstId('/api/practice-plans?mine=true');
  await check('plan view', `/practice-plans/${planId}`, () => expect(page.getByTestId('plan-timeline')).toBeVisible());
  await check('plan editor', `/practice-plans/${planId}/edit`, heading(page));
  const formationId = await firstId('/api/formations?mine=true');
  await check('formation view', `/formations/${formationId}`, heading(page));
  await check('formation editor', `/formations/${formationId}/edit`, () =>
    expect(page.getByTestId('collab-canvas')).toHaveAttribute('data-synced', 'true', { timeout: 20_000 }),
  );
  const drillId = await firstId('/api/drills?mine=true&pageSize=1');
  await check('drill view', `/drills/${drillId}`, heading(page));
  await check('drill editor', `/drills/${drillId}/edit`, heading(page));
  const boardId = await firstId('/api/boards');
  await check('board', `/whiteboard/${boardId}`, () =>
    expect(page.getByTestId('collab-canvas')).toHaveAttribute('data-synced', 'true', { timeout: 20_000 }),
  );
  expect(found).toEqual({});
});
