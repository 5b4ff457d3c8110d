import { viewCenter, type ViewState } from '../view-center';

/** The part of the scene a collaborator sees: its centre and size in scene units. Shared through awareness. */
export interface SceneBox {
  cx: number;
  cy: number;
  w: number;
  h: number;
}

export function visibleBox(view: ViewState): SceneBox {
  const zoom = view.zoom.value || 1;
  const [cx, cy] = viewCenter(view);
  return { cx: round(cx), cy: round(cy), w: round(view.width / zoom), h: round(view.height / zoom) };
}

const MIN_ZOOM = 0.1;
const MAX_ZOOM = 30;

/** The scroll and zoom that show the followed person's whole box, centred, in a canvas of my size. */
export function followView(
  box: SceneBox,
  mine: { width: number; height: number },
): { scrollX: number; scrollY: number; zoom: number } {
  const fit = Math.min(mine.width / Math.max(box.w, 1), mine.height / Math.max(box.h, 1));
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, fit));
  return { scrollX: mine.width / 2 / zoom - box.cx, scrollY: mine.height / 2 / zoom - box.cy, zoom };
}

export function isSceneBox(value: unknown): value is SceneBox {
  if (typeof value !== 'object' || value === null) return false;
  const box = value as Record<string, unknown>;
  return ['cx', 'cy', 'w', 'h'].every((key) => typeof box[key] === 'number' && Number.isFinite(box[key]));
}

const round = (n: number) => Math.round(n * 10) / 10;
