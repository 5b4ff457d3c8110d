import type { APIRequestContext } from '@playwright/test';
import { uniqueEmail } from '../support/e2e-settings';
import { expect, test } from '../support/fixtures';

const suffix = () => Math.random().toString(36).slice(2, 6);

async function call<T>(request: APIRequestContext, method: string, url: string, body?: unknown): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const SCREENSHOTS = '.tmp/screenshots/season-practices';

test('a series of practices stays out of the library and "recently edited"; the staff publish a week at once and a member sees it', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.setTimeout(240_000);
  // a coach of their own, so the lists hold only what this test made
  await call(page.request, 'POST', '/api/auth/register', {
    email: uniqueEmail('series-coach'),
    password: 'a-long-coach-password',
    displayName: 'Sasha Series',
  });
  const team = (
    await call<{ team: { id: string } }>(page.request, 'POST', '/api/teams', {
      name: `Series Swifts ${suffix()}`,
      sport: 'soccer',
      timeZone: 'Europe/Berlin',
      practiceStartTime: '18:00',
    })
  ).team;
  const { season } = await call<{ season: { season: { id: string } } }>(
    page.request,
    'POST',
    `/api/teams/${team.id}/seasons`,
    { name: 'Spring 2027', startDate: '2027-03-01', endDate: '2027-05-31', activate: true },
  );
  const seasonId = season.season.id;
  const library = { name: `Rondo library plan ${suffix()}` };
  await call(page.request, 'POST', '/api/practice-plans', {
    name: library.name,
    sport: 'soccer',
    visibility: 'team',
    teamId: team.id,
  });
  const series = await call<{ id: string }>(page.request, 'POST', `/api/seasons/${seasonId}/recurrences`, {
    name: 'Tue/Thu',
    pattern: { kind: 'weekly', weekdays: [2, 4], intervalWeeks: 1 },
    startDate: '2027-03-01',
    endDate: '2027-05-31',
    exceptionDates: [],
    skipMarkerTypes: [],
  });
  const run = await call<{ id: string }>(
    page.request,
    'POST',
    `/api/seasons/${seasonId}/recurrences/${series.id}/generate`,
    {},
  );
  await expect
    .poll(
      async () =>
        (
          await call<{ status: string; created: number }>(
            page.request,
            'GET',
            `/api/seasons/${seasonId}/generations/${run.id}`,
          )
        ).created,
      { timeout: 60_000 },
    )
    .toBe(26);

  // --- the plan list: the library by default, the practices on the calendar as a choice ---
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/practice-plans?mine=true');
  const cards = page.getByTestId('plan-card');
  await expect(cards.filter({ hasText: library.name })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^1 plan$/ })).toBeVisible();
  await expect(cards.filter({ hasText: /Practice|Tue|Thu/ })).toHaveCount(0);
  const views = page.getByRole('navigation', { name: 'Which plans' });
  await expect(views.getByRole('link', { name: 'Plans', exact: true })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'Practices on the calendar' }).click();
  await expect(page).toHaveURL(/show=practices/);
  await expect(page.getByRole('status').filter({ hasText: '26 practices' })).toBeVisible();
  await expect(cards.filter({ hasText: library.name })).toHaveCount(0);
  // in calendar order, each with its day
  await expect(page).toHaveURL(/sort=date/);
  await expect(cards.first().locator('time')).toHaveAttribute('datetime', '2027-03-02');
  await expect(cards.nth(1).locator('time')).toHaveAttribute('datetime', '2027-03-04');
  await page.screenshot({ path: `${SCREENSHOTS}/plan-list-practices-1280.png`, fullPage: false });
  await views.getByRole('link', { name: 'All' }).click();
  await expect(page.getByRole('status').filter({ hasText: '27 plans' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await views.getByRole('link', { name: 'Practices on the calendar' }).click();
  await expect(page.getByRole('status').filter({ hasText: '26 practices' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS}/plan-list-practices-390.png`, fullPage: false });

  // --- home: "Recently edited" holds what the coach edited, not 26 untouched practices ---
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently edited' });
  await expect(recent.getByRole('link', { name: library.name })).toBeVisible();
  await expect(recent.getByRole('listitem')).toHaveCount(1);

  // --- the week view: publish the week's drafts at once ---
  await page.goto(`/teams/${team.id}/season/week?week=2027-03-01`);
  const tuesday = page.getByRole('listitem', { name: 'Tue, Mar 2, 2027' });
  await expect(tuesday.getByText(/· draft/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/week-drafts-1280.png`, fullPage: false });
  await page.getByRole('button', { name: 'Publish the drafts of this week (2)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published 2 practices.' })).toBeVisible();
  await expect(tuesday.getByText(/· published/)).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Thu, Mar 4, 2027' }).getByText(/· published/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Publish the drafts of this week/ })).toHaveCount(0);
  // the next week is untouched
  const nextWeek = await call<{ days: { practices: { published: boolean }[] }[] }>(
    page.request,
    'GET',
    `/api/teams/${team.id}/season/week?week=2027-03-08`,
  );
  expect(nextWeek.days.flatMap((d) => d.practices.map((p) => p.published))).toEqual([false, false]);

  // --- a member sees the published week (and only it) ---
  const { url } = await call<{ url: string }>(page.request, 'POST', `/api/teams/${team.id}/invite-links`, {
    role: 'member',
  });
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await memberContext.newPage();
  member.on('pageerror', (error) => consoleProblems.list.push(`member pageerror: ${error.message}`));
  await call(member.request, 'POST', '/api/auth/register', {
    email: uniqueEmail('series-member'),
    password: 'a-long-member-password',
    displayName: 'Mo Member',
  });
  await call(member.request, 'POST', `/api/teams/invites/${url.split('/teams/join/')[1]}/join`, {});
  await member.goto(`/teams/${team.id}/season/week?week=2027-03-01`);
  await expect(member.getByRole('listitem', { name: 'Tue, Mar 2, 2027' }).getByText('18:00')).toBeVisible();
  await expect(
    member.getByRole('listitem', { name: 'Thu, Mar 4, 2027' }).getByRole('button', { name: 'Going', exact: true }),
  ).toBeVisible();
  await expect(member.getByRole('button', { name: /Publish the drafts/ })).toHaveCount(0);
  await member.screenshot({ path: `${SCREENSHOTS}/week-member-390.png`, fullPage: true });
  await member.goto(`/teams/${team.id}/season/week?week=2027-03-08`);
  await expect(member.getByRole('listitem', { name: 'Tue, Mar 9, 2027' }).getByText('Nothing planned')).toBeVisible();
  await memberContext.close();

  // --- the week view at 390 px as the coach, and the season page's range ---
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/teams/${team.id}/season/week?week=2027-03-08`);
  await expect(page.getByRole('button', { name: 'Publish the drafts of this week (2)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS}/week-drafts-390.png`, fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/teams/${team.id}/season`);
  const range = page.getByRole('form', { name: 'Publish practices' });
  await range.getByLabel('From').fill('2027-03-08');
  await range.getByLabel('To').fill('2027-03-21');
  await range.getByRole('button', { name: 'Publish drafts' }).click();
  await expect(range.getByRole('status')).toHaveText('Published 4 practices.');
  await range.screenshot({ path: `${SCREENSHOTS}/season-publish-range-1280.png` });
});
