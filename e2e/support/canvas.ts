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
export async function drawShape(
  page: Page,
  tool: 'rectangle' | 'ellipse' | 'diamond',
  from: [number, number],
  to: [number, number],
) {
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

/** Remembers what the drawing layer of this page's canvas shows now, to compare later with `changedPixels`. */
export async function rememberDrawing(page: Page, name: string): Promise<void> {
  await collabCanvas(page)
    .locator('canvas.static')
    .evaluate((canvas: HTMLCanvasElement, key) => {
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('the drawing layer has no 2D context');
      const store = ((window as unknown as { __drawings?: Record<string, ImageData> }).__drawings ??= {});
      store[key] = context.getImageData(0, 0, canvas.width, canvas.height);
    }, name);
}

export interface PixelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where the drawing layer differs from a remembered one: the number of changed pixels inside `within` (or everywhere)
 * and outside it, and the box around every change. Pixels are the canvas's own (device pixels).
 */
export async function changedPixels(
  page: Page,
  name: string,
  within?: PixelBox,
): Promise<{ inside: number; outside: number; box: PixelBox | null }> {
  return collabCanvas(page)
    .locator('canvas.static')
    .evaluate(
      (canvas: HTMLCanvasElement, { key, area }) => {
        const before = (window as unknown as { __drawings?: Record<string, ImageData> }).__drawings?.[key];
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!before || !context) throw new Error(`nothing remembered as ${key}`);
        const now = context.getImageData(0, 0, canvas.width, canvas.height);
        if (now.width !== before.width || now.height !== before.height) throw new Error('the canvas changed size');
        let inside = 0;
        let outside = 0;
        let box: { left: number; top: number; right: number; bottom: number } | null = null;
        for (let y = 0; y < now.height; y++) {
          for (let x = 0; x < now.width; x++) {
            const i = (y * now.width + x) * 4;
            const differs =
              Math.abs(now.data[i]! - before.data[i]!) +
                Math.abs(now.data[i + 1]! - before.data[i + 1]!) +
                Math.abs(now.data[i + 2]! - before.data[i + 2]!) >
              48;
            if (!differs) continue;
            const isInside = area ? x >= area.left && x <= area.right && y >= area.top && y <= area.bottom : true;
            if (isInside) inside++;
            else outside++;
            box = box
              ? {
                  left: Math.min(box.left, x),
                  top: Math.min(box.top, y),
                  right: Math.max(box.right, x),
                  bottom: Math.max(box.bottom, y),
                }
              : { left: x, top: y, right: x, bottom: y };
          }
        }
        return { inside, outside, box };
      },
      { key: name, area: within ?? null },
    );
}
