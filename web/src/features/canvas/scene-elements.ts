import { COURT_MARKER, type ScenePoint } from '@sideline/domain';
import type { ExcalidrawLinearElement } from '@excalidraw/excalidraw/element/types';

export { COURT_MARKER, type ScenePoint };

/** Stored diagram elements are plain JSON objects: the canvas owns their shape, we only read a few fields. */
export type StoredElement = Record<string, unknown>;

/** customData key on tokens dropped from the palette; the value is the palette entry id. */
export const TOKEN_MARKER = 'sidelineToken';

/** Excalidraw's font ids; Helvetica is drawn with the system sans-serif, so token labels need no font download. */
export const FONT_HELVETICA = 2;

/** Excalidraw brands local points as a nominal type; ours are plain pairs relative to the element's origin. */
export function localPoints(points: ScenePoint[]): ExcalidrawLinearElement['points'] {
  return points;
}

function customDataOf(element: StoredElement): Record<string, unknown> | null {
  const data = element.customData;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

/** Whether a stored scene already holds its court (new diagrams get theirs when the canvas first opens them). */
export function hasCourt(elements: readonly StoredElement[]): boolean {
  return elements.some((element) => element.isDeleted !== true && customDataOf(element)?.[COURT_MARKER] !== undefined);
}

/** Tokens on the scene, by palette entry id, e.g. for tests and for "3 chasers" summaries. */
export function countTokens(elements: readonly StoredElement[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const element of elements) {
    if (element.isDeleted === true) continue;
    const token = customDataOf(element)?.[TOKEN_MARKER];
    if (typeof token === 'string') counts[token] = (counts[token] ?? 0) + 1;
  }
  return counts;
}
