import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { PLAN_ID, block, drillItem, lane, planCreated, samplePlan, section, stateAfter } from './testing/plan.fixture';
import { planDecider } from './plan.decider';
import type { PlanCommand } from './plan.commands';
import type { PlanEvent } from './plan.events';
import { findItem } from './plan-structure';
import { planTiming } from './plan-timing';

const spec = deciderSpec(planDecider);
const created = planCreated(samplePlan());
const laneSpec = (id: string, itemIds: string[]) => ({
  id,
  name: `Lane ${id}`,
  colour: '#111827',
  positionKey: null,
  itemIds,
});
const run = (events: PlanEvent[], ...commands: PlanCommand[]) => {
  let all = events;
  for (const command of commands) all = [...all, ...planDecider.decide(command, stateAfter(all))];
  return stateAfter(all);
};

describe('parallel blocks: group', () => {
  it("puts items of one section into lanes; the block takes the first item's place", () => {
    const group: PlanCommand = {
      type: 'GroupIntoParallelBlock',
      data: {
        blockId: 'b2',
        sectionId: 's1',
        itemIds: ['i2', 'i6'],
        lanes: [laneSpec('x', ['i6']), laneSpec('y', ['i2'])],
        index: null,
      },
    };
    spec
      .given([created])
      .when(group)
      .then([
        {
          type: 'PlanParallelBlockCreated',
          data: {
            planId: PLAN_ID,
            sectionId: 's1',
            blockId: 'b2',
            index: 1,
            lanes: [laneSpec('x', ['i6']), laneSpec('y', ['i2'])],
          },
        },
      ]);
    const state = run([created], group);
    expect(state.sections[0]!.entries.map((e) => e.id)).toEqual(['i1', 'b2', 'b1']);
    expect(findItem(state.sections, 'i6')!.location).toEqual({ sectionId: 's1', blockId: 'b2', laneId: 'x', index: 0 });
  });
  it('makes an empty block where asked', () => {
    const state = run([created], {
      type: 'GroupIntoParallelBlock',
      data: { blockId: 'b2', sectionId: 's3', itemIds: [], lanes: [laneSpec('x', []), laneSpec('y', [])], index: null },
    });
    expect(state.sections[2]!.entries).toEqual([
      block('b2', [
        lane('x', [], { name: 'Lane x', colour: '#111827' }),
        lane('y', [], { name: 'Lane y', colour: '#111827' }),
      ]),
    ]);
  });
  it('refuses an item already in a block: an item lives in one place', () => {
    spec
      .given([created])
      .when({
        type: 'GroupIntoParallelBlock',
        data: { blockId: 'b2', sectionId: 's1', itemIds: ['i3'], lanes: [laneSpec('x', ['i3'])], index: null },
      })
      .thenThrows('PLAN.ITEM_ALREADY_IN_BLOCK');
  });
  it('refuses items of other sections, gone items, bad lane assignments and used ids', () => {
    const group = (itemIds: string[], lanes: ReturnType<typeof laneSpec>[], blockId = 'b2'): PlanCommand => ({
      type: 'GroupIntoParallelBlock',
      data: { blockId, sectionId: 's1', itemIds, lanes, index: null },
    });
    spec
      .given([created])
      .when(group(['i7'], [laneSpec('x', ['i7'])]))
      .thenThrows('PLAN.ITEM_NOT_IN_SECTION');
    spec
      .given([created])
      .when(group(['nope'], [laneSpec('x', ['nope'])]))
      .thenThrows('PLAN.ITEM_NOT_FOUND');
    spec
      .given([created])
      .when(group(['i1', 'i2'], [laneSpec('x', ['i1'])]))
      .thenThrows('PLAN.LANE_ASSIGNMENT');
    spec
      .given([created])
      .when(group(['i1'], [laneSpec('x', ['i1']), laneSpec('y', ['i1'])]))
      .thenThrows('PLAN.LANE_ASSIGNMENT');
    spec
      .given([created])
      .when(group(['i1'], [laneSpec('x', ['i1', 'i2'])]))
      .thenThrows('PLAN.LANE_ASSIGNMENT');
    spec
      .given([created])
      .when(group(['i1'], []))
      .thenThrows('PLAN.EMPTY_BLOCK');
    spec
      .given([created])
      .when(group(['i1'], [laneSpec('l1', ['i1'])]))
      .thenThrows('PLAN.DUPLICATE_ID');
    spec
      .given([created])
      .when(group(['i1'], [laneSpec('x', ['i1'])], 'b1'))
      .thenThrows('PLAN.DUPLICATE_ID');
    spec
      .given([created])
      .when({
        type: 'GroupIntoParallelBlock',
        data: { blockId: 'b2', sectionId: 'gone', itemIds: [], lanes: [laneSpec('x', [])], index: null },
      })
      .thenThrows('PLAN.SECTION_NOT_FOUND');
  });
});

describe('parallel blocks: ungroup', () => {
  it("lines the block's items up in its place, lane after lane", () => {
    spec
      .given([created])
      .when({ type: 'Ungroup', data: { blockId: 'b1' } })
      .then([
        {
          type: 'PlanParallelBlockUngrouped',
          data: { planId: PLAN_ID, sectionId: 's1', index: 2, block: samplePlan()[0]!.entries[2] as never },
        },
      ]);
    const state = run([created], { type: 'Ungroup', data: { blockId: 'b1' } });
    expect(state.sections[0]!.entries.map((e) => e.id)).toEqual(['i1', 'i2', 'i3', 'i4', 'i5', 'i6']);
  });
  it('refuses a block someone already ungrouped', () => {
    const ungrouped = planDecider.decide({ type: 'Ungroup', data: { blockId: 'b1' } }, stateAfter([created]));
    spec
      .given([created, ...ungrouped])
      .when({ type: 'Ungroup', data: { blockId: 'b1' } })
      .thenThrows('PLAN.BLOCK_NOT_FOUND');
    spec
      .given([created, ...ungrouped])
      .when({ type: 'RenameLane', data: { laneId: 'l1', name: 'x' } })
      .thenThrows('PLAN.LANE_NOT_FOUND');
  });
});

describe('parallel blocks: lanes', () => {
  it('adds, renames and recolours lanes; unchanged values record nothing', () => {
    spec
      .given([created])
      .when({
        type: 'AddLane',
        data: {
          blockId: 'b1',
          lane: { id: 'l3', name: 'Seekers', colour: '#ca8a04', positionKey: 'seeker' },
          index: null,
        },
      })
      .then([
        {
          type: 'PlanLaneAdded',
          data: {
            planId: PLAN_ID,
            blockId: 'b1',
            lane: { id: 'l3', name: 'Seekers', colour: '#ca8a04', positionKey: 'seeker' },
            index: 2,
          },
        },
      ]);
    spec
      .given([created])
      .when({ type: 'RenameLane', data: { laneId: 'l1', name: 'Beaters' } })
      .then([{ type: 'PlanLaneRenamed', data: { planId: PLAN_ID, laneId: 'l1', from: 'Lane l1', to: 'Beaters' } }]);
    spec
      .given([created])
      .when({ type: 'RenameLane', data: { laneId: 'l1', name: 'Lane l1' } })
      .thenNothingHappens();
    spec
      .given([created])
      .when({ type: 'RenameLane', data: { laneId: 'l1', name: '  ' } })
      .thenThrows('PLAN.INVALID_NAME');
    spec
      .given([created])
      .when({ type: 'RecolourLane', data: { laneId: 'l2', colour: '#dc2626' } })
      .then([{ type: 'PlanLaneRecoloured', data: { planId: PLAN_ID, laneId: 'l2', from: '#2563eb', to: '#dc2626' } }]);
    spec
      .given([created])
      .when({ type: 'RecolourLane', data: { laneId: 'l2', colour: 'red' } })
      .thenThrows('PLAN.INVALID_COLOUR');
    spec
      .given([created])
      .when({
        type: 'AddLane',
        data: { blockId: 'gone', lane: { id: 'l3', name: 'x', colour: '#000000', positionKey: null }, index: null },
      })
      .thenThrows('PLAN.BLOCK_NOT_FOUND');
  });
  it('removes a lane with its items, or moves them to another lane first', () => {
    const removeWithItems = planDecider.decide(
      { type: 'RemoveLane', data: { laneId: 'l1', moveItemsTo: null } },
      stateAfter([created]),
    );
    expect(removeWithItems.map((e) => e.type)).toEqual(['PlanItemRemoved', 'PlanItemRemoved', 'PlanLaneRemoved']);
    expect(stateAfter([created, ...removeWithItems]).sections[0]!.entries[2]).toEqual(
      block('b1', [lane('l2', [drillItem('i5', 20)])]),
    );

    const state = run([created], { type: 'RemoveLane', data: { laneId: 'l1', moveItemsTo: 'l2' } });
    const b1 = state.sections[0]!.entries[2] as ReturnType<typeof block>;
    expect(b1.lanes.map((l) => [l.id, l.items.map((i) => i.id)])).toEqual([['l2', ['i5', 'i3', 'i4']]]);
  });
  it('refuses to remove the last lane, or to move items to a lane of another block', () => {
    const single = planCreated([
      section('s', [block('b', [lane('only', [drillItem('x')])]), block('c', [lane('other'), lane('second')])]),
    ]);
    spec
      .given([single])
      .when({ type: 'RemoveLane', data: { laneId: 'only', moveItemsTo: null } })
      .thenThrows('PLAN.LAST_LANE');
    spec
      .given([single])
      .when({ type: 'RemoveLane', data: { laneId: 'other', moveItemsTo: 'only' } })
      .thenThrows('PLAN.LANE_NOT_FOUND');
    spec
      .given([single])
      .when({ type: 'RemoveLane', data: { laneId: 'other', moveItemsTo: 'other' } })
      .thenThrows('PLAN.LANE_ASSIGNMENT');
  });
  it('a block lasts as long as its longest lane after every change', () => {
    const state = run([created], {
      type: 'AddItem',
      data: { item: drillItem('n', 30), to: { laneId: 'l1', index: 0 } },
    });
    const timing = planTiming({ startTime: null, sections: state.sections });
    expect(timing.blocks[0]!.lengthMinutes).toBe(45);
    expect(timing.warnings.map((w) => w.laneId)).toEqual(['l2']);
  });
});
