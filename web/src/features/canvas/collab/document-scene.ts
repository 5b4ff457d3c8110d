import * as Y from 'yjs';
import { base64ToBytes } from '../../collab';

/** y-excalidraw's fractional position: a string (or a number in a hand-made document). */
const positionOf = (pos: unknown) => (typeof pos === 'string' || typeof pos === 'number' ? String(pos) : '');

/** The elements a scene document holds, in drawing order (y-excalidraw keeps a fractional `pos` per element). */
export function elementsOfDocument(doc: Y.Doc): Record<string, unknown>[] {
  const items = doc.getArray<Y.Map<unknown>>('elements').toArray();
  return items
    .map((item) => ({ pos: positionOf(item.get('pos')), el: item.get('el') }))
    .filter(
      (item): item is { pos: string; el: Record<string, unknown> } => typeof item.el === 'object' && item.el !== null,
    )
    .sort((a, b) => (a.pos > b.pos ? 1 : a.pos < b.pos ? -1 : 0))
    .map((item) => item.el);
}

/** A stored version (a base64 Yjs update from the API) as a diagram the read-only picture can draw. */
export function diagramOfUpdate(updateBase64: string, title: string) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, base64ToBytes(updateBase64));
  const elements = elementsOfDocument(doc).filter((element) => element.isDeleted !== true);
  const files = Object.fromEntries(doc.getMap<unknown>('assets').entries());
  doc.destroy();
  return { id: 'version', title, courtTemplateId: null, elements, files };
}
