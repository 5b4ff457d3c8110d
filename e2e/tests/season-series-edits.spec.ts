import type { APIRequestContext } from '@playwright/test';
import { DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

const suffix = () => Math.random().toString(36).slice(2, 6);

/**
 * Setup through the page's own session (what the season and formation pages do elsewhere). The embedded server may
 * turn a call away while the machine is busy (503, nothing done): it is sent again, with the same key, as asked.
 */
async function call<T>(request: APIRequestContext, method: string, url: string, body?: unknown): Promise<T> {
  const key = crypto.randomUUID();
  const send = () =>
    request.fetch(url, {
      method,
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      ...(body === undefined ? {} : { data: JSON.stringify(body) }),
    });
  let response = await send();
  for (let attempt = 1; response.status() === 503 && attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers()['retry-after'] ?? 1)));
    response = await send();
  }
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

test('a series from the page: move one date, change the weekdays from a date on; a section links a formation', async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const team = (
    await call<{ team: { id: string } }>(page.request, 'POST', '/api/teams', {
      name: `Series Swifts ${suffix()}`,
      sport: 'quadball',
      timeZone: 'Europe/Berlin',
      practiceStartTime: '18:00',
    })
  ).team;
  const { season } = await call<{ season: { season: { id: string } } }>(
    page.request,
    'POST',
    `/api/teams/${team.id}/seasons`,
    { name: 'Spring 2027', startDate: '2027-01-01', endDate: '2027-05-31', activate: true },
  );
  await call(page.request, 'POST', `/api/seasons/${season.season.id}/recurrences`, {
    name: 'Evenings',
    pattern: { kind: 'weekly', weekdays: [2, 4], intervalWeeks: 1 },
    startDate: '2027-03-02',
    endDate: '2027-03-31',
    startTime: '17:30',
  });

  // --- move one date: refused outside the season (said beside the field), then to Friday 18:15 ---
  consoleProblems.allow(/status of 400/);
  await page.goto(`/teams/${team.id}/season/recurrences`);
  const evenings = page.getByRole('region', { name: 'Evenings', exact: true });
  await evenings.getByRole('button', { name: 'Preview' }).click();
  await evenings.getByRole('button', { name: 'Move Thu, Mar 4, 2027' }).click();
  const move = evenings.getByRole('form', { name: 'Move Thu, Mar 4, 2027' });
  await move.getByLabel('New date').fill('2027-06-04');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move.getByText(/Move it to a day inside the season/)).toBeVisible();
  await expect(move.getByLabel('New date')).toHaveAttribute('aria-invalid', 'true');
  await move.getByLabel('New date').fill('2027-03-05');
  await move.getByLabel('New time').fill('18:15');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move).toBeHidden();
  await expect(evenings.getByRole('listitem', { name: 'Fri, Mar 5, 2027' })).toContainText('18:15');
  await expect(evenings.getByRole('listitem', { name: 'Fri, Mar 5, 2027' })).toContainText(
    'moved from Thu, Mar 4, 2027',
  );

  // --- Tuesday and Wednesday from 16 March on: the series splits there ---
  await evenings.getByText('Change this series').click();
  const change = evenings.getByRole('form', { name: 'Change Evenings' });
  await change.getByLabel('Thu', { exact: true }).uncheck();
  await change.getByLabel('Wed', { exact: true }).check();
  await change.getByLabel('From this date on (blank: every date)').fill('2027-03-16');
  await change.getByRole('button', { name: 'Change this and following' }).click();
  const following = page.getByRole('region', { name: 'Evenings (from 2027-03-16)' });
  await expect(following.getByText(/Tuesday and Wednesday, every week/)).toBeVisible();

  // --- after a reload both changes are there ---
  await page.reload();
  await expect(evenings.getByText(/Tuesday and Thursday, every week.*Mar 2 – 15, 2027/)).toBeVisible();
  await expect(following.getByText(/Tuesday and Wednesday, every week.*Mar 16 – 31, 2027/)).toBeVisible();
  await evenings.getByRole('button', { name: 'Preview' }).click();
  await expect(evenings.getByRole('listitem', { name: 'Fri, Mar 5, 2027' })).toContainText('18:15');
  await following.getByRole('button', { name: 'Preview' }).click();
  await expect(following.getByRole('listitem', { name: 'Wed, Mar 17, 2027' })).toContainText('17:30');
  await expect(following.getByRole('listitem', { name: 'Thu, Mar 18, 2027' })).toHaveCount(0);

  // --- a section links a formation the coach can see ---
  const formationName = `Box press ${suffix()}`;
  await call(page.request, 'POST', '/api/formations', { sport: 'quadball', name: formationName });
  await expect
    .poll(async () =>
      (
        await call<{ items: { name: string }[] }>(
          page.request,
          'GET',
          `/api/formations?q=${encodeURIComponent(formationName)}`,
        )
      ).items.map((f) => f.name),
    )
    .toContain(formationName);
  await page.goto(`/teams/${team.id}/season/sections`);
  const sectionForm = page.getByRole('form', { name: 'New section' });
  await sectionForm.getByLabel('Name').fill('Build-up');
  await sectionForm.getByLabel('First day').fill('2027-03-01');
  await sectionForm.getByLabel('Last day').fill('2027-03-31');
  await sectionForm.getByLabel('Link a formation').fill(formationName);
  await sectionForm
    .getByRole('list', { name: 'Formations found' })
    .getByRole('button', { name: `Link ${formationName}` })
    .click();
  await expect(
    sectionForm.getByRole('listitem').filter({ hasText: formationName }).filter({ hasText: 'Remove' }),
  ).toContainText('formation');
  // Searched again, it is shown as linked, not offered a second time.
  await sectionForm.getByLabel('Link a formation').fill(formationName);
  const foundAgain = sectionForm
    .getByRole('list', { name: 'Formations found' })
    .getByRole('listitem')
    .filter({ hasText: formationName });
  await expect(foundAgain).toContainText('Linked already');
  await expect(foundAgain.getByRole('button', { name: `Link ${formationName}` })).toHaveCount(0);
  await sectionForm.getByLabel('Link a formation').fill('');
  await sectionForm.getByRole('button', { name: 'Add section' }).click();
  await page.reload();
  const sections = page.getByRole('region', { name: 'Sections' });
  await expect(sections.getByRole('strong').filter({ hasText: 'Build-up' })).toBeVisible();
  await expect(sections.getByText(/1 linked/)).toBeVisible();
  await sections.getByRole('button', { name: 'Edit Build-up' }).click();
  await expect(
    page
      .getByRole('form', { name: 'Edit Build-up' })
      .getByRole('listitem')
      .filter({ hasText: formationName })
      .filter({ hasText: 'Remove' }),
  ).toContainText('formation');
});
