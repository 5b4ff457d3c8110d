import { describe, expect, it } from 'vitest';
import { followView, isSceneBox, visibleBox } from './viewport-follow';

describe('following a viewport', () => {
  it('shows the followed box centred in my canvas, at a zoom that fits it', () => {
    const theirs = visibleBox({ scrollX: -100, scrollY: -50, zoom: { value: 2 }, width: 800, height: 600 });
    expect(theirs).toEqual({ cx: 300, cy: 200, w: 400, h: 300 });
    const mine = followView(theirs, { width: 400, height: 600 });
    expect(mine.zoom).toBe(1);
    // the centre of my canvas (scene = viewport / zoom - scroll) is their centre
    expect(200 / mine.zoom - mine.scrollX).toBe(300);
    expect(300 / mine.zoom - mine.scrollY).toBe(200);
  });

  it("keeps the zoom within Excalidraw's range", () => {
    expect(followView({ cx: 0, cy: 0, w: 0.001, h: 0.001 }, { width: 800, height: 600 }).zoom).toBe(30);
    expect(followView({ cx: 0, cy: 0, w: 1e7, h: 1e7 }, { width: 800, height: 600 }).zoom).toBe(0.1);
  });

  it('accepts only well-formed boxes from the wire', () => {
    expect(isSceneBox({ cx: 1, cy: 2, w: 3, h: 4 })).toBe(true);
    expect(isSceneBox({ cx: 1, cy: 2, w: 3 })).toBe(false);
    expect(isSceneBox({ cx: Number.NaN, cy: 2, w: 3, h: 4 })).toBe(false);
  });
});
