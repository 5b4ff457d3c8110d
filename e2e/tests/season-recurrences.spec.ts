import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_COACH, uniqueEmail } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

const suffix = () => Math.random().toString(36).slice(2, 6);

/** A command from the page's own session (setup a coach would do elsewhere in the app: the season's own pages). */
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

type Plan = { id: string; sections: { entries: { id: string; title: string; durationMinutes: number }[] }[] };
const item = (plan: Plan, title: string) => plan.sections.flatMap((s) => s.entries).find((i) => i.title === title)!;
const minutes = async (page: Page, planId: string) => {
  const { plan } = await call<{ plan: Plan }>(page.request, 'GET', `/api/practice-plans/${planId}`);
  return Object.fromEntries(plan.sections.flatMap((s) => s.entries).map((i) => [i.title, i.durationMinutes]));
};

test('recurring practices: preview with an exception and a tournament, generate with progress, template changes, week view by role, publish, attendance', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const team = (
    await call<{ team: { id: string } }>(page.request, 'POST', '/api/teams', {
      name: `Recurring Rays ${suffix()}`,
      sport: 'quadball',
      timeZone: 'Europe/Berlin',
      practiceStartTime: '18:00',
    })
  ).team;
  const { season } = await call<{ season: { season: { id: string } } }>(
    page.request,
    'POST',
    `/api/teams/${team.id}/seasons`,
    { name: 'Winter 2027', startDate: '2027-01-01', endDate: '2027-05-31', activate: true },
  );
  const seasonId = season.season.id;
  await call(page.request, 'POST', `/api/teams/${team.id}/seasons/${seasonId}/markers`, {
    type: 'tournament',
    title: 'Spring Cup',
    startDate: '2027-03-25',
    endDate: '2027-03-28',
  });
  const template = (
    await call<{ plan: Plan }>(page.request, 'POST', '/api/practice-plans', {
      name: `Rays template ${suffix()}`,
      sport: 'quadball',
      visibility: 'team',
      teamId: team.id,
      sections: [
        {
          name: 'Main',
          entries: [
            { kind: 'activity', title: 'Passing', durationMinutes: 20 },
            { kind: 'activity', title: 'Scrimmage', durationMinutes: 30 },
          ],
        },
      ],
    })
  ).plan;

  // The template is in the team's plan list before the page offers it (the list is a read model).
  await expect
    .poll(async () =>
      (await call<{ items: { id: string }[] }>(page.request, 'GET', `/api/practice-plans?team=${team.id}`)).items.map(
        (p) => p.id,
      ),
    )
    .toContain(template.id);

  // --- the coach sets up a Tue/Thu 17:30 series with an exception date and previews it ---
  await page.goto(`/teams/${team.id}/season/recurrences`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring practices' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New recurring practice' });
  await form.getByLabel('Name', { exact: true }).fill('Tue/Thu evenings');
  await form.getByLabel('First day', { exact: true }).fill('2027-03-16');
  await form.getByLabel('Last day', { exact: true }).fill('2027-04-01');
  await form.getByLabel("Time (blank: the team's)", { exact: true }).fill('17:30');
  await form.getByLabel(/^Template plan/).selectOption(template.id);
  await form.getByLabel(/Exception dates/).fill('2027-03-18');
  await form.getByRole('button', { name: 'Preview dates' }).click();
  const preview = form.getByLabel('Preview');
  await expect(preview.getByText('6 dates: 4 will be created, 0 already exist, 2 skipped')).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: '2027-03-18' })).toContainText(
    'Skipped: an exception date of the series',
  );
  await expect(preview.getByRole('listitem').filter({ hasText: '2027-03-25' })).toContainText(
    'Skipped: tournament "Spring Cup" on this day',
  );
  await expect(preview.getByRole('listitem').filter({ hasText: '2027-03-30' })).toContainText('17:30');
  await form.getByRole('button', { name: 'Save series' }).click();

  // --- generate, with progress, and nothing new the second time ---
  const series = page.getByRole('region', { name: 'Tue/Thu evenings' });
  await expect(series.getByText('Tuesday and Thursday, every week, at 17:30 for 90 minutes')).toBeVisible();
  await series.getByRole('button', { name: 'Generate practices' }).click();
  await expect(series.getByRole('status').filter({ hasText: 'Done: 4 created' })).toBeVisible({ timeout: 60_000 });
  await expect(series.getByRole('progressbar', { name: 'Generating practices' })).toBeVisible();
  await series.getByRole('button', { name: 'Preview' }).click();
  await expect(series.getByText('6 dates: 0 will be created, 4 already exist, 2 skipped')).toBeVisible();

  // --- the template changes: an untouched practice follows it, an edited one lists the conflict ---
  const list = await call<{ items: { id: string }[] }>(page.request, 'GET', `/api/seasons/${seasonId}/recurrences`);
  const made = await call<{ entries: { date: string; planId: string | null }[] }>(
    page.request,
    'GET',
    `/api/seasons/${seasonId}/recurrences/${list.items[0]!.id}/preview`,
  );
  const planOn = (date: string) => made.entries.find((e) => e.date === date)!.planId!;
  const edited = planOn('2027-03-16');
  const untouched = planOn('2027-03-23');
  const editedPlan = (await call<{ plan: Plan }>(page.request, 'GET', `/api/practice-plans/${edited}`)).plan;
  await call(page.request, 'POST', `/api/practice-plans/${edited}/commands`, {
    type: 'SetItemDuration',
    itemId: item(editedPlan, 'Passing').id,
    durationMinutes: 25,
  });
  await call(page.request, 'POST', `/api/practice-plans/${template.id}/commands`, {
    type: 'SetItemDuration',
    itemId: item(template, 'Passing').id,
    durationMinutes: 22,
  });
  await call(page.request, 'POST', `/api/practice-plans/${template.id}/commands`, {
    type: 'SetItemDuration',
    itemId: item(template, 'Scrimmage').id,
    durationMinutes: 35,
  });
  // Editing the template is enough: nobody presses anything, the practices follow within seconds.
  await expect(
    page.getByRole('region', { name: 'Template changes' }).getByText('Editing a template is enough'),
  ).toBeVisible();
  await expect.poll(() => minutes(page, untouched), { timeout: 15_000 }).toEqual({ Passing: 22, Scrimmage: 35 });
  await expect.poll(() => minutes(page, edited), { timeout: 15_000 }).toEqual({ Passing: 25, Scrimmage: 35 });
  await page.goto(`/practice-plans/${edited}`);
  const conflicts = page.getByRole('region', { name: 'Template changed this' });
  await expect(conflicts.getByText('Duration of “Passing”')).toBeVisible();
  await expect(conflicts.getByText('Yours: 25 · template: 22')).toBeVisible();

  // --- the week view as the coach: drafts too; publish one ---
  await page.goto(`/teams/${team.id}/season/week?week=2027-03-16`);
  const tuesday = page.getByRole('listitem', { name: 'Tuesday 2027-03-16' });
  await expect(tuesday.getByText('17:30')).toBeVisible();
  await expect(tuesday.getByText('60 of 90 min planned · draft')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Thursday 2027-03-18' }).getByText('Nothing planned')).toBeVisible();
  await tuesday.getByRole('button', { name: 'Publish' }).click();
  await expect(tuesday.getByText('60 of 90 min planned · published')).toBeVisible();

  // --- a member joins, sees only the published practice, and answers "going" ---
  const { url } = await call<{ url: string }>(page.request, 'POST', `/api/teams/${team.id}/invite-links`, {
    role: 'member',
  });
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await memberContext.newPage();
  member.on('pageerror', (error) => consoleProblems.list.push(`member pageerror: ${error.message}`));
  await call(member.request, 'POST', '/api/auth/register', {
    email: uniqueEmail('rays-member'),
    password: 'a-long-member-password',
    displayName: 'Robin Rays',
  });
  await call(member.request, 'POST', `/api/teams/invites/${url.split('/teams/join/')[1]}/join`, {});
  await member.goto(`/teams/${team.id}/season/week?week=2027-03-22`);
  await expect(member.getByRole('heading', { level: 1, name: /Week of/ })).toBeVisible();
  await expect(member.getByRole('listitem', { name: 'Tuesday 2027-03-23' }).getByText('Nothing planned')).toBeVisible();
  await member.goto(`/teams/${team.id}/season/week?week=2027-03-16`);
  const memberTuesday = member.getByRole('listitem', { name: 'Tuesday 2027-03-16' });
  await expect(memberTuesday.getByText('17:30')).toBeVisible();
  await memberTuesday.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(memberTuesday.getByText('1 going · 0 maybe · 0 not going')).toBeVisible();
  await expect(memberTuesday.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await memberContext.close();

  // --- the coach sees who answered on the practice ---
  await page.goto(`/practice-plans/${edited}`);
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByText('1 going · 0 maybe · 0 not going')).toBeVisible();
  await attendance.getByText('Who answered (1)').click();
  await expect(attendance.getByText('Robin Rays: going')).toBeVisible();
});
