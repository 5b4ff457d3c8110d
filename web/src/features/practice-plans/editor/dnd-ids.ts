/**
 * Ids of the editor's draggables and drop zones. dnd-kit keeps one id space for everything, so each kind gets a
 * prefix: a section card, the entries list of a section, an item, a parallel block (a place in its section's list),
 * and a lane's list.
 */
export type DndKind = 'section' | 'entries' | 'item' | 'block' | 'lane';

export const dndId = (kind: DndKind, id: string) => `${kind}:${id}`;

export function parseDndId(value: string | number | null | undefined): { kind: DndKind; id: string } | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf(':');
  if (at < 0) return null;
  const kind = value.slice(0, at);
  if (kind !== 'section' && kind !== 'entries' && kind !== 'item' && kind !== 'block' && kind !== 'lane') return null;
  return { kind, id: value.slice(at + 1) };
}
