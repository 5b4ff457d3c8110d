import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { diagramOfUpdate, elementsOfDocument } from './document-scene';

function docWith(items: { pos: string; el: Record<string, unknown> }[]) {
  const doc = new Y.Doc();
  doc.getArray<Y.Map<unknown>>('elements').push(items.map((item) => new Y.Map<unknown>(Object.entries(item))));
  return doc;
}

describe('document scene', () => {
  it('reads elements in their fractional order', () => {
    const doc = docWith([
      { pos: 'a2', el: { id: 'second' } },
      { pos: 'a1', el: { id: 'first' } },
    ]);
    expect(elementsOfDocument(doc).map((e) => e.id)).toEqual(['first', 'second']);
  });

  it('turns a stored version into a diagram without deleted elements', () => {
    const doc = docWith([
      { pos: 'a1', el: { id: 'kept' } },
      { pos: 'a2', el: { id: 'gone', isDeleted: true } },
    ]);
    const update = btoa(String.fromCharCode(...Y.encodeStateAsUpdate(doc)));
    const diagram = diagramOfUpdate(update, 'Version 3');
    expect(diagram.elements.map((e) => e.id)).toEqual(['kept']);
    expect(diagram.title).toBe('Version 3');
  });
});
