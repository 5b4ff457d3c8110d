import type { Page } from '@playwright/test';
import { waitForCanvas } from '../support/canvas';
import { DEMO_COACH, uniqueEmail } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

const suffix = () => Math.random().toString(36).slice(2, 6);

/** A command from the page's own session (setup a coach would do by hand elsewhere in the app). */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('a team: invite link, join by signing up, team content by role, promotion, live co-editing, removal, the last owner, dead links', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.setTimeout(240_000);
  const teamName = `Harbour Hawks ${suffix()}`;

  // --- the coach creates a team and an invite link for members ---
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Teams' }).click();
  await page.getByRole('button', { name: 'New team' }).click();
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByText('Give the team a name.')).toBeVisible();
  await page.getByLabel('Team name').fill(teamName);
  await page.getByLabel('Time zone').selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  const teamId = new URL(page.url()).pathname.split('/')[2]!;
  await page.getByRole('button', { name: 'Make invite link' }).click();
  const inviteUrl = await page.getByLabel('New invite link').inputValue();
  expect(inviteUrl).toMatch(/\/teams\/join\/[A-Za-z0-9_-]+$/);
  // The last owner cannot leave: the page says why instead of offering it.
  await expect(page.getByText("You are this team's only owner, so you cannot leave it.")).toBeVisible();

  // Team content: a published plan, a plan still in the works, a board.
  const published = (
    await api<{ plan: { id: string } }>(page, 'POST', '/api/practice-plans', {
      name: `Hawks Tuesday ${suffix()}`,
      sport: 'quadball',
      visibility: 'team',
      teamId,
      editableByOthers: false,
    })
  ).plan;
  await api(page, 'POST', `/api/practice-plans/${published.id}/publish`, {});
  const draftPlan = (
    await api<{ plan: { id: string; metadata: { name: string } } }>(page, 'POST', '/api/practice-plans', {
      name: `Hawks secret ${suffix()}`,
      sport: 'quadball',
      visibility: 'team',
      teamId,
    })
  ).plan;
  const board = (
    await api<{ board: { id: string; name: string } }>(page, 'POST', '/api/boards', {
      name: `Hawks set plays ${suffix()}`,
      sport: 'quadball',
      courtTemplateId: 'quadball-full',
      visibility: 'team',
      teamId,
    })
  ).board;

  // --- a second browser signs up through the link and joins ---
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const member = await memberContext.newPage();
  member.on('pageerror', (error) => consoleProblems.list.push(`member pageerror: ${error.message}`));
  await member.goto(inviteUrl);
  await expect(member.getByRole('heading', { level: 1, name: `Join ${teamName}` })).toBeVisible();
  await member.getByRole('link', { name: 'Create an account to join' }).click();
  await member.getByLabel('Your name').fill('Robin Player');
  await member.getByLabel('Email').fill(uniqueEmail('robin'));
  await member.getByLabel('Password', { exact: true }).fill('a-long-member-password');
  await member.getByRole('button', { name: 'Create account' }).click();
  await expect(member.getByRole('heading', { level: 1, name: `Join ${teamName}` })).toBeVisible();
  await member.getByRole('button', { name: `Join ${teamName}` }).click();
  await expect(member.getByText('you are member')).toBeVisible();
  await expect(member.getByLabel('Team name')).toHaveCount(0); // members read the settings, they do not change them

  // --- the member sees the published plan and the board, not the draft, and cannot edit ---
  await member.goto('/practice-plans?team=mine');
  await expect(member.getByRole('link', { name: /Hawks Tuesday/ })).toBeVisible();
  await expect(member.getByText(draftPlan.metadata.name)).toHaveCount(0);
  await member.goto(`/practice-plans/${published.id}`);
  await expect(member.getByRole('heading', { level: 1, name: /Hawks Tuesday/ })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await member.goto(`/practice-plans/${draftPlan.id}`);
  await expect(member.getByRole('heading', { level: 1, name: /Hawks secret/ })).toHaveCount(0);
  await member.goto(`/whiteboard/${board.id}`);
  await waitForCanvas(member);
  await expect(member.getByText('View only')).toBeVisible();

  // --- the owner promotes the member to coach; they edit the team plan beside the owner, live ---
  await page.goto(`/teams/${teamId}/settings`);
  await page.getByLabel('Role of Robin Player').selectOption('coach');
  await expect(page.getByLabel('Role of Robin Player')).toHaveValue('coach');
  await page.goto(`/practice-plans/${published.id}/edit`);
  await member.goto(`/practice-plans/${published.id}/edit`);
  const addActivity = async (p: Page, title: string) => {
    await p
      .getByRole('button', { name: /^Add to / })
      .first()
      .click();
    const panel = p.getByTestId('add-panel');
    await panel.getByRole('tab', { name: 'One-off activity' }).click();
    await panel.getByRole('textbox', { name: 'Activity' }).fill(title);
    await panel.getByRole('button', { name: 'Add the activity' }).click();
  };
  await addActivity(member, 'Robin’s warm-up game');
  await expect(page.getByTestId('item-name').filter({ hasText: 'Robin’s warm-up game' })).toBeVisible();
  await member.goto(`/whiteboard/${board.id}`);
  await waitForCanvas(member);
  await expect(member.getByText('View only')).toHaveCount(0);
  await member.goto(`/practice-plans/${published.id}/edit`);
  await expect(member.getByTestId('item-name').filter({ hasText: 'Robin’s warm-up game' })).toBeVisible();

  // --- the owner removes them: their open editor loses access within a second ---
  const boardPage = await memberContext.newPage();
  await boardPage.goto(`/whiteboard/${board.id}`);
  await waitForCanvas(boardPage);
  await page.goto(`/teams/${teamId}/settings`);
  await page.getByRole('button', { name: 'Remove Robin Player from the team' }).click();
  await page.getByRole('button', { name: 'Remove Robin Player', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByText('Robin Player')).toHaveCount(0);
  await expect(member.getByText(/no longer have access|not allowed|cannot see/i).first()).toBeVisible({
    timeout: 3_000,
  });
  await expect(boardPage.getByText(/no longer have access|not allowed|cannot see/i).first()).toBeVisible({
    timeout: 3_000,
  });

  // --- a revoked link gives a clear page ---
  await page
    .getByRole('button', { name: /^Revoke the member link/ })
    .first()
    .click();
  const visitor = await browser.newPage();
  await visitor.goto(inviteUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This invite link was withdrawn' })).toBeVisible();
  await expect(visitor.getByText('Ask the team for a new one.')).toBeVisible();
  await visitor.goto('/teams/join/not-a-real-invite-link-token');
  await expect(visitor.getByRole('heading', { level: 1, name: 'This invite link does not work' })).toBeVisible();
  await visitor.close();
  await memberContext.close();
});
