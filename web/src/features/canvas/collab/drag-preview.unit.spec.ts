import { describe, expect, it } from 'vitest';
import { dragPreviewOf, mergeDragPreviews } from './drag-preview';

const el = (id: string, x: number, y: number) => ({ id, x, y, angle: 0, version: 3 });

describe('mergeDragPreviews', () => {
  it('moves the elements others are dragging, keeping their version (so nothing is written back)', () => {
    const result = mergeDragPreviews([el('a', 0, 0), el('b', 5, 5)], [{ a: [10, 20, 0] }], new Set(), new Map());
    expect(result.elements).toEqual([{ ...el('a', 10, 20) }, el('b', 5, 5)]);
    expect(result.changed).toBe(true);
    expect([...result.previewed]).toEqual(['a']);
  });

  it('puts an element back where the document has it once its drag ends', () => {
    const result = mergeDragPreviews([el('a', 10, 20)], [], new Set(['a']), new Map([['a', el('a', 40, 40)]]));
    expect(result.elements[0]).toMatchObject({ x: 40, y: 40 });
    expect(result.previewed.size).toBe(0);
  });

  it('changes nothing when positions already agree, and ignores malformed previews', () => {
    const scene = [el('a', 1, 1)];
    const result = mergeDragPreviews(
      scene,
      [{ a: [1, 1, 0] }, { b: ['x', 1, 0] as unknown as [number, number, number] }],
      new Set(),
      new Map(),
    );
    expect(result.changed).toBe(false);
    expect(result.elements[0]).toBe(scene[0]);
  });
});

describe('dragPreviewOf', () => {
  it("sends a dragged token's label with it, so others see the token move as one", () => {
    const token = { id: 'token', x: 10, y: 20, angle: 0, groupIds: [] };
    const label = { id: 'label', x: 18, y: 28, angle: 0, groupIds: [], containerId: 'token' };
    const other = { id: 'other', x: 0, y: 0, angle: 0, groupIds: [], containerId: 'elsewhere' };
    expect(dragPreviewOf([token, label, other], { selectedElementIds: { token: true } }, 60)).toEqual({
      token: [10, 20, 0],
      label: [18, 28, 0],
    });
  });
});
