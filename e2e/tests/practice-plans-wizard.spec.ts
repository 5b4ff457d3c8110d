import type { Page } from '@playwright/test';
import { DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

/** With WIZARD_SCREENSHOTS=1 every step is photographed at desktop and phone width (for looking at the layout). */
async function shoot(page: Page, name: string) {
  if (!process.env.WIZARD_SCREENSHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `.tmp/wizard-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const openDraftCount = async (page: Page) =>
  ((await (await page.request.get('/api/practice-plans/drafts?status=open')).json()) as { items: unknown[] }).items
    .length;
const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const sectionName = (page: Page, n: number) => page.getByLabel(`Name of section ${n}`, { exact: true });
const minutesOf = (page: Page, section: string) => page.getByRole('spinbutton', { name: section, exact: true });

test('a coach builds a practice plan with the wizard: every step saved, back and forth, reload, deep link, resume from home, create', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const suffix = Math.random().toString(36).slice(2, 6);
  const planName = `Wizard Tuesday ${suffix}`;

  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();

  // --- start from home: opening the wizard creates no draft ---
  const draftsBefore = await openDraftCount(page);
  await page.getByRole('link', { name: 'Plan with the wizard' }).click();
  await expect(page).toHaveURL(/\/practice-plans\/wizard\/basic-info$/);
  await expect(stepHeading(page, 'Basic info')).toBeVisible();
  expect(await openDraftCount(page)).toBe(draftsBefore);
  await expect(page.getByRole('navigation', { name: 'Wizard steps' }).getByText('Overview')).toBeVisible();

  // --- step 1: Next with no name and no goal is refused, with the messages next to the fields ---
  await next(page);
  await expect(page.getByText('Give the plan a name.')).toBeVisible();
  await expect(page.getByText('Choose at least one goal.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/basic-info$/); // nothing saved yet: no draft
  await shoot(page, '1-basic-info-errors');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(planName);
  await page.getByLabel('Sport').selectOption('quadball');
  await page.getByLabel('Phase of season').selectOption('mid-season');
  await page.getByRole('checkbox', { name: 'Conditioning' }).check();
  await page.getByRole('checkbox', { name: 'Team strategy' }).check();
  await page.getByLabel('Total length (minutes)').fill('60');
  await page.getByLabel('Start time').fill('18:00');
  await page.getByLabel('Expected participants').fill('14');
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await description.pressSequentially('Quick hands, then play.');
  await expect(page.getByText('Give the plan a name.')).toBeHidden();
  await shoot(page, '1-basic-info');
  await next(page);
  // --- the first save of step one created the draft: the address carries it ---
  await expect(page).toHaveURL(/\/practice-plans\/wizard\/sections\?draft=[0-9a-f-]{36}$/);
  const draftId = new URL(page.url()).searchParams.get('draft')!;
  expect(await openDraftCount(page)).toBe(draftsBefore + 1);

  // --- step 2: predefined and custom sections, goals, notes, reordered with the keyboard ---
  await expect(page).toHaveURL(new RegExp(`/practice-plans/wizard/sections\\?draft=${draftId}$`));
  await expect(stepHeading(page, 'Sections')).toBeVisible();
  // The pack's suggestion follows this plan's own length (60 min), not the pack's 90.
  await expect(page.getByRole('checkbox', { name: 'Warm-up', exact: true })).toHaveAccessibleDescription(
    /· about 10 min of 1 h$/,
  );
  await next(page);
  await expect(page.getByText('Choose at least one section.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Warm-up', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Scrimmage', exact: true }).check();
  await page.getByLabel('Custom section').fill('Beater 2v2');
  await page.getByLabel('Custom section').press('Enter');
  await expect(sectionName(page, 3)).toHaveValue('Beater 2v2');
  await page.getByRole('button', { name: 'Move “Beater 2v2” up' }).focus();
  await page.keyboard.press('Enter');
  await expect(sectionName(page, 2)).toHaveValue('Beater 2v2');
  await expect(page.getByRole('button', { name: 'Move “Beater 2v2” up' })).toBeFocused();
  await page.getByLabel('Add a goal').nth(1).fill('Win the bludger');
  await page.getByLabel('Add a goal').nth(1).press('Enter');
  await page.getByLabel('Notes').nth(1).fill('Bring dodgeballs');
  await expect(page.getByRole('list', { name: 'Goals of “Beater 2v2”' })).toContainText('Win the bludger');
  await shoot(page, '2-sections');

  // Back (the button) keeps both steps: basic info as saved, the sections as typed.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(stepHeading(page, 'Basic info')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(planName);
  await expect(page.getByRole('checkbox', { name: 'Team strategy' })).toBeChecked();
  await next(page);
  await expect(stepHeading(page, 'Sections')).toBeVisible();
  await expect(sectionName(page, 1)).toHaveValue('Warm-up');
  await expect(sectionName(page, 2)).toHaveValue('Beater 2v2');
  await expect(sectionName(page, 3)).toHaveValue('Scrimmage');
  await expect(page.getByLabel('Notes').nth(1)).toHaveValue('Bring dodgeballs');
  await next(page);

  // --- a deep link past the unfinished timeline lands on the timeline ---
  await expect(stepHeading(page, 'Timeline')).toBeVisible();
  await page.goto(`/practice-plans/wizard/overview?draft=${draftId}`);
  await expect(page).toHaveURL(new RegExp(`/practice-plans/wizard/timeline\\?draft=${draftId}$`));
  await expect(stepHeading(page, 'Timeline')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Wizard steps' }).getByText(/Overview, locked/)).toBeAttached();

  // --- step 3: minutes against the total; over the total, Next is refused ---
  await minutesOf(page, 'Warm-up').fill('15');
  await minutesOf(page, 'Beater 2v2').fill('25');
  await minutesOf(page, 'Scrimmage').fill('30');
  await expect(page.getByText('10 min over')).toBeVisible();
  await next(page);
  await expect(page.getByText("The sections take 10 min more than the practice's 60 min.")).toBeVisible();
  await expect(stepHeading(page, 'Timeline')).toBeVisible();
  await shoot(page, '3-timeline-over');
  await page.getByRole('button', { name: '5 minutes less for “Scrimmage”' }).click();
  await page.getByRole('button', { name: '5 minutes less for “Scrimmage”' }).click();
  await expect(minutesOf(page, 'Scrimmage')).toHaveValue('20');
  await expect(page.getByText('0 min left')).toBeVisible();
  await expect(page.getByText("The sections take 10 min more than the practice's 60 min.")).toBeHidden();
  await next(page);

  // --- reload in the middle: the step and everything before it come back from the server ---
  await expect(stepHeading(page, 'Drills')).toBeVisible();
  await page.reload();
  await expect(stepHeading(page, 'Drills')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/drills\\?draft=${draftId}$`));
  await expect(page.getByText('15 min free of 15 min')).toBeVisible();
  // The browser's back button returns to the timeline with its minutes, forward comes back.
  await page.goBack();
  await expect(stepHeading(page, 'Timeline')).toBeVisible();
  await expect(minutesOf(page, 'Beater 2v2')).toHaveValue('25');
  await expect(minutesOf(page, 'Scrimmage')).toHaveValue('20');
  await page.goForward();
  await expect(stepHeading(page, 'Drills')).toBeVisible();

  // --- step 4: drills per section, capped by the section's free time ---
  const search = page.getByLabel('Search drills');
  await search.fill('Chaser passing triangle');
  const chaserMinutes = page.getByLabel('Minutes for “Chaser passing triangle”');
  await chaserMinutes.fill('20');
  await page.getByRole('button', { name: 'Add “Chaser passing triangle” to “Warm-up”' }).click();
  await expect(
    page.getByText('“Chaser passing triangle” takes 20 min, but only 15 min are left in “Warm-up”.', { exact: false }),
  ).toBeVisible();
  await chaserMinutes.fill('10');
  await page.getByRole('button', { name: 'Add “Chaser passing triangle” to “Warm-up”' }).click();
  await expect(page.getByText('5 min free of 15 min')).toBeVisible();
  await page.getByLabel('Add to section').selectOption({ label: 'Beater 2v2 (25 min free)' });
  await search.fill('Beater 2v2 control');
  await page.getByLabel('Minutes for “Beater 2v2 control”', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Add “Beater 2v2 control” to “Beater 2v2”', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Drills of “Beater 2v2”' })).toContainText('Beater 2v2 control');
  await shoot(page, '4-drills');
  await next(page);
  await expect(stepHeading(page, 'Overview')).toBeVisible();

  // --- resume from home ---
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  const drafts = page.getByRole('region', { name: 'Practice plans in progress' });
  const mine = drafts.getByRole('listitem').filter({ hasText: planName });
  await expect(mine).toContainText('Next: Overview');
  await shoot(page, '0-home');
  await mine.getByRole('link', { name: /^Continue/ }).click();
  await expect(page).toHaveURL(new RegExp(`/practice-plans/wizard/overview\\?draft=${draftId}$`));

  // --- step 5: the whole plan, timed by the domain; then create it ---
  await expect(stepHeading(page, 'Overview')).toBeVisible();
  const overview = page.getByRole('main');
  await expect(overview.getByRole('heading', { level: 2, name: planName })).toBeVisible();
  await expect(overview).toContainText('18:00–19:00');
  // The sections last the timeline's 15 + 25 + 20 minutes; the drills fill 30 of them.
  await expect(overview).toContainText('1 h of 1 h (30 min not filled with drills)');
  await expect(overview.getByRole('listitem').filter({ hasText: 'Chaser passing triangle' }).last()).toContainText(
    '18:00',
  );
  await expect(overview.getByRole('listitem').filter({ hasText: 'Beater 2v2 control' }).last()).toContainText('18:15');
  await shoot(page, '5-overview');
  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice-plans/${draftId}$`));

  // --- everything chosen is in the plan ---
  const response = await page.request.get(`/api/practice-plans/${draftId}`);
  expect(response.ok()).toBe(true);
  const { plan } = await response.json();
  expect(plan.metadata).toMatchObject({
    name: planName,
    sport: 'quadball',
    phaseOfSeason: 'mid-season',
    practiceGoals: ['conditioning', 'team-strategy'],
    expectedParticipants: 14,
    startTime: '18:00',
    targetMinutes: 60,
    visibility: 'private',
  });
  expect(plan.metadata.description).toContain('Quick hands, then play.');
  const drillNames = (entries: { drillId: string }[]) => entries.map((e) => plan.drills[e.drillId]?.name);
  expect(
    plan.sections.map(
      (s: {
        name: string;
        targetMinutes: number;
        goals: string[];
        notes: string;
        entries: { drillId: string; durationMinutes: number }[];
      }) => [s.name, s.targetMinutes, s.goals, s.notes, drillNames(s.entries), s.entries.map((e) => e.durationMinutes)],
    ),
  ).toEqual([
    ['Warm-up', 15, ['Get moving', 'Throwing and catching'], '', ['Chaser passing triangle'], [10]],
    ['Beater 2v2', 25, ['Win the bludger'], 'Bring dodgeballs', ['Beater 2v2 control'], [20]],
    ['Scrimmage', 20, ['Match-like play'], '', [], []],
  ]);

  // The plan's own page shows the choices too (section budgets are in the plan data checked above).
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: planName })).toBeVisible();
  for (const text of [
    '14 participants',
    'Mid season, skill building',
    'Conditioning',
    'Team strategy',
    'Quick hands, then play.',
    'Warm-up',
    'Beater 2v2',
    'Scrimmage',
  ]) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(main.locator('li').filter({ hasText: 'Chaser passing triangle' }).last()).toContainText('10 min');
  await expect(main.locator('li').filter({ hasText: 'Beater 2v2 control' }).last()).toContainText('20 min');

  // The wizard's old address now shows a closed draft, which points to the plan instead of editing it again.
  await page.goto(`/practice-plans/wizard/drills?draft=${draftId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This draft is already a practice plan' })).toBeVisible();
  await shoot(page, '6-closed');
  await page.getByRole('link', { name: 'Open the plan' }).click();
  await expect(page).toHaveURL(new RegExp(`/practice-plans/${draftId}$`));

  // The draft is done: home no longer offers it.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Practice plans in progress' })).not.toContainText(planName);
});

test('an unfinished draft can be discarded from home', async ({ page }) => {
  const name = `Throwaway ${Math.random().toString(36).slice(2, 6)}`;
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await page.getByRole('link', { name: 'Plan with the wizard' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('checkbox', { name: 'Recovery' }).check();
  await next(page);
  await expect(stepHeading(page, 'Sections')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  const row = page
    .getByRole('region', { name: 'Practice plans in progress' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toContainText('Next: Sections');
  await row.getByRole('button', { name: /^Discard/ }).click();
  await row.getByRole('button', { name: /^Yes, discard/ }).click();
  await expect(page.getByText(`Discarded “${name}”.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Practice plans in progress' })).not.toContainText(name);
});

test('a later step of the wizard opened without a draft asks which plan it is for, and creates none', async ({
  page,
}) => {
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const before = await openDraftCount(page);
  await page.goto('/practice-plans/wizard/timeline');
  await expect(page.getByRole('heading', { level: 1, name: 'Which plan is this for?' })).toBeVisible();
  await page.goto('/practice-plans/wizard/basic-info');
  await expect(stepHeading(page, 'Basic info')).toBeVisible();
  await page.goto('/practice-plans/wizard');
  await expect(stepHeading(page, 'Basic info')).toBeVisible();
  expect(await openDraftCount(page)).toBe(before);
  await page.goto('/practice-plans/wizard/overview');
  await page.getByRole('link', { name: 'Start a new plan' }).click();
  await expect(stepHeading(page, 'Basic info')).toBeVisible();
  await expect(page).toHaveURL(/\/practice-plans\/wizard\/basic-info$/);
});
