// The first view of a canvas: the court fitted into the room Excalidraw's floating bars leave free. Part of the
// lazily loaded canvas chunk.
import { getCommonBounds } from '@excalidraw/excalidraw';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { fitBoundsInArea, type ScreenArea } from './view-center';

/** Room kept between the court and a bar, in pixels. */
const BAR_GAP = 8;

/**
 * On a phone Excalidraw floats its tools over the top of the canvas and its menu over the bottom: the free area
 * between the two, in canvas pixels. Null on wider screens (the court fits the whole canvas there, as always).
 */
export function areaBetweenBars(host: HTMLElement): ScreenArea | null {
  const app = host.querySelector<HTMLElement>('.excalidraw');
  const canvas = host.querySelector<HTMLElement>('canvas.interactive') ?? app;
  if (!app?.classList.contains('excalidraw--mobile') || !canvas) return null;
  const frame = canvas.getBoundingClientRect();
  let top = frame.top;
  let bottom = frame.bottom;
  for (const bar of host.querySelectorAll<HTMLElement>('.App-top-bar .App-toolbar')) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.top < frame.top + frame.height / 2) top = Math.max(top, box.bottom + BAR_GAP);
  }
  for (const bar of host.querySelectorAll<HTMLElement>('.App-bottom-bar .App-toolbar')) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.bottom > frame.top + frame.height / 2) bottom = Math.min(bottom, box.top - BAR_GAP);
  }
  if (bottom - top < frame.height / 4) return null;
  return { left: 0, top: top - frame.top, width: frame.width, height: bottom - top };
}

/**
 * Fits what the scene holds into the free part of the canvas (between the bars on a phone, the whole canvas elsewhere).
 */
export function fitCourt(api: ExcalidrawImperativeAPI, host: HTMLElement | null) {
  const elements = api.getSceneElements();
  // Nothing drawn yet (a viewer opening a board before its court was drawn): keep the default view, not a fit to
  // nothing.
  if (elements.length === 0) return;
  const area = host ? areaBetweenBars(host) : null;
  if (!area) {
    api.scrollToContent(undefined, { fitToViewport: true, viewportZoomFactor: 0.9 });
    return;
  }
  const view = fitBoundsInArea(getCommonBounds(elements), area);
  api.updateScene({ appState: { scrollX: view.scrollX, scrollY: view.scrollY, zoom: { value: view.zoom as never } } });
}
