import { findBlock, findItem, findLane, findSection, type Section } from '@sideline/domain';
import { itemName } from '../format-plan';
import type { PlanDrillRef } from '@sideline/domain';
import { parseDndId } from './dnd-ids';

/** Words for screen readers while dragging: what is held, and where it would land. */
export function dragSubject(
  sections: readonly Section[],
  drills: Readonly<Record<string, PlanDrillRef>>,
  id: string | number,
): string {
  const parsed = parseDndId(id);
  if (!parsed) return 'the item';
  if (parsed.kind === 'section') return `the section ${findSection(sections, parsed.id)?.section.name ?? ''}`.trim();
  const found = parsed.kind === 'item' ? findItem(sections, parsed.id) : null;
  return found ? itemName(found.item, drills) : 'the item';
}

export function dropPlace(
  sections: readonly Section[],
  drills: Readonly<Record<string, PlanDrillRef>>,
  id: string | number,
): string {
  const parsed = parseDndId(id);
  if (!parsed) return 'nowhere';
  switch (parsed.kind) {
    case 'item': {
      const found = findItem(sections, parsed.id);
      if (!found) return 'an item';
      const where = found.location.laneId
        ? findLane(sections, found.location.laneId)?.lane.name
        : findSection(sections, found.location.sectionId)?.section.name;
      return `${itemName(found.item, drills)}, position ${found.location.index + 1} in ${where ?? 'the plan'}`;
    }
    case 'lane':
      return `the end of the lane ${findLane(sections, parsed.id)?.lane.name ?? ''}`.trim();
    case 'block': {
      const found = findBlock(sections, parsed.id);
      return `the parallel block in ${found ? findSection(sections, found.sectionId)?.section.name : 'the plan'}`;
    }
    case 'entries':
    case 'section': {
      const found = findSection(sections, parsed.id);
      return found ? `the section ${found.section.name}, position ${found.index + 1}` : 'a section';
    }
    default:
      return 'nowhere';
  }
}

export const DRAG_INSTRUCTIONS =
  'To move an item or a section, focus its handle and press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.';
