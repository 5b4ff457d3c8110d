import { assertNever } from '../shared/events';
import { findSection } from './plan-structure';
import { isBlock, type ItemLocation, type ItemTarget, type PlanMetadata } from './plan.model';
import type { PlanCommand } from './plan.commands';
import { evolvePlan } from './plan.evolve';
import type { PlanEvent } from './plan.events';
import type { PlanState } from './plan.state';

const placeOf = (location: ItemLocation): ItemTarget =>
  location.laneId
    ? { laneId: location.laneId, index: location.index }
    : { sectionId: location.sectionId, index: location.index };

/**
 * The commands that take one event back, given the state just before it. They are intent commands like any other:
 * undo re-decides them on the plan as it is now, so undoing my change never overwrites a co-editor's later edit to
 * something else, and fails with a clear error when what I changed is gone. Creating a plan has no inverse here
 * (deleting is its own, explicit action).
 */
export function inverseOf(event: PlanEvent, before: PlanState): PlanCommand[] {
  switch (event.type) {
    case 'PlanCreated':
      return [];
    case 'PlanMetadataChanged': {
      const changes = Object.fromEntries(
        Object.entries(event.data.changes).map(([field, change]) => [field, change.from]),
      ) as Partial<PlanMetadata>;
      return [{ type: 'SetPlanMetadata', data: { changes } }];
    }
    case 'PlanSectionAdded':
      return [{ type: 'RemoveSection', data: { sectionId: event.data.section.id } }];
    case 'PlanSectionDetailsChanged': {
      const { changes, sectionId } = event.data;
      return [
        {
          type: 'SetSectionDetails',
          data: {
            sectionId,
            ...(changes.name ? { name: changes.name.from } : {}),
            ...(changes.goals ? { goals: changes.goals.from } : {}),
            ...(changes.notes ? { notes: changes.notes.from } : {}),
            ...(changes.targetMinutes ? { targetMinutes: changes.targetMinutes.from } : {}),
          },
        },
      ];
    }
    case 'PlanSectionMoved':
      return [{ type: 'ReorderSection', data: { sectionId: event.data.sectionId, toIndex: event.data.fromIndex } }];
    case 'PlanSectionRemoved':
      return [{ type: 'AddSection', data: { section: event.data.section, index: event.data.index } }];
    case 'PlanItemAdded':
      return [{ type: 'RemoveItem', data: { itemId: event.data.item.id } }];
    case 'PlanItemMoved':
      return [{ type: 'MoveItem', data: { itemId: event.data.itemId, to: placeOf(event.data.from) } }];
    case 'PlanItemDurationSet':
      return [{ type: 'SetItemDuration', data: { itemId: event.data.itemId, durationMinutes: event.data.from } }];
    case 'PlanItemDetailsChanged': {
      const { changes, itemId } = event.data;
      return [
        {
          type: 'SetItemDetails',
          data: {
            itemId,
            ...(changes.title ? { title: changes.title.from } : {}),
            ...(changes.notes ? { notes: changes.notes.from } : {}),
          },
        },
      ];
    }
    case 'PlanItemRemoved':
      return [{ type: 'AddItem', data: { item: event.data.item, to: placeOf(event.data.from) } }];
    case 'PlanParallelBlockCreated': {
      // Ungrouping lines the items up where the block was. Parking them all at the end of the section first leaves
      // the other entries in their old order; then moving each back to where it stood, earliest first, puts every
      // one at its exact index (everything before that index is already in place).
      const section = before.status === 'none' ? null : findSection(before.sections, event.data.sectionId)?.section;
      const grouped = new Set(event.data.lanes.flatMap((l) => l.itemIds));
      const places = (section?.entries ?? []).flatMap((entry, index) =>
        !isBlock(entry) && grouped.has(entry.id) ? [{ itemId: entry.id, index }] : [],
      );
      const toEnd: PlanCommand[] = places.map(({ itemId }) => ({
        type: 'MoveItem',
        data: { itemId, to: { sectionId: event.data.sectionId, index: null } },
      }));
      const back: PlanCommand[] = places.map(({ itemId, index }) => ({
        type: 'MoveItem',
        data: { itemId, to: { sectionId: event.data.sectionId, index } },
      }));
      return [{ type: 'Ungroup', data: { blockId: event.data.blockId } }, ...toEnd, ...back];
    }
    case 'PlanParallelBlockUngrouped': {
      const { block, sectionId, index } = event.data;
      const lanes = block.lanes.map(({ items, ...lane }) => ({ ...lane, itemIds: items.map((i) => i.id) }));
      return [
        {
          type: 'GroupIntoParallelBlock',
          data: { blockId: block.id, sectionId, itemIds: lanes.flatMap((l) => l.itemIds), lanes, index },
        },
      ];
    }
    case 'PlanLaneAdded':
      return [{ type: 'RemoveLane', data: { laneId: event.data.lane.id, moveItemsTo: null } }];
    case 'PlanLaneRenamed':
      return [{ type: 'RenameLane', data: { laneId: event.data.laneId, name: event.data.from } }];
    case 'PlanLaneRecoloured':
      return [{ type: 'RecolourLane', data: { laneId: event.data.laneId, colour: event.data.from } }];
    case 'PlanLaneRemoved':
      return [
        { type: 'AddLane', data: { blockId: event.data.blockId, lane: event.data.lane, index: event.data.index } },
      ];
    case 'PlanPublished':
      return [{ type: 'UnpublishPlan', data: {} }];
    case 'PlanUnpublished':
      return [
        {
          type: 'PublishPlan',
          data: {
            at:
              before.status === 'none' ? new Date(0).toISOString() : (before.publishedAt ?? new Date(0).toISOString()),
          },
        },
      ];
    case 'PlanDeleted':
      return [{ type: 'RestorePlan', data: {} }];
    case 'PlanRestored':
      return [{ type: 'DeletePlan', data: {} }];
    // The season page moves practices on the calendar; the editor's undo leaves the calendar alone.
    case 'PlanScheduled':
    case 'PlanUnscheduled':
      return [];
    default:
      return assertNever(event, 'plan event');
  }
}

/** The inverse of what one command stored: the inverses of its events, last event first. */
export function inverseOfEvents(events: readonly PlanEvent[], before: PlanState): PlanCommand[] {
  const steps: PlanCommand[][] = [];
  let state = before;
  for (const event of events) {
    steps.push(inverseOf(event, state));
    state = evolvePlan(state, event);
  }
  return steps.reverse().flat();
}
