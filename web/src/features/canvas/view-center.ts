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

const DROP_STEP = 14;
const DROPS_PER_ROUND = 6;

/**
 * Where the n-th token dropped at the same centre goes: a short diagonal staircase, so tokens added one after
 * another stay visible and grabbable instead of piling up on one spot.
 */
export function dropPoint(center: ScenePoint, dropIndex: number): ScenePoint {
  const step = dropIndex % DROPS_PER_ROUND;
  return [center[0] + step * DROP_STEP, center[1] + step * DROP_STEP];
}
