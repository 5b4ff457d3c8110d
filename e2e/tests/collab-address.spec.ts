import { startAppProcess } from '../support/app-process';
import { freePort } from '../support/free-port';
import { drawShape, shapeCount, waitForCanvas, waitForSaved } from '../support/canvas';
import { APP_PORT, DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

/** A board of the demo coach, made through the API of the app at `base`. */
async function boardAt(page: import('@playwright/test').Page, base: string) {
  const created = await page.request.post(`${base}/api/boards`, {
    data: { name: 'Address drill', sport: 'quadball', courtTemplateId: 'quadball-full', visibility: 'public' },
    headers: { origin: base },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { board: { id: string } }).board.id;
}

test('the whiteboard goes live when the app is opened at 127.0.0.1, not only at the address the server printed', async ({
  browser,
}) => {
  const base = `http://127.0.0.1:${APP_PORT}`;
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const id = await boardAt(page, base);
  await page.goto(`/whiteboard/${id}`);
  await waitForCanvas(page);
  await expect.poll(() => shapeCount(page)).toBeGreaterThan(3);
  const before = await shapeCount(page);
  await drawShape(page, 'rectangle', [0.4, 0.4], [0.5, 0.5]);
  await waitForSaved(page);
  expect(await shapeCount(page)).toBe(before + 1);
  await context.close();
});

test('a collaboration socket the server refuses while the API answers shows why and stops retrying', async ({
  browser,
  consoleProblems,
}) => {
  test.setTimeout(180_000);
  consoleProblems.allow(/WebSocket connection|Failed to load resource|403/);
  const port = await freePort();
  // Misconfigured on purpose: the page is told to use localhost's socket, but is opened at 127.0.0.1 (another origin).
  const app = await startAppProcess({ port, env: { SEED_DEMO: 'true', COLLAB_URL: `ws://localhost:${port}/collab` } });
  try {
    const base = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
    await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
    const id = await boardAt(page, base);
    await page.goto(`/whiteboard/${id}`);
    await expect(page.getByTestId('connection-badge')).toHaveText('Live editing unavailable', { timeout: 60_000 });
    await expect(page.getByTestId('connection-badge')).toHaveAttribute(
      'title',
      /refused the live connection from this address/,
    );
    const attempts = sockets.length;
    await page.waitForTimeout(8_000);
    expect(sockets.length).toBe(attempts);
    await context.close();
  } finally {
    await app.stop();
  }
});
