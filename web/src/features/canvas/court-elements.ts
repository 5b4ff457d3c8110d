import type { CourtShape, CourtTemplate } from '@sideline/domain';
import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';
import { COURT_LINE_COLOR, COURT_MARKER, localPoints, type ScenePoint } from './scene-elements';

/** Courts are scaled to fit this box (scene pixels), so every template opens at a comfortable size next to the tokens. */
export const COURT_BOX = { width: 800, height: 560 } as const;

/** Scene pixels per metre for a template. */
export function courtScale(template: Pick<CourtTemplate, 'width' | 'height'>): number {
  return Math.min(COURT_BOX.width / template.width, COURT_BOX.height / template.height);
}

/** Points along an arc (degrees, 0 = +x, clockwise on screen since y grows downwards), at most 5° apart. */
export function arcPoints(cx: number, cy: number, r: number, from: number, to: number): ScenePoint[] {
  const sweep = to - from;
  const steps = Math.max(2, Math.ceil(Math.abs(sweep) / 5));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + (sweep * i) / steps) * Math.PI) / 180;
    return [round(cx + r * Math.cos(angle)), round(cy + r * Math.sin(angle))];
  });
}

// "+ 0" turns -0 into 0, so equal scenes serialise equally.
const round = (value: number) => Math.round(value * 100) / 100 + 0;

/**
 * A court template (shapes in metres) as Excalidraw skeletons: a filled surface and the lines on it, all locked
 * (so drawing and dragging tokens never moves the court) and marked in customData (so the scene knows it has a court).
 * Ids are stable (`court-<template>-<n>`): converting twice gives the same scene.
 */
export function courtElements(template: CourtTemplate): ExcalidrawElementSkeleton[] {
  const scale = courtScale(template);
  const common = {
    locked: true,
    roughness: 0,
    strokeWidth: 2,
    strokeColor: COURT_LINE_COLOR,
    customData: { [COURT_MARKER]: template.id },
  } as const;
  const surface: ExcalidrawElementSkeleton = {
    ...common,
    id: `court-${template.id}-surface`,
    type: 'rectangle',
    x: 0,
    y: 0,
    width: round(template.width * scale),
    height: round(template.height * scale),
    backgroundColor: template.surface,
    fillStyle: 'solid',
    // A blank template has no lines: a light dashed frame still shows the drawing area.
    strokeColor: template.shapes.length === 0 ? '#cbd5e1' : 'transparent',
    strokeStyle: template.shapes.length === 0 ? 'dashed' : 'solid',
  };
  const lines = template.shapes.map((shape, index) => ({
    ...common,
    ...shapeSkeleton(shape, scale),
    id: `court-${template.id}-${index}`,
  })) as ExcalidrawElementSkeleton[];
  return [surface, ...lines];
}

function shapeSkeleton(shape: CourtShape, scale: number): ExcalidrawElementSkeleton {
  switch (shape.kind) {
    case 'rect':
    case 'ellipse':
      return {
        type: shape.kind === 'rect' ? 'rectangle' : 'ellipse',
        x: round(shape.x * scale),
        y: round(shape.y * scale),
        width: round(shape.width * scale),
        height: round(shape.height * scale),
        backgroundColor: shape.fill ?? 'transparent',
        fillStyle: 'solid',
      };
    case 'line':
      return polyline(shape.points.map(([x, y]) => [x * scale, y * scale]));
    case 'arc':
      return polyline(arcPoints(shape.cx * scale, shape.cy * scale, shape.r * scale, shape.from, shape.to));
    default: {
      const unknownShape: never = shape;
      throw new Error(`Unknown court shape: ${JSON.stringify(unknownShape)}`);
    }
  }
}

/** Excalidraw lines are positioned at their first point, with the others relative to it. */
function polyline(points: ScenePoint[]): ExcalidrawElementSkeleton {
  const [first] = points;
  if (!first) throw new Error('A court line needs at least one point.');
  const [x0, y0] = first;
  return {
    type: 'line',
    x: round(x0),
    y: round(y0),
    points: localPoints(points.map(([x, y]) => [round(x - x0), round(y - y0)])),
  };
}
