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
  await expect(preview.getByRole('listitem').filter({ hasText: 'Thu, Mar 18, 2027' })).toContainText(
    'Skipped: an exception date of the series',
  );
  await expect(preview.getByRole('listitem').filter({ hasText: 'Thu, Mar 25, 2027' })).toContainText(
    'Skipped: tournament "Spring Cup" on this day',
  );
  await expect(preview.getByRole('listitem').filter({ hasText: 'Tue, Mar 30, 2027' })).toContainText('17:30');
  await form.getByRole('button', { name: 'Save series' }).click();

  // --- generate, with progress, and nothing new the second time ---
  const series = page.getByRole('region', { name: 'Tue/Thu evenings' });
  await expect(series.getByText('Tuesday and Thursday, every week, at 17:30 for 1 h 30 min')).toBeVisible();
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
  const tuesday = page.getByRole('listitem', { name: 'Tue, Mar 16, 2027' });
  await expect(tuesday.getByText('17:30')).toBeVisible();
  await expect(tuesday.getByText('1 h of 1 h 30 min planned · draft')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Thu, Mar 18, 2027' }).getByText('Nothing planned')).toBeVisible();
  await tuesday.getByRole('button', { name: 'Publish' }).click();
  await expect(tuesday.getByText('1 h of 1 h 30 min planned · published')).toBeVisible();

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
  await expect(member.getByRole('listitem', { name: 'Tue, Mar 23, 2027' }).getByText('Nothing planned')).toBeVisible();
  await member.goto(`/teams/${team.id}/season/week?week=2027-03-16`);
  const memberTuesday = member.getByRole('listitem', { name: 'Tue, Mar 16, 2027' });
  await expect(memberTuesday.getByText('17:30')).toBeVisible();
  await memberTuesday.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(memberTuesday.getByText('1 going · 0 maybe · 0 not going')).toBeVisible();
  await expect(memberTuesday.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  // the coach's open week view has the answer without a reload
  await expect(tuesday.getByText('1 going · 0 maybe · 0 not going')).toBeVisible();
  await memberContext.close();

  // --- the coach sees who answered on the practice ---
  await page.goto(`/practice-plans/${edited}`);
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByText('1 going · 0 maybe · 0 not going')).toBeVisible();
  await attendance.getByText('Who answered (1)').click();
  await expect(attendance.getByText('Robin Rays: going')).toBeVisible();
});

test('a new series skips breaks by default and the preview names the marker any other practice falls under; an all-day break keeps no time', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const team = (
    await call<{ team: { id: string } }>(page.request, 'POST', '/api/teams', {
      name: `Break Bears ${suffix()}`,
      sport: 'quadball',
      timeZone: 'Europe/Berlin',
      practiceStartTime: '18:00',
    })
  ).team;
  const seasonId = (
    await call<{ season: { season: { id: string } } }>(page.request, 'POST', `/api/teams/${team.id}/seasons`, {
      name: 'Winter 2027',
      startDate: '2027-01-01',
      endDate: '2027-05-31',
      activate: true,
    })
  ).season.season.id;

  // --- markers through the form: a game at 18:00, then an all-day break that must not inherit the game's time ---
  await page.goto(`/teams/${team.id}/season/markers`);
  const markerForm = page.getByRole('form', { name: 'New marker' });
  await markerForm.getByLabel('Type').selectOption('game');
  await markerForm.getByLabel('Title').fill('Derby');
  await markerForm.getByLabel('Day (first day)').fill('2027-03-04');
  await markerForm.getByLabel('Time', { exact: true }).fill('18:00');
  await markerForm.getByLabel('Minutes').fill('90');
  await markerForm.getByRole('button', { name: 'Add marker' }).click();
  await expect(page.getByRole('button', { name: 'Edit Derby' })).toBeVisible();
  await markerForm.getByLabel('Type').selectOption('break');
  await expect(markerForm.getByLabel('All day')).toBeChecked();
  await expect(markerForm.getByLabel('Time', { exact: true })).toHaveCount(0);
  await markerForm.getByLabel('Title').fill('Spring break');
  await markerForm.getByLabel('Day (first day)').fill('2027-03-08');
  await markerForm.getByLabel('Last day').fill('2027-03-14');
  await markerForm.getByRole('button', { name: 'Add marker' }).click();
  await expect(page.getByRole('button', { name: 'Edit Spring break' })).toBeVisible();
  const timeline = (
    await call<{ season: { markers: { title: string; time: string | null; durationMinutes: number | null }[] } }>(
      page.request,
      'GET',
      `/api/teams/${team.id}/seasons/${seasonId}`,
    )
  ).season;
  expect(timeline.markers.find((m) => m.title === 'Spring break')).toMatchObject({ time: null, durationMinutes: null });
  expect(timeline.markers.find((m) => m.title === 'Derby')).toMatchObject({ time: '18:00', durationMinutes: 90 });
  await call(page.request, 'POST', `/api/teams/${team.id}/seasons/${seasonId}/markers`, {
    type: 'deadline',
    title: 'Kit order due',
    startDate: '2027-03-16',
    endDate: '2027-03-16',
  });

  // --- a Tue/Thu series over those weeks: the break and the game are skipped without ticking anything ---
  await page.goto(`/teams/${team.id}/season/recurrences`);
  const form = page.getByRole('form', { name: 'New recurring practice' });
  await expect(form.getByLabel('Break')).toBeChecked();
  await expect(form.getByLabel('Game')).toBeChecked();
  await expect(form.getByLabel('Deadline')).not.toBeChecked();
  await form.getByLabel('Name', { exact: true }).fill('Tue/Thu');
  await form.getByLabel('First day', { exact: true }).fill('2027-03-02');
  await form.getByLabel('Last day', { exact: true }).fill('2027-03-18');
  await form.getByRole('button', { name: 'Preview dates' }).click();
  const preview = form.getByLabel('Preview');
  await expect(preview.getByText('6 dates: 3 will be created, 0 already exist, 3 skipped')).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Thu, Mar 4, 2027' })).toContainText(
    'Skipped: game "Derby" on this day',
  );
  await expect(preview.getByRole('listitem').filter({ hasText: 'Tue, Mar 9, 2027' })).toContainText(
    'Skipped: break "Spring break" on this day',
  );
  await expect(preview.getByRole('listitem').filter({ hasText: 'Thu, Mar 11, 2027' })).toContainText(
    'Skipped: break "Spring break" on this day',
  );
  await expect(preview.getByRole('listitem').filter({ hasText: 'Tue, Mar 16, 2027' })).toContainText(
    'Will create (in Kit order due)',
  );
});
