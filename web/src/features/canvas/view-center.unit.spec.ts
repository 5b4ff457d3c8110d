import { describe, expect, it } from 'vitest';
import { fitBoundsInArea } from './view-center';

/** Where a scene point lands on the canvas for a view (Excalidraw: viewport = (scene + scroll) * zoom). */
const onCanvas = (view: { scrollX: number; scrollY: number; zoom: number }, [x, y]: [number, number]) => [
  (x + view.scrollX) * view.zoom,
  (y + view.scrollY) * view.zoom,
];

describe('fitBoundsInArea', () => {
  it('given a wide court and the band between two bars, when fitted, then the court fills 90 % of the width, centred in the band', () => {
    const view = fitBoundsInArea([0, 0, 1000, 500], { left: 0, top: 100, width: 400, height: 600 });
    expect(view.zoom).toBeCloseTo(0.36);
    const [left, top] = onCanvas(view, [0, 0]);
    const [right, bottom] = onCanvas(view, [1000, 500]);
    expect([left, right]).toEqual([expect.closeTo(20), expect.closeTo(380)]);
    expect((top! + bottom!) / 2).toBeCloseTo(400);
  });

  it('given a tall court in a short band, when fitted, then the height decides the zoom and the court stays inside the band', () => {
    const view = fitBoundsInArea([-200, -300, 200, 300], { left: 0, top: 80, width: 390, height: 300 });
    const [, top] = onCanvas(view, [-200, -300]);
    const [, bottom] = onCanvas(view, [200, 300]);
    expect(top).toBeGreaterThanOrEqual(80);
    expect(bottom).toBeLessThanOrEqual(380);
    expect(view.zoom).toBeCloseTo(0.45);
  });
});
