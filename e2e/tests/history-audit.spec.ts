import type { Page } from '@playwright/test';
import { waitForCanvas } from '../support/canvas';
import { DEMO_ADMIN, DEMO_COACH, uniqueEmail } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

const drillBody = (name: string, extra: Record<string, unknown> = {}) => ({
  sport: 'quadball',
  name,
  briefDescription: 'Three chasers pass around a triangle.',
  detailedDescription: '<p>Keep the ball moving.</p>',
  drillTypes: ['Skill-focus'],
  skillLevels: ['Beginner'],
  complexity: 'Low',
  lengthMin: 10,
  lengthMax: 15,
  playersMin: 3,
  playersMax: 6,
  skills: ['Passing'],
  positions: ['chaser'],
  ...extra,
});

/** The page's own session sends the command (same origin), as the app would. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, {
    method,
    headers: { origin, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? null : response.json();
}

test('a coach restores a drill to a version from before two edits', async ({ page }) => {
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const name = `Triangle ${Math.random().toString(36).slice(2, 6)}`;
  const { drill } = await api(page, 'POST', '/api/drills', drillBody(name));
  await api(page, 'PUT', `/api/drills/${drill.id}`, drillBody(`${name} v2`, { lengthMax: 20 }));
  await api(
    page,
    'PUT',
    `/api/drills/${drill.id}`,
    drillBody(`${name} v3`, { lengthMax: 25, skills: ['Passing', 'Catching'] }),
  );

  await page.goto(`/drills/${drill.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${name} v3` })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('version-3')).toContainText('Casey Coach');
  await page.getByTestId('version-3').getByRole('button', { name: 'Show changes' }).click();
  await expect(page.getByTestId('version-3').getByRole('table')).toContainText('Catching');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('version-1').getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Restored version 1.')).toBeVisible();
  await expect(page.getByTestId('version-4')).toContainText('Restored version 1');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('Catching')).toHaveCount(0);
});

test('a coach restores a deleted drill from the trash', async ({ page }) => {
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const name = `Binned ${Math.random().toString(36).slice(2, 6)}`;
  const { drill } = await api(page, 'POST', '/api/drills', drillBody(name));
  await page.goto(`/drills/${drill.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Delete drill' }).click();
  await expect
    .poll(async () =>
      (await api(page, 'GET', '/api/trash')).items.some((i: { entityId: string }) => i.entityId === drill.id),
    )
    .toBe(true);

  await page.getByRole('banner').getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  await page.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(page.getByRole('button', { name: `Restore ${name}` })).toHaveCount(0);
  await page.goto(`/drills/${drill.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
});

test('a team owner restores a season marker someone deleted', async ({ page, browser }) => {
  // The owner: the demo coach, with a new team, its season and a marker.
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const marker = `Derby ${Math.random().toString(36).slice(2, 6)}`;
  const { team } = await api(page, 'POST', '/api/teams', {
    name: `Marker keepers ${Math.random().toString(36).slice(2, 6)}`,
    sport: 'quadball',
    timeZone: 'Europe/Berlin',
  });
  const season = (
    await api(page, 'POST', `/api/teams/${team.id}/seasons`, {
      name: 'Autumn 2026',
      startDate: '2026-09-01',
      endDate: '2026-12-15',
    })
  ).season.season;
  await api(page, 'POST', `/api/teams/${team.id}/seasons/${season.id}/markers`, {
    type: 'game',
    title: marker,
    startDate: '2026-10-10',
  });
  const { url } = await api(page, 'POST', `/api/teams/${team.id}/invite-links`, { role: 'coach' });

  // A coach of the team removes the marker from the markers page.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const coachPage = await other.newPage();
  await coachPage.goto('/login');
  await api(coachPage, 'POST', '/api/auth/register', {
    email: uniqueEmail('marker-coach'),
    password: 'a-long-enough-password',
    displayName: 'Remy Remover',
  });
  await api(coachPage, 'POST', `/api/teams/invites/${String(url).split('/teams/join/')[1]}/join`, {});
  await coachPage.goto(`/teams/${team.id}/season/markers`);
  coachPage.once('dialog', (dialog) => void dialog.accept());
  await coachPage.getByRole('button', { name: `Remove ${marker}` }).click();
  await expect(coachPage.getByRole('button', { name: `Remove ${marker}` })).toHaveCount(0);
  await other.close();

  // The owner opens the season's history, sees who removed it, and restores the version that had it.
  await page.goto(`/teams/${team.id}/season`);
  await expect(page.getByRole('heading', { level: 1, name: /Autumn 2026/ })).toBeVisible();
  await expect(page.getByText(marker)).toHaveCount(0);
  await page.getByRole('link', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History of “Autumn 2026”' })).toBeVisible();
  const { currentVersion } = await api(page, 'GET', `/api/history/season/${season.id}`);
  const removal = page.getByTestId(`version-${currentVersion}`);
  await expect(removal).toContainText('Remy Remover');
  await removal.getByRole('button', { name: 'Show changes' }).click();
  await expect(removal.getByRole('table')).toContainText(marker);
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByTestId(`version-${currentVersion - 1}`)
    .getByRole('button', { name: `Restore version ${currentVersion - 1}` })
    .click();
  await expect(page.getByText(`Restored version ${currentVersion - 1}.`)).toBeVisible();
  await expect(page.getByTestId(`version-${currentVersion + 1}`)).toContainText(DEMO_COACH.name);

  await page.goto(`/teams/${team.id}/season`);
  await expect(page.getByRole('heading', { level: 1, name: /Autumn 2026/ })).toBeVisible();
  await expect(page.getByText(marker).first()).toBeVisible();
});

test('a team owner restores the team’s members: a removed player comes back, one whose account is gone is named in a note', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const { team } = await api(page, 'POST', '/api/teams', {
    name: `Membership ${Math.random().toString(36).slice(2, 6)}`,
    sport: 'quadball',
    timeZone: 'Europe/Berlin',
  });
  const join = async (displayName: string) => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/login');
    await api(other, 'POST', '/api/auth/register', {
      email: uniqueEmail('member'),
      password: 'a-long-enough-password',
      displayName,
    });
    const { url } = await api(page, 'POST', `/api/teams/${team.id}/invite-links`, { role: 'member' });
    await api(other, 'POST', `/api/teams/invites/${String(url).split('/teams/join/')[1]}/join`, {});
    return { context, page: other };
  };
  const robin = await join('Robin Returns');
  const gone = await join('Gale Gone');
  await robin.context.close();
  const { currentVersion: before } = await api(page, 'GET', `/api/history/team/${team.id}`);

  await page.goto(`/teams/${team.id}/settings`);
  for (const name of ['Robin Returns', 'Gale Gone']) {
    await page.getByRole('button', { name: `Remove ${name} from the team` }).click();
    await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Remove ${name} from the team` })).toHaveCount(0);
  }
  await api(gone.page, 'POST', '/api/profile/delete-account', {
    password: 'a-long-enough-password',
    confirm: 'DELETE',
  });
  await gone.context.close();

  await page.getByRole('link', { name: 'History of the team’s settings and members' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByTestId(`version-${before}`)
    .getByRole('button', { name: `Restore version ${before}` })
    .click();
  await expect(page.getByText(`Restored version ${before}.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Left as it is' })).toContainText(
    'A former member was not added back as a member: their account is deleted.',
  );
  await expect(page.getByTestId(`version-${before + 3}`)).toContainText(`Restored version ${before}`);
  await page.getByRole('link', { name: 'Open the team' }).click();
  await expect(page.getByRole('button', { name: 'Remove Robin Returns from the team' })).toBeVisible();
  await expect(page.getByText('Gale Gone')).toHaveCount(0);
});

test('an admin finds who changed a plan’s duration, opens the diff, restores it, and the restore shows in the log and the plan’s history', async ({
  page,
  browser,
}) => {
  const coach = await browser.newContext();
  const coachPage = await coach.newPage();
  await signIn(coachPage, DEMO_COACH.email, DEMO_COACH.password);
  await expect(coachPage.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const title = `Sprint ${Math.random().toString(36).slice(2, 6)}`;
  const { plan } = await api(coachPage, 'POST', '/api/practice-plans', {
    name: `Audit plan ${title}`,
    sport: 'quadball',
    visibility: 'public',
    sections: [{ name: 'Warm-up', entries: [{ kind: 'activity', title, durationMinutes: 10 }] }],
  });
  await api(coachPage, 'POST', `/api/practice-plans/${plan.id}/commands`, {
    type: 'SetItemDuration',
    itemId: plan.sections[0].entries[0].id,
    durationMinutes: 25,
  });
  await coach.close();

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
  await page.goto('/admin/audit');
  await page.getByLabel('Event type').selectOption('PlanItemDurationSet');
  await page.getByLabel('Entity id').fill(plan.id);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByTestId('audit-row').first();
  await expect(row).toContainText('Casey Coach');
  // names and a sentence, not ids and event codes
  await expect(row).toContainText(`Changed the minutes of an item in the practice plan “Audit plan ${title}”`);
  await expect(row).not.toContainText(plan.id.slice(0, 8));
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await row.getByRole('link', { name: `“Audit plan ${title}”` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `History of “Audit plan ${title}”` })).toBeVisible();
  await page.getByTestId('version-2').getByRole('button', { name: 'Show changes' }).click();
  await expect(page.getByTestId('version-2').getByRole('table')).toContainText(`${title} · 10 min`);
  await expect(page.getByTestId('version-2').getByRole('table')).toContainText(`${title} · 25 min`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('version-1').getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByTestId('version-3')).toContainText('Restored version 1');
  await expect(page.getByTestId('version-3')).toContainText(DEMO_ADMIN.name);

  await page.goto(`/admin/audit?entityId=${plan.id}`);
  await expect(page.getByTestId('audit-row').first()).toContainText(DEMO_ADMIN.name);
  await expect(page.getByTestId('audit-row').first()).toContainText(
    `Changed the minutes of an item in the practice plan “Audit plan ${title}”`,
  );
  await page.goto(`/practice-plans/${plan.id}`);
  await expect(page.getByText('10 min').first()).toBeVisible();
});

test('the audit log’s live tail shows a new event as it happens, without a reload', async ({ page, browser }) => {
  const coach = await browser.newContext();
  const coachPage = await coach.newPage();
  await signIn(coachPage, DEMO_COACH.email, DEMO_COACH.password);
  await expect(coachPage.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const { user } = await api(coachPage, 'GET', '/api/auth/me');

  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
  await page.goto(`/admin/audit?actorId=${user.id}`);
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await page.getByLabel('Live tail').check();
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  const drillName = `Live ${Math.random().toString(36).slice(2, 6)}`;
  await api(coachPage, 'POST', '/api/drills', drillBody(drillName));
  const arrived = page.getByTestId('audit-row').filter({ has: page.getByRole('link', { name: `“${drillName}”` }) });
  await expect(arrived).toHaveCount(1);
  await expect(arrived).toContainText('New');
  await expect(arrived).toContainText(`Created the drill “${drillName}”`);
  await expect(arrived).toContainText(DEMO_COACH.name);
  await expect(page.getByText(/^\d+ new events? since the tail started\.$/)).toBeVisible();
  // on top of the page: the first row is the new one
  await expect(page.getByTestId('audit-row').first()).toContainText(`Created the drill “${drillName}”`);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await coach.close();
});

test('an admin disables a user signed in elsewhere: their next request is signed out and their board socket closes', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const userPage = await other.newPage();
  const email = uniqueEmail('disabled');
  await userPage.goto('/login');
  await api(userPage, 'POST', '/api/auth/register', {
    email,
    password: 'a-long-enough-password',
    displayName: 'Dana Disabled',
  });
  const { board } = await api(userPage, 'POST', '/api/boards', {
    name: 'Soon closed',
    sport: 'quadball',
    courtTemplateId: 'quadball-full',
    visibility: 'private',
  });
  const socketClosed = new Promise<void>((resolve) =>
    userPage.on('websocket', (socket) => {
      if (socket.url().includes('/collab')) socket.on('close', () => resolve());
    }),
  );
  await userPage.goto(`/whiteboard/${board.id}`);
  await waitForCanvas(userPage);

  consoleProblems.allow(/401|403/);
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
  await page.goto('/admin/users');
  await page.getByLabel('Name or email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId(`user-${email}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('disabled');

  await socketClosed;
  expect((await (await userPage.request.get('/api/auth/me')).json()).user).toBeNull();
  await userPage.reload();
  await expect(userPage.getByRole('banner').getByText('Dana Disabled')).toHaveCount(0);
  await other.close();
});
