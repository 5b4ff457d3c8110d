import { DRILL_LIMITS, type Diagram } from '@sideline/domain';
import { findCourtTemplate } from './court-template';

/** A new diagram on a court template; its court elements are drawn when the canvas first opens it. */
export function newDiagram(templateId: string, id: string = crypto.randomUUID()): Diagram {
  return { id, title: findCourtTemplate(templateId)?.name ?? '', courtTemplateId: templateId, elements: [], files: {} };
}

export const canAddDiagram = (diagrams: readonly Diagram[], max: number = DRILL_LIMITS.diagrams) =>
  diagrams.length < max;

/** The list with the diagram at `index` moved by `delta` places (clamped to the ends). */
export function moveDiagram(diagrams: readonly Diagram[], index: number, delta: number): Diagram[] {
  const target = Math.min(diagrams.length - 1, Math.max(0, index + delta));
  const next = [...diagrams];
  const [moved] = next.splice(index, 1);
  if (moved === undefined || target === index) return [...diagrams];
  next.splice(target, 0, moved);
  return next;
}

export function replaceDiagram(diagrams: readonly Diagram[], next: Diagram): Diagram[] {
  return diagrams.map((diagram) => (diagram.id === next.id ? next : diagram));
}
