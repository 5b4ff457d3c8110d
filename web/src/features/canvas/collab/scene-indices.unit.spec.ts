// @vitest-environment happy-dom
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { describe, expect, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { bindSceneToDocument, sceneOf } from './excalidraw-yjs-binding';
import { withSceneIndices } from './scene-indices';

type El = { id: string; version: number; index?: string | null };

const inOrder = (elements: readonly El[]) =>
  elements.every(
    (element, i) => typeof element.index === 'string' && (i === 0 || element.index > elements[i - 1]!.index!),
  );

describe('withSceneIndices', () => {
  it('returns the very same array when every index is there and in order', () => {
    const elements = [
      { id: 'a', version: 3, index: 'a0' },
      { id: 'b', version: 1, index: 'a1' },
    ];
    expect(withSceneIndices(elements)).toBe(elements);
    expect(withSceneIndices([])).toEqual([]);
  });

  it('gives elements without an index one, on copies and at the same version', () => {
    const elements: El[] = [
      { id: 'court', version: 1 },
      { id: 'line', version: 5 },
    ];
    const indexed = withSceneIndices(elements);
    expect(inOrder(indexed)).toBe(true);
    expect(indexed.map((element) => [element.id, element.version])).toEqual([
      ['court', 1],
      ['line', 5],
    ]);
    // The stored objects (y-excalidraw hands the document's own) are not touched.
    expect(elements).toEqual([
      { id: 'court', version: 1 },
      { id: 'line', version: 5 },
    ]);
  });

  it('keeps usable indices and fills missing or out-of-order ones between their neighbours', () => {
    const elements: El[] = [
      { id: 'a', version: 1, index: 'a0' },
      { id: 'b', version: 1 },
      { id: 'c', version: 1, index: null },
      { id: 'd', version: 1, index: 'a5' },
      { id: 'e', version: 1, index: 'a2' },
    ];
    const indexed = withSceneIndices(elements);
    expect(inOrder(indexed)).toBe(true);
    expect(indexed[0]).toBe(elements[0]);
    expect(indexed[3]).toBe(elements[3]);
    expect(indexed[1]!.index! > 'a0' && indexed[2]!.index! < 'a5').toBe(true);
    expect(indexed[4]!.index! > 'a5').toBe(true);
  });
});

/**
 * A stand-in for Excalidraw's API that normalises a scene as Excalidraw 0.18 does (`syncInvalidIndices` in
 * `updateScene`: an element without an index gets one through `mutateElement`, which bumps its version) and calls
 * its change listeners, as the canvas does after every update.
 */
function fakeExcalidraw() {
  let scene: El[] = [];
  const listeners = new Set<(elements: readonly El[], state: object, files: object) => void>();
  let nextIndex = 0;
  const api = {
    getSceneElements: () => scene,
    getAppState: () => ({}),
    onChange: (listener: (elements: readonly El[], state: object, files: object) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    updateScene: ({ elements }: { elements?: readonly El[] }) => {
      if (!elements) return;
      for (const element of elements) {
        if (typeof element.index !== 'string') {
          element.index = `a${nextIndex++}`;
          element.version++;
        }
      }
      scene = [...elements];
      listeners.forEach((listener) => listener(scene, {}, {}));
    },
    addFiles: () => undefined,
  };
  return api as unknown as ExcalidrawImperativeAPI;
}

describe('the scene binding', () => {
  it('opening a document whose elements have no index (the demo seed) writes nothing back', () => {
    const doc = new Y.Doc();
    const { elements } = sceneOf(doc);
    elements.push(
      ['court', 'line', 'token'].map(
        (id, i) => new Y.Map<unknown>(Object.entries({ pos: `a${i}`, el: { id, version: 1, isDeleted: false } })),
      ),
    );
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    const awareness = new Awareness(doc);

    const binding = bindSceneToDocument(doc, fakeExcalidraw(), awareness, document.createElement('div'));

    expect(updates).toEqual([]);
    expect(elements.toArray().map((item) => (item.get('el') as El).version)).toEqual([1, 1, 1]);
    binding.destroy();
    awareness.destroy();
    doc.destroy();
  });
});
