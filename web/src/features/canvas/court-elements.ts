import { COURT_MARKER, courtParts, type CourtPart, type CourtTemplate } from '@sideline/domain';
import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';
import { localPoints } from './scene-elements';

export { COURT_BOX, arcPoints, courtScale } from '@sideline/domain';

/**
 * A court template as Excalidraw skeletons: the domain's court parts (domain/src/sports/court-drawing.ts, also drawn by
 * the demo seed), all locked (so drawing and dragging tokens never moves the court) and marked in customData (so the
 * scene knows it has a court). Ids are stable: converting twice gives the same scene.
 */
export function courtElements(template: CourtTemplate): ExcalidrawElementSkeleton[] {
  return courtParts(template).map((part) => ({
    ...skeletonOf(part),
    locked: true,
    roughness: 0,
    strokeWidth: 2,
    customData: { [COURT_MARKER]: template.id },
  }));
}

function skeletonOf(part: CourtPart): ExcalidrawElementSkeleton {
  const { id, strokeColor, strokeStyle } = part;
  if (part.type === 'line')
    return { id, type: 'line', x: part.x, y: part.y, points: localPoints(part.points), strokeColor, strokeStyle };
  const { type, x, y, width, height, backgroundColor } = part;
  return { id, type, x, y, width, height, backgroundColor, fillStyle: 'solid', strokeColor, strokeStyle };
}
