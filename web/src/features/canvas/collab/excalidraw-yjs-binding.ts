// A typed wrapper around y-excalidraw (its own type files point at Excalidraw 0.17 paths that no longer exist).
// It adds what the library lacks: while elements are dragged, resized or rotated their positions travel through
// awareness only, and the document is written once, when the gesture ends (a formation after 1,000 drags stays small).
import type { ExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type { AppState, BinaryFiles, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { ExcalidrawBinding } from 'y-excalidraw';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { dragPreviewOf, mergeDragPreviews, type DragPreview } from './drag-preview';
import { withSceneIndices } from './scene-indices';

/** The part of Excalidraw's API the binding uses. */
type BindingApi = Pick<ExcalidrawImperativeAPI, 'onChange' | 'getSceneElements' | 'updateScene' | 'addFiles'>;

interface BindingInstance {
  onPointerUpdate: (payload: {
    pointer: { x: number; y: number; tool: 'pointer' | 'laser' };
    button: 'down' | 'up';
  }) => void;
  destroy: () => void;
}

type BindingConstructor = new (
  yElements: Y.Array<Y.Map<unknown>>,
  yAssets: Y.Map<unknown>,
  api: BindingApi,
  awareness: Awareness,
) => BindingInstance;

/** The shared types in the document: y-excalidraw's layout (elements with fractional positions, and files). */
export const sceneOf = (doc: Y.Doc) => ({
  elements: doc.getArray<Y.Map<unknown>>('elements'),
  assets: doc.getMap<unknown>('assets'),
});

/** At most this many dragged elements are previewed through awareness (a big selection moves on drop only). */
const MAX_PREVIEWED = 60;

export interface SceneBinding {
  onPointerUpdate: BindingInstance['onPointerUpdate'];
  undoManager: Y.UndoManager;
  destroy: () => void;
}

const gestureInProgress = (state: AppState) =>
  state.selectedElementsAreBeingDragged || state.isResizing || state.isRotating;

export function bindSceneToDocument(
  doc: Y.Doc,
  api: ExcalidrawImperativeAPI,
  awareness: Awareness,
  excalidrawDom: HTMLElement,
): SceneBinding {
  const { elements: yElements, assets } = sceneOf(doc);
  let dragging = false;

  const gatedApi: BindingApi = {
    onChange: (callback) =>
      api.onChange((elements: readonly ExcalidrawElement[], state: AppState, files: BinaryFiles) => {
        if (gestureInProgress(state)) {
          dragging = true;
          awareness.setLocalStateField('drag', dragPreviewOf(elements, state, MAX_PREVIEWED));
          return;
        }
        if (dragging) {
          dragging = false;
          // The document update goes out before the awareness update, so others never see the token jump back.
          callback(elements, state, files);
          awareness.setLocalStateField('drag', null);
          return;
        }
        callback(elements, state, files);
      }),
    getSceneElements: () => api.getSceneElements(),
    // What the document holds reaches the scene with its fractional indices complete, so Excalidraw does not bump
    // the elements' versions to add them and the binding does not write them back (opening a board changes nothing).
    updateScene: (scene) =>
      api.updateScene(scene.elements ? { ...scene, elements: withSceneIndices(scene.elements) } : scene),
    addFiles: (files) => api.addFiles(files),
  };

  const Binding = ExcalidrawBinding as unknown as BindingConstructor;
  const binding = new Binding(yElements, assets, gatedApi, awareness);
  // Undo and redo undo MY changes only (a Yjs undo manager tracking this binding's transactions), never a
  // collaborator's. y-excalidraw's own undo wiring expects Excalidraw's undo buttons to exist (they do not in view
  // mode or on phones), so the keys and buttons are wired here, by delegation.
  const undoManager = new Y.UndoManager(yElements, { captureTimeout: 300, trackedOrigins: new Set([binding]) });
  const stopUndoKeys = routeUndoToDocument(excalidrawDom, undoManager);

  // Others' drags: move their elements in my scene only (same version, so the binding writes nothing back),
  // and put them back where the document has them when the drag ends or its author leaves.
  let previewed = new Set<string>();
  const onAwareness = () => {
    const previews: DragPreview[] = [];
    awareness.getStates().forEach((state, clientId) => {
      if (clientId !== awareness.clientID && state.drag) previews.push(state.drag as DragPreview);
    });
    const stored = previewed.size > 0 ? storedElementsById(yElements) : new Map<string, ExcalidrawElement>();
    const result = mergeDragPreviews(api.getSceneElements(), previews, previewed, stored);
    previewed = result.previewed;
    if (result.changed) api.updateScene({ elements: result.elements });
  };
  awareness.on('change', onAwareness);

  return {
    onPointerUpdate: binding.onPointerUpdate,
    undoManager,
    destroy: () => {
      awareness.off('change', onAwareness);
      stopUndoKeys();
      awareness.setLocalStateField('drag', null);
      binding.destroy();
      undoManager.destroy();
    },
  };
}

function routeUndoToDocument(host: HTMLElement, undoManager: Y.UndoManager): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (
      !(event.ctrlKey || event.metaKey) ||
      event.altKey ||
      (event.key.toLowerCase() !== 'z' && event.key.toLowerCase() !== 'y')
    )
      return;
    if ((event.target as HTMLElement | null)?.closest('input, textarea, [contenteditable="true"]')) return;
    event.preventDefault();
    event.stopPropagation();
    const redo = event.key.toLowerCase() === 'y' || event.shiftKey;
    if (redo) undoManager.redo();
    else undoManager.undo();
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as HTMLElement | null)?.closest('[aria-label="Undo"], [aria-label="Redo"]');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (button.getAttribute('aria-label') === 'Undo') undoManager.undo();
    else undoManager.redo();
  };
  host.addEventListener('keydown', onKey, { capture: true });
  host.addEventListener('click', onClick, { capture: true });
  return () => {
    host.removeEventListener('keydown', onKey, { capture: true });
    host.removeEventListener('click', onClick, { capture: true });
  };
}

function storedElementsById(yElements: Y.Array<Y.Map<unknown>>): Map<string, ExcalidrawElement> {
  const byId = new Map<string, ExcalidrawElement>();
  for (const item of yElements) {
    const element = item.get('el') as ExcalidrawElement | undefined;
    if (element) byId.set(element.id, element);
  }
  return byId;
}
