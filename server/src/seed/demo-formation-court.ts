import {
  COURT_MARKER,
  SPORT_PACKS,
  courtParts,
  type CourtTemplate,
  type ScenePoint,
  type SportId,
} from '@sideline/domain';

/**
 * A court template as plain Excalidraw elements, for the diagrams the demo seed stores: the domain's court parts
 * (domain/src/sports/court-drawing.ts, which the web canvas draws too), completed with what Excalidraw stores for
 * every element. Same ids, scale and marker as the canvas, so the web client sees the court is there and does not
 * draw a second one on first open.
 */
type Element = Record<string, unknown> & { id: string };

function base(templateId: string, seed: number) {
  return {
    angle: 0,
    backgroundColor: 'transparent',
    fillStyle: 'solid',
    strokeWidth: 2,
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

/** What Excalidraw stores of a line beyond its points: its extent and no bindings or arrowheads. */
function lineFields(points: readonly ScenePoint[]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const extent = (values: number[]) => Math.round((Math.max(...values) - Math.min(...values)) * 100) / 100 + 0;
  return {
    width: extent(xs),
    height: extent(ys),
    lastCommittedPoint: null,
    startBinding: null,
    endBinding: null,
    startArrowhead: null,
    endArrowhead: null,
  };
}

export function courtTemplateOf(sport: SportId, templateId: string): CourtTemplate {
  const template = SPORT_PACKS[sport].courtTemplates.find((t) => t.id === templateId);
  if (!template) throw new Error(`${templateId} is not a ${sport} court template`);
  return template;
}

/** The court's elements: the surface first, then its lines, as the canvas draws them. */
export function courtSceneElements(sport: SportId, templateId: string): Element[] {
  const template = courtTemplateOf(sport, templateId);
  return courtParts(template).map((part, index) => {
    const element = { ...base(template.id, index === 0 ? 1 : 10 + (index - 1) * 2), ...part };
    return part.type === 'line' ? { ...element, ...lineFields(part.points) } : element;
  });
}
