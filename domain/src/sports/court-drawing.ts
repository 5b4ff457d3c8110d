import type { CourtShape, CourtTemplate } from './sport-pack';

/**
 * A court template drawn in scene pixels, once for everyone who draws it: the web canvas (as Excalidraw skeletons)
 * and the demo seed (as stored elements) both map these parts, so a seeded court is the court the canvas would draw
 * (same ids, scale and marker) and the canvas never draws a second one.
 */

/**
 * Courts are scaled to fit this box (scene pixels), so every template opens at a comfortable size next to the tokens.
 */
export const COURT_BOX = { width: 800, height: 560 } as const;
/** customData key on court background elements; the value is the court template id. */
export const COURT_MARKER = 'sidelineCourt';
export const COURT_LINE_COLOR = '#334155';
/** A blank template's frame: a light dashed line that still shows the drawing area. */
const BLANK_FRAME_COLOR = '#cbd5e1';

/** [x, y] in scene pixels. */
export type ScenePoint = [number, number];

/** Where a part is and what it looks like, in scene pixels. */
export type CourtShapePart =
  | { type: 'rectangle' | 'ellipse'; x: number; y: number; width: number; height: number; backgroundColor: string }
  /** `points` relative to (x, y), the first point, as Excalidraw stores lines */
  | { type: 'line'; x: number; y: number; points: ScenePoint[] };

/** One part of a drawn court: the surface or one of its lines, with its stable id. */
export type CourtPart = CourtShapePart & {
  /** `court-<template>-surface`, `court-<template>-<n>` */
  id: string;
  strokeColor: string;
  strokeStyle: 'solid' | 'dashed';
};

/** Scene pixels per metre for a template. */
export function courtScale(template: Pick<CourtTemplate, 'width' | 'height'>): number {
  return Math.min(COURT_BOX.width / template.width, COURT_BOX.height / template.height);
}

// "+ 0" turns -0 into 0, so equal scenes serialise equally.
const round = (value: number) => Math.round(value * 100) / 100 + 0;

/** Points along an arc (degrees, 0 = +x, clockwise on screen since y grows downwards), at most 5° apart. */
export function arcPoints(cx: number, cy: number, r: number, from: number, to: number): ScenePoint[] {
  const sweep = to - from;
  const steps = Math.max(2, Math.ceil(Math.abs(sweep) / 5));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + (sweep * i) / steps) * Math.PI) / 180;
    return [round(cx + r * Math.cos(angle)), round(cy + r * Math.sin(angle))];
  });
}

/** The court's parts: the filled surface first, then its lines, scaled to the court box. */
export function courtParts(template: CourtTemplate): CourtPart[] {
  const scale = courtScale(template);
  const blank = template.shapes.length === 0;
  const surface: CourtPart = {
    id: `court-${template.id}-surface`,
    type: 'rectangle',
    x: 0,
    y: 0,
    width: round(template.width * scale),
    height: round(template.height * scale),
    backgroundColor: template.surface,
    strokeColor: blank ? BLANK_FRAME_COLOR : 'transparent',
    strokeStyle: blank ? 'dashed' : 'solid',
  };
  const lines = template.shapes.map((shape, index): CourtPart => {
    const style = { id: `court-${template.id}-${index}`, strokeColor: COURT_LINE_COLOR, strokeStyle: 'solid' } as const;
    return { ...shapePart(shape, scale), ...style };
  });
  return [surface, ...lines];
}

function shapePart(shape: CourtShape, scale: number): CourtShapePart {
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

/** Lines are positioned at their first point, with the others relative to it. */
function polyline(points: ScenePoint[]): CourtShapePart {
  const [first] = points;
  if (!first) throw new Error('A court line needs at least one point.');
  const [x0, y0] = first;
  return { type: 'line', x: round(x0), y: round(y0), points: points.map(([x, y]) => [round(x - x0), round(y - y0)]) };
}
