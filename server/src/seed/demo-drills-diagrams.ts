import { SPORT_PACKS, findPosition, type Diagram, type SportId } from '@sideline/domain';

/**
 * Demo diagrams drawn as plain Excalidraw elements: players as filled circles in their position colour (team A) or
 * outlined (team B), labelled with the position's letters, and arrows for runs (solid) and passes (dashed).
 * Positions are given in metres on the court template; the scale is the web canvas's (the court fits 800 × 560
 * scene pixels, origin top-left), so the court it draws under a stored diagram lines up with these tokens.
 */
const COURT_BOX = { width: 800, height: 560 };
const TOKEN_SIZE = 40;
const TOKEN_MARKER = 'sidelineToken';

export interface DemoToken {
  /** position id or name of the sport pack */
  position: string;
  team?: 'a' | 'b';
  /** metres from the court's top-left corner */
  at: [number, number];
}

export interface DemoArrow {
  from: [number, number];
  to: [number, number];
  kind: 'run' | 'pass';
}

export interface DemoDiagram {
  title: string;
  /** a court template id of the sport (e.g. `quadball-half`) */
  court: string;
  tokens: DemoToken[];
  arrows?: DemoArrow[];
}

/** Black or white, whichever reads better on the fill (the canvas's rule, simplified to a luminance threshold). */
function textOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance = (0.2126 * ((value >> 16) & 255) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255)) / 255;
  return luminance > 0.55 ? '#111827' : '#ffffff';
}

/** Stable small numbers for Excalidraw's seeds, so the same demo draws the same way every time. */
function counter(start: number) {
  let n = start;
  return () => ++n;
}

function common(id: string, next: () => number) {
  return {
    id,
    angle: 0,
    strokeWidth: 2,
    strokeStyle: 'solid',
    roughness: 0,
    opacity: 100,
    groupIds: [] as string[],
    frameId: null,
    roundness: null as { type: number } | null,
    seed: next(),
    version: 1,
    versionNonce: next(),
    isDeleted: false,
    boundElements: null as { id: string; type: string }[] | null,
    updated: 1,
    link: null,
    locked: false,
  };
}

export function buildDiagram(sport: SportId, id: string, spec: DemoDiagram): Diagram {
  const template = SPORT_PACKS[sport].courtTemplates.find((t) => t.id === spec.court);
  if (!template) throw new Error(`${spec.court} is not a ${sport} court template`);
  const scale = Math.min(COURT_BOX.width / template.width, COURT_BOX.height / template.height);
  const px = ([x, y]: [number, number]): [number, number] => [Math.round(x * scale), Math.round(y * scale)];
  const next = counter(id.length * 1000);
  const elements: Record<string, unknown>[] = [];

  spec.tokens.forEach((token, i) => {
    const position = findPosition(sport, token.position);
    if (!position) throw new Error(`${token.position} is not a ${sport} position`);
    const team = token.team ?? 'a';
    const [cx, cy] = px(token.at);
    const shapeId = `${id}-token-${i}`;
    const textId = `${shapeId}-label`;
    const fill = team === 'a' ? position.color : '#ffffff';
    const x = cx - TOKEN_SIZE / 2;
    const y = cy - TOKEN_SIZE / 2;
    elements.push({
      ...common(shapeId, next),
      type: 'ellipse',
      x,
      y,
      width: TOKEN_SIZE,
      height: TOKEN_SIZE,
      strokeColor: position.color,
      strokeWidth: team === 'b' ? 3 : 2,
      backgroundColor: fill,
      fillStyle: 'solid',
      roundness: { type: 2 },
      boundElements: [{ id: textId, type: 'text' }],
      customData: { [TOKEN_MARKER]: `${position.id}-${team}` },
    });
    elements.push({
      ...common(textId, next),
      type: 'text',
      x: cx - 12,
      y: cy - 10,
      width: 24,
      height: 20,
      strokeColor: team === 'a' ? textOn(position.color) : position.color,
      backgroundColor: 'transparent',
      fillStyle: 'solid',
      text: position.short,
      originalText: position.short,
      fontSize: 16,
      fontFamily: 2,
      textAlign: 'center',
      verticalAlign: 'middle',
      containerId: shapeId,
      lineHeight: 1.25,
      autoResize: true,
    });
  });

  (spec.arrows ?? []).forEach((arrow, i) => {
    const [x1, y1] = px(arrow.from);
    const [x2, y2] = px(arrow.to);
    elements.push({
      ...common(`${id}-arrow-${i}`, next),
      type: 'arrow',
      x: x1,
      y: y1,
      width: Math.abs(x2 - x1),
      height: Math.abs(y2 - y1),
      strokeColor: '#1e1e1e',
      strokeStyle: arrow.kind === 'pass' ? 'dashed' : 'solid',
      backgroundColor: 'transparent',
      fillStyle: 'solid',
      roundness: { type: 2 },
      points: [
        [0, 0],
        [x2 - x1, y2 - y1],
      ],
      lastCommittedPoint: null,
      startBinding: null,
      endBinding: null,
      startArrowhead: null,
      endArrowhead: 'arrow',
      elbowed: false,
    });
  });

  return { id, title: spec.title, courtTemplateId: spec.court, elements, files: {} };
}
