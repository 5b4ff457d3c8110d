/** Where a collaborator is dragging elements right now: element id → [x, y, angle]. Awareness only, never stored. */
export type DragPreview = Record<string, [number, number, number]>;

interface Positioned {
  id: string;
  x: number;
  y: number;
  angle: number;
}

/**
 * My scene with everyone's live drags applied. Elements previewed before but no longer dragged go back to what the
 * document holds (by then it has the dropped position). Pure, so the tricky part is tested without a canvas.
 */
export function mergeDragPreviews<E extends Positioned>(
  scene: readonly E[],
  previews: readonly DragPreview[],
  previouslyPreviewed: ReadonlySet<string>,
  stored: ReadonlyMap<string, E>,
): { elements: E[]; previewed: Set<string>; changed: boolean } {
  const moves = new Map<string, [number, number, number]>();
  for (const preview of previews)
    for (const [id, move] of Object.entries(preview)) if (isMove(move)) moves.set(id, move);
  let changed = false;
  const elements = scene.map((element) => {
    const move = moves.get(element.id);
    if (move) {
      const [x, y, angle] = move;
      if (element.x === x && element.y === y && element.angle === angle) return element;
      changed = true;
      return { ...element, x, y, angle };
    }
    if (previouslyPreviewed.has(element.id)) {
      const original = stored.get(element.id);
      if (original && (original.x !== element.x || original.y !== element.y || original.angle !== element.angle)) {
        changed = true;
        return { ...element, x: original.x, y: original.y, angle: original.angle };
      }
    }
    return element;
  });
  return { elements, previewed: new Set(moves.keys()), changed };
}

function isMove(value: unknown): value is [number, number, number] {
  return Array.isArray(value) && value.length === 3 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
}

interface Draggable extends Positioned {
  groupIds: readonly string[];
  /** a label bound to a shape (a token's letters) names the shape it sits in */
  containerId?: string | null;
}

interface Selection {
  selectedElementIds: Readonly<Record<string, boolean>>;
  selectedGroupIds?: Readonly<Record<string, boolean>> | null;
}

/**
 * What I am dragging, for others to see live: the selected elements, their groups, and the labels bound to them (a
 * token's letters are a text element inside the shape: without it, others saw the circle move and the label wait).
 */
export function dragPreviewOf(elements: readonly Draggable[], state: Selection, limit: number): DragPreview {
  const isSelected = (element: Draggable) =>
    Boolean(state.selectedElementIds[element.id]) ||
    (element.groupIds.length > 0 && element.groupIds.some((group) => state.selectedGroupIds?.[group]));
  const selected = new Set(elements.filter(isSelected).map((element) => element.id));
  const preview: DragPreview = {};
  let count = 0;
  for (const element of elements) {
    if (!selected.has(element.id) && !(element.containerId && selected.has(element.containerId))) continue;
    preview[element.id] = [Math.round(element.x * 10) / 10, Math.round(element.y * 10) / 10, element.angle];
    if (++count >= limit) break;
  }
  return preview;
}
