import { rawMessages, openRawSocket } from '@sideline/collab/testing/raw-collab-socket';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { startAppProcess } from '../support/app-process';
import { freePort } from '../support/free-port';
import { collabCanvas, drawShape, hoverCanvas, shapeCount, waitForCanvas, waitForSaved } from '../support/canvas';
import { DEMO_ADMIN, DEMO_COACH } from '../support/e2e-settings';
import { watchExternalRequests } from '../support/external-requests';
import { expect, signIn, test } from '../support/fixtures';

const boardIdOf = (url: string) => new URL(url).pathname.split('/')[2] ?? '';

test('two coaches draw on one board live; a view-only link cannot change it; the history slider restores an earlier state', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const external = watchExternalRequests(page);
  const name = `Zone press ${Math.random().toString(36).slice(2, 6)}`;

  // --- coach A creates a board from a template ---
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Whiteboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Whiteboards' })).toBeVisible();
  await page.getByRole('button', { name: 'Create and open' }).click();
  await expect(page.getByText('Give the board a name.')).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Sport').selectOption('basketball');
  await page.getByRole('button', { name: 'Create and open' }).click();
  await page.waitForURL(/\/whiteboard\/[0-9a-f-]{36}$/);
  await waitForCanvas(page);
  // The court of the template is drawn into the new board.
  await expect.poll(() => shapeCount(page)).toBeGreaterThan(3);
  const court = await shapeCount(page);
  await waitForSaved(page);

  // --- coach B opens the same board ---
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const pageB = await other.newPage();
  await signIn(pageB, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(pageB.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
  await pageB.goto(page.url());
  await waitForCanvas(pageB);
  await expect.poll(() => shapeCount(pageB)).toBe(court);
  await expect(page.getByTestId('presence-list')).toContainText(DEMO_ADMIN.name);
  await expect(pageB.getByTestId('presence-list')).toContainText(DEMO_COACH.name);

  // --- each draws; each sees the other's shape and cursor within a second ---
  await drawShape(page, 'rectangle', [0.45, 0.45], [0.55, 0.55]);
  await expect.poll(() => shapeCount(page)).toBe(court + 1);
  await expect.poll(() => shapeCount(pageB), { timeout: 1_000 }).toBe(court + 1);
  await drawShape(pageB, 'ellipse', [0.6, 0.6], [0.7, 0.7]);
  await expect.poll(() => shapeCount(page), { timeout: 1_000 }).toBe(court + 2);
  await hoverCanvas(page, [0.3, 0.3]);
  await hoverCanvas(pageB, [0.7, 0.3]);
  await expect(collabCanvas(pageB)).toHaveAttribute('data-remote-cursors', '1', { timeout: 1_000 });
  await expect(collabCanvas(page)).toHaveAttribute('data-remote-cursors', '1', { timeout: 1_000 });
  await waitForSaved(page);
  await waitForSaved(pageB);

  // --- export: PNG and SVG pictures of the whole board ---
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toMatch(/^zone-press-[a-z0-9]+\.png$/);
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toMatch(/\.svg$/);
  expect(readFileSync(await svg.path(), 'utf8')).toContain('<svg');

  // --- a view-only link: a visitor watches but cannot draw; a forged update over the socket is refused ---
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'New view-only link' }).click();
  const link = await page.getByLabel('View only link').inputValue();
  expect(link).toContain('/whiteboard/shared/');
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link.replace(/^https?:\/\/[^/]+/, baseURL ?? ''));
  await waitForCanvas(visitor);
  await expect(visitor.getByTestId('connection-badge')).toHaveText('View only');
  await expect.poll(() => shapeCount(visitor)).toBe(court + 2);
  await expect(visitor.locator('[data-testid=toolbar-rectangle]')).toHaveCount(0);
  await expect(visitor.getByRole('toolbar', { name: 'Add players and equipment' })).toHaveCount(0);

  const shareToken = decodeURIComponent(link.split('/whiteboard/shared/')[1] ?? '');
  const issued = await visitor.request.post(`/api/boards/share/${encodeURIComponent(shareToken)}/collab-token`, {
    data: {},
    headers: { origin: baseURL ?? '' },
  });
  expect(issued.status()).toBe(200);
  const { token, mode, documentName } = (await issued.json()) as { token: string; mode: string; documentName: string };
  expect(mode).toBe('read');
  const forged = new Y.Doc();
  forged.getArray<Y.Map<unknown>>('elements').push([
    new Y.Map<unknown>(
      Object.entries({
        pos: 'zz',
        el: { id: 'forged', type: 'rectangle', x: 0, y: 0, width: 50, height: 50, version: 1, isDeleted: false },
      }),
    ),
  ]);
  const raw = await openRawSocket(`${(baseURL ?? '').replace(/^http/, 'ws')}/collab`);
  raw.send(rawMessages.auth(documentName, token));
  raw.send(rawMessages.update(documentName, Y.encodeStateAsUpdate(forged)));
  raw.send(rawMessages.syncStep2(documentName, Y.encodeStateAsUpdate(forged)));
  await page.waitForTimeout(1_500);
  raw.close();
  expect(await shapeCount(page)).toBe(court + 2);
  expect(await shapeCount(pageB)).toBe(court + 2);

  // Revoking the link closes the visitor's board.
  await page.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The link no longer works.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(/revoked/i).first()).toBeVisible();
  await visitorContext.close();
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  // --- history: the slider shows an earlier state, and restore brings it back for everyone ---
  await drawShape(page, 'diamond', [0.2, 0.6], [0.3, 0.7]);
  await expect.poll(() => shapeCount(pageB), { timeout: 1_000 }).toBe(court + 3);
  await waitForSaved(page);
  await page.getByRole('button', { name: 'History' }).click();
  const slider = page.getByRole('slider');
  await expect(slider).toBeVisible();
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('version-summary')).toContainText(DEMO_COACH.name);
  await expect(page.getByTestId('version-picture').getByRole('img')).toBeVisible();
  const firstVersion = Number(await page.getByTestId('version-picture').getAttribute('data-version'));
  await page.getByRole('button', { name: `Restore version ${firstVersion}` }).click();
  await expect(page.getByText(`The board is back to version ${firstVersion}.`)).toBeVisible();
  // Only the court was stored in the first version: the three shapes go, for B too, live.
  await expect.poll(() => shapeCount(pageB), { timeout: 5_000 }).toBe(court);
  await page.getByRole('button', { name: 'Back to the live board' }).click();
  await waitForCanvas(page);
  await expect.poll(() => shapeCount(page)).toBe(court);

  // The board is in the list, found by search.
  await page.getByRole('link', { name: '‹ Boards' }).click();
  await page.getByRole('searchbox', { name: 'Search boards' }).fill(name.split(' ').slice(0, 2).join(' '));
  await expect(page.getByRole('link', { name })).toBeVisible();
  expect(boardIdOf(pageB.url())).toHaveLength(36);
  // Excalidraw, its fonts and the collab socket: nothing left this machine.
  expect(external).toEqual([]);
  await other.close();
});

test('the server is killed mid-session: both coaches reconnect, nothing drawn before the kill is lost, and edits made while it was down merge', async ({
  browser,
  consoleProblems,
}) => {
  test.setTimeout(240_000);
  // While the server is down the browser logs failed connections: expected here.
  consoleProblems.allow(/WebSocket connection|Failed to load resource|ERR_CONNECTION_REFUSED|net::ERR/);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sideline-kill-'));
  let app = await startAppProcess({ port, dataDir, env: { SEED_DEMO: 'true' } });
  try {
    const contextA = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 } });
    const contextB = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 800 } });
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    await signIn(a, DEMO_COACH.email, DEMO_COACH.password);
    await expect(a.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
    await signIn(b, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(b.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
    const created = await a.request.post('/api/boards', {
      data: { name: 'Restart drill', sport: 'quadball', courtTemplateId: 'quadball-full', visibility: 'public' },
      headers: { origin: app.url },
    });
    expect(created.status()).toBe(201);
    const { board } = (await created.json()) as { board: { id: string } };
    await a.goto(`/whiteboard/${board.id}`);
    await waitForCanvas(a);
    await expect.poll(() => shapeCount(a)).toBeGreaterThan(3);
    await b.goto(`/whiteboard/${board.id}`);
    await waitForCanvas(b);
    const court = await shapeCount(a);
    await expect.poll(() => shapeCount(b)).toBe(court);

    // Stored edits, then edits still inside the store window when the server dies.
    await drawShape(a, 'rectangle', [0.4, 0.4], [0.5, 0.5]);
    await drawShape(b, 'ellipse', [0.6, 0.4], [0.7, 0.5]);
    await expect.poll(() => shapeCount(a)).toBe(court + 2);
    await waitForSaved(a);
    await waitForSaved(b);
    await drawShape(a, 'diamond', [0.4, 0.6], [0.5, 0.7]);
    await drawShape(b, 'rectangle', [0.6, 0.6], [0.7, 0.7]);
    await expect.poll(() => shapeCount(a), { timeout: 2_000 }).toBe(court + 4);
    await expect.poll(() => shapeCount(b), { timeout: 2_000 }).toBe(court + 4);
    await app.stop('SIGKILL');

    await expect(a.getByTestId('connection-badge')).toHaveText(/Offline|Connecting/, { timeout: 15_000 });
    // Drawn while the server is down: kept in the page, merged when it returns.
    await drawShape(a, 'ellipse', [0.3, 0.3], [0.35, 0.35]);
    expect(await shapeCount(a)).toBe(court + 5);

    app = await startAppProcess({ port, dataDir, env: { SEED_DEMO: 'true' } });
    await waitForSaved(a);
    await expect.poll(() => shapeCount(b), { timeout: 45_000 }).toBe(court + 5);
    await waitForSaved(b);
    // Everything is in the log: a fresh page load shows all of it.
    await b.reload();
    await waitForCanvas(b);
    await expect.poll(() => shapeCount(b)).toBe(court + 5);
    await contextA.close();
    await contextB.close();
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
