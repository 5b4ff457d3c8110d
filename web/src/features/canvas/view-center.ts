import type { ScenePoint } from './scene-elements';

/** The part of Excalidraw's app state that says where the view is. */
export interface ViewState {
  scrollX: number;
  scrollY: number;
  zoom: { value: number };
  width: number;
  height: number;
}

/** The scene point at the centre of the visible canvas (Excalidraw: scene = viewport / zoom - scroll). */
export function viewCenter(view: ViewState): ScenePoint {
  const zoom = view.zoom.value || 1;
  return [view.width / 2 / zoom - view.scrollX, view.height / 2 / zoom - view.scrollY];
}

const DROP_SPACING = 48;
/** Column offsets of successive drops: the centre first, then alternately right and left of it. */
const DROP_COLUMNS = [0, 1, -1, 2, -2, 3] as const;
const DROP_ROWS = 4;

/**
 * Where the n-th token dropped at the same centre goes: a row around the centre (then the rows below), so tokens
 * added one after another stay visible and grabbable instead of piling up on one spot.
 */
export function dropPoint(center: ScenePoint, dropIndex: number): ScenePoint {
  const column = DROP_COLUMNS[dropIndex % DROP_COLUMNS.length] ?? 0;
  const row = Math.floor(dropIndex / DROP_COLUMNS.length) % DROP_ROWS;
  return [center[0] + column * DROP_SPACING, center[1] + row * DROP_SPACING];
}

/** A box in scene units: [minX, minY, maxX, maxY]. */
export type SceneBounds = readonly [number, number, number, number];

/** A rectangle of the canvas, in pixels from the canvas's top-left corner. */
export interface ScreenArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

const MIN_ZOOM = 0.1;
const MAX_ZOOM = 30;

/**
 * The scroll and zoom that show `bounds` whole and centred in `area` of the canvas, using `factor` of its room
 * (Excalidraw: viewport = (scene + scroll) * zoom).
 */
export function fitBoundsInArea(
  bounds: SceneBounds,
  area: ScreenArea,
  factor = 0.9,
): { scrollX: number; scrollY: number; zoom: number } {
  const [minX, minY, maxX, maxY] = bounds;
  const fit = Math.min(
    (area.width * factor) / Math.max(maxX - minX, 1),
    (area.height * factor) / Math.max(maxY - minY, 1),
  );
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, fit));
  const centerX = (minX + maxX) / 2;
  const centerY = (minY + maxY) / 2;
  return {
    scrollX: (area.left + area.width / 2) / zoom - centerX,
    scrollY: (area.top + area.height / 2) / zoom - centerY,
    zoom,
  };
}
