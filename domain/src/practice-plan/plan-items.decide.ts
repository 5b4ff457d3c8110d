import { assertNever } from '../shared/events';
import { checkItem, checkItemCount, checkNewIds } from './plan-checks';
import { invalidDuration, invalidStructure, itemNotFound, laneNotFound, sectionNotFound, tooBig } from './plan-errors';
import { clampIndex, findItem, findLane, findSection } from './plan-structure';
import { PLAN_LIMITS, durationProblem } from './plan-vocabulary';
import type { ItemLocation, ItemTarget, Section } from './plan.model';
import type { AddItem, MoveItem, RemoveItem, SetItemDetails, SetItemDuration } from './plan.commands';
import type { ItemDetailChanges, PlanEvent } from './plan.events';
import type { PlanFacts } from './plan.state';

export type ItemCommand = AddItem | MoveItem | SetItemDuration | SetItemDetails | RemoveItem;

/** The list a target names, as it is now: where it is and how long it is. Throws when the section or lane is gone. */
export function resolveTarget(
  sections: readonly Section[],
  target: ItemTarget,
): { sectionId: string; blockId: string | null; laneId: string | null; length: number } {
  if ('laneId' in target) {
    const found = findLane(sections, target.laneId);
    if (!found) throw laneNotFound(target.laneId);
    return {
      sectionId: found.sectionId,
      blockId: found.block.id,
      laneId: found.lane.id,
      length: found.lane.items.length,
    };
  }
  const found = findSection(sections, target.sectionId);
  if (!found) throw sectionNotFound(target.sectionId);
  return { sectionId: found.section.id, blockId: null, laneId: null, length: found.section.entries.length };
}

const sameList = (a: Pick<ItemLocation, 'sectionId' | 'laneId'>, b: Pick<ItemLocation, 'sectionId' | 'laneId'>) =>
  a.sectionId === b.sectionId && a.laneId === b.laneId;

/** A section (or a lane) holds at most so many entries. */
function checkRoom(length: number, laneId: string | null): void {
  if (length >= PLAN_LIMITS.entriesPerSection)
    throw tooBig(`A ${laneId ? 'lane' : 'section'} holds at most ${PLAN_LIMITS.entriesPerSection} entries.`);
}

export function decideItem(command: ItemCommand, state: PlanFacts): PlanEvent[] {
  const { planId, sections } = state;
  switch (command.type) {
    case 'AddItem': {
      const { item, to } = command.data;
      const list = resolveTarget(sections, to);
      checkItem(item);
      checkNewIds(sections, [item.id]);
      checkItemCount(sections, 1);
      checkRoom(list.length, list.laneId);
      const index = clampIndex(to.index, list.length);
      return [
        {
          type: 'PlanItemAdded',
          data: { planId, item, to: { sectionId: list.sectionId, blockId: list.blockId, laneId: list.laneId, index } },
        },
      ];
    }
    case 'MoveItem': {
      const found = findItem(sections, command.data.itemId);
      if (!found) throw itemNotFound(command.data.itemId);
      const list = resolveTarget(sections, command.data.to);
      const staying = sameList(found.location, list);
      // The index counts the destination as it will be once the item has left its old place.
      const length = staying ? list.length - 1 : list.length;
      if (!staying) checkRoom(length, list.laneId);
      const index = clampIndex(command.data.to.index, length);
      if (staying && index === found.location.index) return [];
      return [
        {
          type: 'PlanItemMoved',
          data: {
            planId,
            itemId: found.item.id,
            from: found.location,
            to: { sectionId: list.sectionId, blockId: list.blockId, laneId: list.laneId, index },
          },
        },
      ];
    }
    case 'SetItemDuration': {
      const found = findItem(sections, command.data.itemId);
      if (!found) throw itemNotFound(command.data.itemId);
      const problem = durationProblem(found.item.kind, command.data.durationMinutes);
      if (problem) throw invalidDuration(problem);
      if (found.item.durationMinutes === command.data.durationMinutes) return [];
      return [
        {
          type: 'PlanItemDurationSet',
          data: { planId, itemId: found.item.id, from: found.item.durationMinutes, to: command.data.durationMinutes },
        },
      ];
    }
    case 'SetItemDetails': {
      const found = findItem(sections, command.data.itemId);
      if (!found) throw itemNotFound(command.data.itemId);
      const { title, notes } = command.data;
      const changes: ItemDetailChanges = {};
      if (title !== undefined && title !== found.item.title) changes.title = { from: found.item.title, to: title };
      if (notes !== undefined && notes !== found.item.notes) changes.notes = { from: found.item.notes, to: notes };
      if (!changes.title && !changes.notes) return [];
      const next = {
        ...found.item,
        ...(changes.title ? { title: changes.title.to } : {}),
        ...(changes.notes ? { notes: changes.notes.to } : {}),
      };
      if (next.kind === 'activity' && !next.title.trim())
        throw invalidStructure('PLAN.INVALID_ITEM', 'Name the activity.', 'title');
      checkItem(next);
      return [{ type: 'PlanItemDetailsChanged', data: { planId, itemId: found.item.id, changes } }];
    }
    case 'RemoveItem': {
      const found = findItem(sections, command.data.itemId);
      if (!found) throw itemNotFound(command.data.itemId);
      return [{ type: 'PlanItemRemoved', data: { planId, item: found.item, from: found.location } }];
    }
    default:
      return assertNever(command, 'item command');
  }
}
