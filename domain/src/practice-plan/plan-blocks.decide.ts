import { conflict } from '../shared/errors';
import { assertNever } from '../shared/events';
import { checkColour, checkName, checkNewIds } from './plan-checks';
import { blockNotFound, invalidStructure, itemNotFound, laneNotFound, sectionNotFound, tooBig } from './plan-errors';
import { clampIndex, findBlock, findItem, findLane, findSection } from './plan-structure';
import { PLAN_LIMITS } from './plan-vocabulary';
import { isBlock } from './plan.model';
import type { AddLane, GroupIntoParallelBlock, RecolourLane, RemoveLane, RenameLane, Ungroup } from './plan.commands';
import type { PlanEvent } from './plan.events';
import type { PlanFacts } from './plan.state';

export type BlockCommand = GroupIntoParallelBlock | AddLane | RenameLane | RecolourLane | RemoveLane | Ungroup;

function decideGroup(command: GroupIntoParallelBlock, state: PlanFacts): PlanEvent[] {
  const { planId, sections } = state;
  const { blockId, sectionId, itemIds, lanes } = command.data;
  const found = findSection(sections, sectionId);
  if (!found) throw sectionNotFound(sectionId);
  if (lanes.length === 0)
    throw invalidStructure('PLAN.EMPTY_BLOCK', 'A parallel block needs at least one lane.', 'lanes');
  if (lanes.length > PLAN_LIMITS.lanesPerBlock)
    throw tooBig(`A parallel block has at most ${PLAN_LIMITS.lanesPerBlock} lanes.`);
  for (const lane of lanes) {
    checkName(lane.name, 'lane', PLAN_LIMITS.laneName);
    checkColour(lane.colour);
  }
  checkNewIds(sections, [blockId, ...lanes.map((l) => l.id)]);
  for (const itemId of itemIds) {
    const item = findItem(sections, itemId);
    if (!item) throw itemNotFound(itemId);
    // An item lives in exactly one place: one already running in a lane cannot join a second block.
    if (item.location.laneId)
      throw conflict(
        'PLAN.ITEM_ALREADY_IN_BLOCK',
        'This item already runs in a parallel block: move it out of its lane first.',
        { itemId },
      );
    if (item.location.sectionId !== sectionId)
      throw invalidStructure(
        'PLAN.ITEM_NOT_IN_SECTION',
        'Only items of the same section can run in parallel.',
        'itemIds',
      );
  }
  const assigned = lanes.flatMap((l) => l.itemIds);
  const wanted = new Set(itemIds);
  if (
    wanted.size !== itemIds.length ||
    assigned.length !== itemIds.length ||
    assigned.some((id) => !wanted.has(id)) ||
    new Set(assigned).size !== assigned.length
  ) {
    throw invalidStructure('PLAN.LANE_ASSIGNMENT', 'Put each grouped item into exactly one lane.', 'lanes');
  }
  const remaining = found.section.entries.filter((e) => isBlock(e) || !wanted.has(e.id));
  // By default the block takes the place of the first grouped item.
  const firstGrouped = found.section.entries.findIndex((e) => !isBlock(e) && wanted.has(e.id));
  const natural =
    firstGrouped < 0
      ? remaining.length
      : found.section.entries.slice(0, firstGrouped).filter((e) => isBlock(e) || !wanted.has(e.id)).length;
  const index = clampIndex(command.data.index ?? natural, remaining.length);
  return [
    {
      type: 'PlanParallelBlockCreated',
      data: { planId, sectionId, blockId, index, lanes: lanes.map((l) => ({ ...l, itemIds: [...l.itemIds] })) },
    },
  ];
}

function decideRemoveLane(command: RemoveLane, state: PlanFacts): PlanEvent[] {
  const { planId, sections } = state;
  const found = findLane(sections, command.data.laneId);
  if (!found) throw laneNotFound(command.data.laneId);
  const { lane, block, laneIndex, sectionId } = found;
  if (block.lanes.length === 1)
    throw conflict('PLAN.LAST_LANE', 'A parallel block needs at least one lane: ungroup the block instead.', {
      laneId: lane.id,
    });
  const events: PlanEvent[] = [];
  const targetId = command.data.moveItemsTo;
  if (targetId) {
    const target = block.lanes.find((l) => l.id === targetId);
    if (!target) throw laneNotFound(targetId);
    if (target.id === lane.id)
      throw invalidStructure('PLAN.LANE_ASSIGNMENT', 'Move the items to another lane of the block.', 'moveItemsTo');
    if (target.items.length + lane.items.length > PLAN_LIMITS.entriesPerSection)
      throw tooBig(`A lane holds at most ${PLAN_LIMITS.entriesPerSection} entries.`);
    // Each item leaves from the front of the lane and goes to the end of the target, keeping their order.
    lane.items.forEach((item, i) => {
      events.push({
        type: 'PlanItemMoved',
        data: {
          planId,
          itemId: item.id,
          from: { sectionId, blockId: block.id, laneId: lane.id, index: 0 },
          to: { sectionId, blockId: block.id, laneId: target.id, index: target.items.length + i },
        },
      });
    });
  } else {
    for (const item of lane.items)
      events.push({
        type: 'PlanItemRemoved',
        data: { planId, item, from: { sectionId, blockId: block.id, laneId: lane.id, index: 0 } },
      });
  }
  const { items: _items, ...laneOnly } = lane;
  events.push({ type: 'PlanLaneRemoved', data: { planId, blockId: block.id, lane: laneOnly, index: laneIndex } });
  return events;
}

export function decideBlock(command: BlockCommand, state: PlanFacts): PlanEvent[] {
  const { planId, sections } = state;
  switch (command.type) {
    case 'GroupIntoParallelBlock':
      return decideGroup(command, state);
    case 'AddLane': {
      const found = findBlock(sections, command.data.blockId);
      if (!found) throw blockNotFound(command.data.blockId);
      const { lane } = command.data;
      if (found.block.lanes.length >= PLAN_LIMITS.lanesPerBlock)
        throw tooBig(`A parallel block has at most ${PLAN_LIMITS.lanesPerBlock} lanes.`);
      checkName(lane.name, 'lane', PLAN_LIMITS.laneName);
      checkColour(lane.colour);
      checkNewIds(sections, [lane.id]);
      const laneOnly = { id: lane.id, name: lane.name, colour: lane.colour, positionKey: lane.positionKey };
      return [
        {
          type: 'PlanLaneAdded',
          data: {
            planId,
            blockId: found.block.id,
            lane: laneOnly,
            index: clampIndex(command.data.index, found.block.lanes.length),
          },
        },
      ];
    }
    case 'RenameLane': {
      const found = findLane(sections, command.data.laneId);
      if (!found) throw laneNotFound(command.data.laneId);
      checkName(command.data.name, 'lane', PLAN_LIMITS.laneName);
      if (command.data.name === found.lane.name) return [];
      return [
        {
          type: 'PlanLaneRenamed',
          data: { planId, laneId: found.lane.id, from: found.lane.name, to: command.data.name },
        },
      ];
    }
    case 'RecolourLane': {
      const found = findLane(sections, command.data.laneId);
      if (!found) throw laneNotFound(command.data.laneId);
      checkColour(command.data.colour);
      if (command.data.colour === found.lane.colour) return [];
      return [
        {
          type: 'PlanLaneRecoloured',
          data: { planId, laneId: found.lane.id, from: found.lane.colour, to: command.data.colour },
        },
      ];
    }
    case 'RemoveLane':
      return decideRemoveLane(command, state);
    case 'Ungroup': {
      const found = findBlock(sections, command.data.blockId);
      if (!found) throw blockNotFound(command.data.blockId);
      const section = findSection(sections, found.sectionId)!.section;
      const itemCount = found.block.lanes.reduce((n, l) => n + l.items.length, 0);
      if (section.entries.length - 1 + itemCount > PLAN_LIMITS.entriesPerSection)
        throw tooBig(
          `A section holds at most ${PLAN_LIMITS.entriesPerSection} entries: move some items to another section first.`,
        );
      return [
        {
          type: 'PlanParallelBlockUngrouped',
          data: { planId, sectionId: found.sectionId, index: found.index, block: found.block },
        },
      ];
    }
    default:
      return assertNever(command, 'block command');
  }
}
