import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from './fixtures';

/** What the two-browser live-field specs share (live-fields*.spec.ts). */

export const SHOTS = fileURLToPath(new URL('../../.tmp/live-field-shots', import.meta.url));
export const suffix = () => Math.random().toString(36).slice(2, 6);

/** A request as the page's signed-in user, which must succeed. */
export async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The notice a field shows when someone else changed what its user is typing in. */
export const conflictOf = (scope: Page | Locator) => scope.getByTestId('live-conflict');

/** The conflict as a person sees it, at desktop and phone width (looked at, not compared). */
export async function mkShots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await conflictOf(page).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}
