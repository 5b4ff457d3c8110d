import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { vectorCovers } from './document-encoding';

describe('vectorCovers', () => {
  it('holds when the stored state has every change of the wanted one, and not when one is missing', () => {
    const a = new Y.Doc();
    a.getArray('x').push([1]);
    const early = Y.encodeStateVector(a);
    a.getArray('x').push([2]);
    const later = Y.encodeStateVector(a);
    const b = new Y.Doc();
    b.getArray('x').push([3]);
    expect(vectorCovers(later, early)).toBe(true);
    expect(vectorCovers(later, later)).toBe(true);
    expect(vectorCovers(early, later)).toBe(false);
    expect(vectorCovers(later, Y.encodeStateVector(b))).toBe(false);
    expect(vectorCovers(later, Y.encodeStateVector(new Y.Doc()))).toBe(true);
  });
});
