import { expect, type Locator, type Page } from '@playwright/test';

/** The live canvas region of a board or formation page (its data attributes say what it holds). */
export const collabCanvas = (page: Page): Locator => page.getByTestId('collab-canvas');

/** Waits until the canvas has loaded what is stored (and drawn a new document's court). */
export async function waitForCanvas(page: Page): Promise<Locator> {
  const canvas = collabCanvas(page);
  await expect(canvas).toHaveAttribute('data-synced', 'true', { timeout: 20_000 });
  await expect(canvas).toHaveAttribute('data-shapes', /\d+/);
  return canvas;
}

export async function shapeCount(page: Page): Promise<number> {
  return Number(await collabCanvas(page).getAttribute('data-shapes'));
}

/** Draws a shape with a toolbar tool by dragging between two points given as fractions of the canvas. */
export async function drawShape(page: Page, tool: 'rectangle' | 'ellipse' | 'diamond', from: [number, number], to: [number, number]) {
  await page.locator(`[data-testid=toolbar-${tool}]`).click({ force: true });
  const box = await collabCanvas(page).locator('canvas.interactive').boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 6 });
  await page.mouse.up();
  await page.keyboard.press('Escape');
}

/** Moves the mouse over the canvas, so others see this person's cursor. */
export async function hoverCanvas(page: Page, at: [number, number]) {
  const box = await collabCanvas(page).locator('canvas.interactive').boundingBox();
  if (!box) throw new Error('the canvas is not on screen');
  await page.mouse.move(box.x + box.width * at[0], box.y + box.height * at[1], { steps: 3 });
}

/** Waits for "Saved": every change of this page is in the event log. */
export async function waitForSaved(page: Page) {
  await expect(page.getByTestId('connection-badge')).toHaveText('Saved', { timeout: 20_000 });
}
