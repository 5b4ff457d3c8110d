import type { Diagram } from '@sideline/domain';
import { convertToExcalidrawElements } from '@excalidraw/excalidraw';
import type { ExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import { courtElements } from './court-elements';
import { findCourtTemplate } from './court-template';
import { hasCourt } from './scene-elements';

/**
 * The elements to show for a stored diagram. A diagram added from a template starts with no elements: its court is
 * drawn here the first time the canvas opens it (and then saved with it). Stored elements are plain JSON;
 * Excalidraw restores (validates and completes) them when they enter a scene.
 */
export function sceneElements(diagram: Pick<Diagram, 'elements' | 'courtTemplateId'>): ExcalidrawElement[] {
  const stored = diagram.elements as unknown as ExcalidrawElement[];
  const template = findCourtTemplate(diagram.courtTemplateId);
  if (!template || hasCourt(diagram.elements)) return stored;
  return [...convertToExcalidrawElements(courtElements(template), { regenerateIds: false }), ...stored];
}
