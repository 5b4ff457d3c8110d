import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';
import { api, conflictOf, suffix } from '../support/live-field-kit';

/** Two people on one team's details form: the live-field rule (live-fields.spec.ts) on a form that saves. */

test('team details: the other’s save reaches untouched fields, what A typed stays, and a change to the field A types in is shown', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const { team } = await api<{ team: { id: string } }>(page, 'POST', '/api/teams', {
    name: `Live Larks ${suffix()}`,
    sport: 'quadball',
    timeZone: 'Europe/Berlin',
  });
  const { other, otherContext } = await secondBrowser(browser);
  for (const p of [page, other]) {
    await p.goto(`/teams/${team.id}/settings`);
    await expect(p.getByLabel('Team name')).toBeVisible();
  }
  const stored = async () =>
    (await api<{ team: { details: { name: string; description: string } } }>(other, 'GET', `/api/teams/${team.id}`))
      .team.details;

  await page.getByLabel('Description (optional)').fill('We train by the river');
  await page.getByLabel('Team name').click();
  await other.getByLabel('Team name').fill('River Larks');
  await other.getByRole('button', { name: 'Save details' }).click();
  await expect.poll(async () => (await stored()).name).toBe('River Larks');
  await expect(page.getByLabel('Team name')).toHaveValue('River Larks');
  await expect(page.getByLabel('Description (optional)')).toHaveValue('We train by the river');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect.poll(async () => (await stored()).description).toBe('We train by the river');
  expect((await stored()).name).toBe('River Larks');

  await page.getByLabel('Team name').fill('Lake Larks');
  await other.getByLabel('Team name').fill('Sea Larks');
  await other.getByRole('button', { name: 'Save details' }).click();
  await expect(conflictOf(page)).toContainText('Sea Larks');
  await expect(page.getByLabel('Team name')).toHaveValue('Lake Larks');
  await conflictOf(page).getByRole('button', { name: 'Use theirs' }).click();
  await expect(page.getByLabel('Team name')).toHaveValue('Sea Larks');
  expect((await stored()).name).toBe('Sea Larks');
  await otherContext.close();
});

test('season details: the other’s save reaches untouched fields, what A typed stays, and a change to the field A types in is shown', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const { team } = await api<{ team: { id: string } }>(page, 'POST', '/api/teams', {
    name: `Season Larks ${suffix()}`,
    sport: 'quadball',
    timeZone: 'Europe/Berlin',
  });
  const { season } = (
    await api<{ season: { season: { id: string } } }>(page, 'POST', `/api/teams/${team.id}/seasons`, {
      name: 'Autumn',
      startDate: '2026-09-01',
      endDate: '2026-12-15',
      activate: true,
    })
  ).season;
  const invite = await api<{ url: string }>(page, 'POST', `/api/teams/${team.id}/invite-links`, { role: 'coach' });
  const { other, otherContext } = await secondBrowser(browser);
  await api(other, 'POST', `/api/teams/invites/${invite.url.split('/teams/join/')[1]}/join`, {});
  const stored = async () =>
    (
      await api<{ season: { season: { name: string; endDate: string } } }>(
        other,
        'GET',
        `/api/teams/${team.id}/seasons/${season.id}`,
      )
    ).season.season;
  const form = (p: Page) => p.getByRole('form', { name: 'Season details' });
  for (const p of [page, other]) {
    await p.goto(`/teams/${team.id}/season`);
    await p.getByText('Edit this season').click();
    await expect(form(p).getByLabel('Name')).toHaveValue('Autumn');
  }

  await form(page).getByLabel('Name').fill('Autumn league');
  await form(page).getByLabel('Last day').click();
  await form(other).getByLabel('Last day').fill('2026-12-20');
  await form(other).getByRole('button', { name: 'Save season' }).click();
  await expect.poll(async () => (await stored()).endDate).toBe('2026-12-20');
  await expect(form(page).getByLabel('Last day')).toHaveValue('2026-12-20');
  await expect(form(page).getByLabel('Name')).toHaveValue('Autumn league');
  await form(page).getByRole('button', { name: 'Save season' }).click();
  await expect.poll(async () => (await stored()).name).toBe('Autumn league');
  expect((await stored()).endDate).toBe('2026-12-20');

  await form(page).getByLabel('Last day').fill('2026-12-22');
  await form(other).getByLabel('Last day').fill('2026-12-18');
  await form(other).getByRole('button', { name: 'Save season' }).click();
  await expect(conflictOf(form(page))).toContainText('changed this to');
  await form(page).getByRole('button', { name: 'Save season' }).click();
  expect((await stored()).endDate).toBe('2026-12-18');
  await conflictOf(form(page)).getByRole('button', { name: 'Keep mine' }).click();
  await form(page).getByRole('button', { name: 'Save season' }).click();
  await expect.poll(async () => (await stored()).endDate).toBe('2026-12-22');
  await otherContext.close();
});

async function secondBrowser(browser: Browser): Promise<{ other: Page; otherContext: BrowserContext }> {
  const otherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await otherContext.newPage();
  await signIn(other, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(other.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
  return { other, otherContext };
}

test('a season section being edited: the other’s save of another detail is kept, only what A changed is sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const { team } = await api<{ team: { id: string } }>(page, 'POST', '/api/teams', {
    name: `Section Larks ${suffix()}`,
    sport: 'quadball',
    timeZone: 'Europe/Berlin',
  });
  const { season } = (
    await api<{ season: { season: { id: string } } }>(page, 'POST', `/api/teams/${team.id}/seasons`, {
      name: 'Autumn',
      startDate: '2026-09-01',
      endDate: '2026-12-15',
      activate: true,
    })
  ).season;
  const sectionsUrl = `/api/teams/${team.id}/seasons/${season.id}/sections`;
  const made = (
    await api<{ season: { sections: { id: string }[] } }>(page, 'POST', sectionsUrl, {
      name: 'Pre-season',
      startDate: '2026-09-01',
      endDate: '2026-09-30',
    })
  ).season;
  const sectionId = made.sections[0]!.id;
  const invite = await api<{ url: string }>(page, 'POST', `/api/teams/${team.id}/invite-links`, { role: 'coach' });
  const { other, otherContext } = await secondBrowser(browser);
  await api(other, 'POST', `/api/teams/invites/${invite.url.split('/teams/join/')[1]}/join`, {});
  const stored = async () =>
    (
      await api<{ season: { sections: { name: string; notes: string }[] } }>(
        other,
        'GET',
        `/api/teams/${team.id}/seasons/${season.id}`,
      )
    ).season.sections[0]!;

  await page.goto(`/teams/${team.id}/season/sections`);
  await page.getByRole('button', { name: 'Edit Pre-season' }).click();
  const form = page.getByRole('form', { name: 'Edit Pre-season' });
  await form.getByLabel('Notes').fill('Fitness first');
  await api(other, 'PATCH', `${sectionsUrl}/${sectionId}`, { name: 'Pre-season camp' });
  await expect(form.getByLabel('Name')).toHaveValue('Pre-season camp');
  await expect(form.getByLabel('Notes')).toHaveValue('Fitness first');
  await form.getByRole('button', { name: 'Save section' }).click();
  await expect.poll(async () => (await stored()).notes).toBe('Fitness first');
  expect((await stored()).name).toBe('Pre-season camp');
  await otherContext.close();
});
