import { findBlock, findItem, findLane, findSection, type PlanCommandInput, type Section } from '@sideline/domain';
import { parseDndId } from './dnd-ids';

/** Where on the item below the pointer the dragged one was dropped: its upper half (before it) or lower half. */
export type Placement = 'before' | 'after';

/** A list items live in: a section's own sequence, or a lane of a parallel block. */
type ItemList = { sectionId: string; laneId: null } | { sectionId: string; laneId: string };

const sameList = (a: ItemList, b: ItemList) => a.sectionId === b.sectionId && a.laneId === b.laneId;

/** The list and index a drop names: on an item or block (its place), or on a list itself (its end: index null). */
function dropSpot(
  sections: readonly Section[],
  overId: string,
): { list: ItemList; index: number | null; onEntry: boolean } | null {
  const over = parseDndId(overId);
  if (!over) return null;
  switch (over.kind) {
    case 'item': {
      const found = findItem(sections, over.id);
      if (!found) return null;
      const { sectionId, laneId, index } = found.location;
      return { list: laneId ? { sectionId, laneId } : { sectionId, laneId: null }, index, onEntry: true };
    }
    case 'block': {
      const found = findBlock(sections, over.id);
      return found ? { list: { sectionId: found.sectionId, laneId: null }, index: found.index, onEntry: true } : null;
    }
    case 'lane': {
      const found = findLane(sections, over.id);
      return found
        ? { list: { sectionId: found.sectionId, laneId: found.lane.id }, index: null, onEntry: false }
        : null;
    }
    case 'entries':
    case 'section':
      return findSection(sections, over.id)
        ? { list: { sectionId: over.id, laneId: null }, index: null, onEntry: false }
        : null;
    default:
      return null;
  }
}

/**
 * The command a drop means, or null when it changes nothing. Indexes follow the API: they count the destination list
 * as it will be once the item has left its old place. Within one list the dropped item takes the place of the one it
 * was dropped on (as the sortable list showed while dragging); into another list it goes before or after it.
 */
export function dragEndCommand(
  sections: readonly Section[],
  activeId: string,
  overId: string | null,
  placement: Placement = 'before',
): PlanCommandInput | null {
  const active = parseDndId(activeId);
  if (!active || overId === null) return null;

  if (active.kind === 'section') {
    const from = findSection(sections, active.id);
    const over = parseDndId(overId);
    const target = over && (over.kind === 'section' || over.kind === 'entries') ? findSection(sections, over.id) : null;
    if (!from || !target || from.index === target.index) return null;
    return { type: 'ReorderSection', sectionId: active.id, toIndex: target.index };
  }

  if (active.kind !== 'item') return null;
  const found = findItem(sections, active.id);
  const spot = dropSpot(sections, overId);
  if (!found || !spot) return null;
  const { sectionId, laneId, index: fromIndex } = found.location;
  const from: ItemList = laneId ? { sectionId, laneId } : { sectionId, laneId: null };

  let index: number | null = spot.index;
  if (sameList(from, spot.list)) {
    // On a list's own empty space: to its end (null); on an entry of the same list: take its place.
    if (index === null || index === fromIndex) {
      if (index === fromIndex) return null;
      const length = spot.list.laneId
        ? (findLane(sections, spot.list.laneId)?.lane.items.length ?? 0)
        : (findSection(sections, spot.list.sectionId)?.section.entries.length ?? 0);
      if (fromIndex === length - 1) return null;
    }
  } else if (index !== null && placement === 'after') {
    index += 1;
  }

  if (spot.list.laneId) return { type: 'MoveItemToLane', itemId: active.id, laneId: spot.list.laneId, index };
  return { type: 'MoveItem', itemId: active.id, to: { sectionId: spot.list.sectionId, index } };
}
