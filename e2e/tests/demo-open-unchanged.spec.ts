import type { Page } from '@playwright/test';
import { waitForCanvas } from '../support/canvas';
import { DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

interface Listed {
  id: string;
  name: string;
}

async function listOf(page: Page, url: string): Promise<Listed[]> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { items: Listed[] }).items;
}

async function versionCount(page: Page, url: string): Promise<number> {
  const response = await page.request.get(url);
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

/** Opens a canvas page, waits for the stored drawing and a few seconds more (Excalidraw settling, fonts, the fit). */
async function openAndWait(page: Page, path: string) {
  await page.goto(path);
  await waitForCanvas(page);
  await page.waitForTimeout(3_000);
}

// Opening a board or a diagram changes nothing: the canvas loads the stored elements as they are and never writes
// them back (Excalidraw assigning its fractional indices to seeded elements used to store a version in the viewer's
// name, and the audit said they drew on the board).
test('opening the seeded boards and formation diagrams stores no new version', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();

  // The demo team (and its board) may still be seeding when the app answers.
  let boards: Listed[] = [];
  await expect
    .poll(async () => (boards = await listOf(page, '/api/boards?pageSize=100')).map((board) => board.name), {
      timeout: 30_000,
    })
    .toEqual(expect.arrayContaining(['Rapids set plays', 'Beater press: full court']));
  for (const board of boards) {
    const versions = `/api/boards/${board.id}/versions`;
    const before = await versionCount(page, versions);
    expect(before, `${board.name} has its seeded drawing`).toBeGreaterThan(0);
    await openAndWait(page, `/whiteboard/${board.id}`);
    await page.goto('/');
    expect(await versionCount(page, versions), `versions of the board ${board.name}`).toBe(before);
  }

  let formations: Listed[] = [];
  await expect
    .poll(async () => (formations = await listOf(page, '/api/formations?pageSize=100')).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(5);
  for (const formation of formations) {
    const versions = `/api/formations/${formation.id}/versions`;
    const before = await versionCount(page, versions);
    const detail = (await (await page.request.get(`/api/formations/${formation.id}`)).json()) as {
      formation: { can: { edit: boolean } };
    };
    await openAndWait(page, `/formations/${formation.id}`);
    if (detail.formation.can.edit) await openAndWait(page, `/formations/${formation.id}/edit`);
    await page.goto('/');
    expect(await versionCount(page, versions), `versions of the formation ${formation.name}`).toBe(before);
  }
});
