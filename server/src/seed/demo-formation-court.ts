import { SPORT_PACKS, type CourtShape, type CourtTemplate, type SportId } from '@sideline/domain';

/**
 * A court template as plain Excalidraw elements, for the diagrams the demo seed stores. It follows the web canvas's
 * `courtElements` (web/src/features/canvas/court-elements.ts): the same scale (the court fits 800 × 560 scene pixels),
 * the same ids (`court-<template>-surface`, `court-<template>-<n>`), locked, and marked with `customData.sidelineCourt`,
 * so the web client sees the court is there and does not draw a second one on first open.
 */
const COURT_BOX = { width: 800, height: 560 };
const COURT_LINE_COLOR = '#334155';
const COURT_MARKER = 'sidelineCourt';

type Element = Record<string, unknown> & { id: string };

const round = (value: number) => Math.round(value * 100) / 100 + 0;

function arcPoints(cx: number, cy: number, r: number, from: number, to: number): [number, number][] {
  const sweep = to - from;
  const steps = Math.max(2, Math.ceil(Math.abs(sweep) / 5));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + (sweep * i) / steps) * Math.PI) / 180;
    return [round(cx + r * Math.cos(angle)), round(cy + r * Math.sin(angle))];
  });
}

function base(id: string, templateId: string, seed: number) {
  return {
    id,
    angle: 0,
    strokeColor: COURT_LINE_COLOR,
    backgroundColor: 'transparent',
    fillStyle: 'solid',
    strokeWidth: 2,
    strokeStyle: 'solid',
    roughness: 0,
    opacity: 100,
    groupIds: [] as string[],
    frameId: null,
    roundness: null,
    seed,
    version: 1,
    versionNonce: seed + 1,
    isDeleted: false,
    boundElements: null,
    updated: 1,
    link: null,
    locked: true,
    customData: { [COURT_MARKER]: templateId },
  };
}

function polyline(points: [number, number][]): Record<string, unknown> {
  const [x0, y0] = points[0]!;
  const local = points.map(([x, y]) => [round(x - x0), round(y - y0)]);
  const xs = local.map(([x]) => x!);
  const ys = local.map(([, y]) => y!);
  return {
    type: 'line',
    x: round(x0),
    y: round(y0),
    width: round(Math.max(...xs) - Math.min(...xs)),
    height: round(Math.max(...ys) - Math.min(...ys)),
    points: local,
    lastCommittedPoint: null,
    startBinding: null,
    endBinding: null,
    startArrowhead: null,
    endArrowhead: null,
  };
}

function shapeElement(shape: CourtShape, scale: number): Record<string, unknown> {
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

export function courtTemplateOf(sport: SportId, templateId: string): CourtTemplate {
  const template = SPORT_PACKS[sport].courtTemplates.find((t) => t.id === templateId);
  if (!template) throw new Error(`${templateId} is not a ${sport} court template`);
  return template;
}

/** The court's elements: the surface first, then its lines, as the canvas draws them. */
export function courtSceneElements(sport: SportId, templateId: string): Element[] {
  const template = courtTemplateOf(sport, templateId);
  const scale = Math.min(COURT_BOX.width / template.width, COURT_BOX.height / template.height);
  const surface: Element = {
    ...base(`court-${template.id}-surface`, template.id, 1),
    type: 'rectangle',
    x: 0,
    y: 0,
    width: round(template.width * scale),
    height: round(template.height * scale),
    backgroundColor: template.surface,
    strokeColor: template.shapes.length === 0 ? '#cbd5e1' : 'transparent',
    strokeStyle: template.shapes.length === 0 ? 'dashed' : 'solid',
  };
  const lines = template.shapes.map(
    (shape, index) =>
      ({
        ...base(`court-${template.id}-${index}`, template.id, 10 + index * 2),
        ...shapeElement(shape, scale),
      }) as Element,
  );
  return [surface, ...lines];
}
