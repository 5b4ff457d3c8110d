import { FORMATION_SCENE, sceneOrderKeys } from '@sideline/domain';
import * as Y from 'yjs';

/** An Excalidraw element as stored: plain JSON the canvas completes when it loads it. */
export type SceneElement = Record<string, unknown> & { id: string };

/**
 * A diagram scene as one Yjs update in y-excalidraw's layout (see FORMATION_SCENE): what the demo seed stores as a
 * formation's first diagram version, so the browser opens it exactly like one drawn there.
 */
export function sceneUpdate(elements: readonly SceneElement[]): Uint8Array {
  const doc = new Y.Doc();
  try {
    const keys = sceneOrderKeys(elements.length);
    const array = doc.getArray<Y.Map<unknown>>(FORMATION_SCENE.elements);
    doc.getMap(FORMATION_SCENE.assets);
    doc.transact(() => {
      array.push(
        elements.map((element, i) => new Y.Map<unknown>(Object.entries({ el: { ...element }, pos: keys[i]! }))),
      );
    });
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}

/** The elements of a diagram update in their drawing order (what y-excalidraw's `yjsToExcalidraw` gives the canvas). */
export function sceneElementsOf(update: Uint8Array): SceneElement[] {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, update);
    return doc
      .getArray<Y.Map<unknown>>(FORMATION_SCENE.elements)
      .toArray()
      .map((item) => ({ pos: String(item.get('pos')), el: item.get('el') as SceneElement }))
      .sort((a, b) => (a.pos > b.pos ? 1 : a.pos < b.pos ? -1 : 0))
      .map((item) => item.el);
  } finally {
    doc.destroy();
  }
}
