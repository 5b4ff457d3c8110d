import type { Page } from '@playwright/test';
import { collabCanvas, waitForCanvas } from '../support/canvas';
import { DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where the drawing (the court) lies on screen, from the box the canvas region reports in canvas pixels. */
async function courtOnScreen(page: Page): Promise<Box> {
  const canvas = collabCanvas(page);
  await expect(canvas).toHaveAttribute('data-content-box', /\d/);
  // The first fit happens a frame after loading: wait until the box holds still.
  let last = '';
  await expect(async () => {
    const now = (await canvas.getAttribute('data-content-box')) ?? '';
    const same = now === last;
    last = now;
    expect(same).toBe(true);
  }).toPass({ intervals: [300, 300, 300, 300] });
  const frame = (await canvas.locator('canvas.interactive').boundingBox())!;
  const [left, top, right, bottom] = last.split(',').map(Number) as [number, number, number, number];
  return { left: frame.x + left, top: frame.y + top, right: frame.x + right, bottom: frame.y + bottom };
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = (await collabCanvas(page).locator(selector).first().boundingBox())!;
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
}

async function expectCourtBetweenBars(page: Page, shot: string) {
  await waitForCanvas(page);
  const court = await courtOnScreen(page);
  const topBar = await boxOf(page, '.App-top-bar .App-toolbar');
  const bottomBar = await boxOf(page, '.App-bottom-bar .App-toolbar');
  await page.screenshot({ path: `.tmp/phone-canvas/${shot}-390.png` });
  expect(court.top, 'the court starts below the top toolbar').toBeGreaterThanOrEqual(topBar.bottom);
  expect(court.bottom, 'the court ends above the bottom toolbar').toBeLessThanOrEqual(bottomBar.top);
  expect(court.left).toBeGreaterThanOrEqual(0);
  expect(court.right).toBeLessThanOrEqual(390);
  // Fitted, not shrunk to a stamp: it uses most of the width or of the room between the bars.
  expect(
    Math.max((court.right - court.left) / 390, (court.bottom - court.top) / (bottomBar.top - topBar.bottom)),
  ).toBeGreaterThan(0.7);
}

test('on a 390 px phone the court of a whiteboard and of a formation opens between the toolbars', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  const created = await page.request.post('/api/boards', {
    data: { name: 'Phone court', sport: 'quadball', courtTemplateId: 'quadball-full', visibility: 'private' },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status()).toBe(201);
  const boardId = ((await created.json()) as { board: { id: string } }).board.id;
  await page.goto(`/whiteboard/${boardId}`);
  await expectCourtBetweenBars(page, 'whiteboard');

  const formations = (await (await page.request.get('/api/formations')).json()) as { items: { id: string }[] };
  await page.goto(`/formations/${formations.items[0]!.id}/edit`);
  await expectCourtBetweenBars(page, 'formation');
});

test('on a 1280 px screen the court still fills the canvas as before', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const created = await page.request.post('/api/boards', {
    data: { name: 'Desk court', sport: 'quadball', courtTemplateId: 'quadball-full', visibility: 'private' },
    headers: { origin: baseURL ?? '' },
  });
  const boardId = ((await created.json()) as { board: { id: string } }).board.id;
  await page.goto(`/whiteboard/${boardId}`);
  await waitForCanvas(page);
  const court = await courtOnScreen(page);
  const frame = (await collabCanvas(page).locator('canvas.interactive').boundingBox())!;
  await page.screenshot({ path: '.tmp/phone-canvas/whiteboard-1280.png' });
  // Excalidraw's own fit: 90 % of the canvas along the tighter side, centred.
  const share = Math.max((court.right - court.left) / frame.width, (court.bottom - court.top) / frame.height);
  expect(share).toBeGreaterThan(0.8);
  expect(share).toBeLessThan(0.95);
  expect(Math.abs((court.left + court.right) / 2 - (frame.x + frame.width / 2))).toBeLessThan(3);
  expect(Math.abs((court.top + court.bottom) / 2 - (frame.y + frame.height / 2))).toBeLessThan(3);
});
