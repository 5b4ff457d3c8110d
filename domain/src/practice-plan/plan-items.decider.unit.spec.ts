import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { DomainError } from '../shared/errors';
import {
  PLAN_ID,
  activityItem,
  drillItem,
  formationItem,
  planCreated,
  samplePlan,
  stateAfter,
} from './testing/plan.fixture';
import { planDecider } from './plan.decider';
import type { PlanCommand } from './plan.commands';
import type { PlanEvent } from './plan.events';
import { findItem } from './plan-structure';

const spec = deciderSpec(planDecider);
const created = planCreated(samplePlan());
const deleted: PlanEvent = { type: 'PlanDeleted', data: { planId: PLAN_ID } };
const removedI2: PlanEvent = {
  type: 'PlanItemRemoved',
  data: {
    planId: PLAN_ID,
    item: drillItem('i2', 15),
    from: { sectionId: 's1', blockId: null, laneId: null, index: 1 },
  },
};
const after = (events: PlanEvent[], command: PlanCommand) =>
  stateAfter([...events, ...planDecider.decide(command, stateAfter(events))]);

describe('plan items: add', () => {
  it('adds an item to a section at an index, saying exactly where', () => {
    spec
      .given([created])
      .when({ type: 'AddItem', data: { item: activityItem('n1', 10), to: { sectionId: 's2', index: 0 } } })
      .then([
        {
          type: 'PlanItemAdded',
          data: {
            planId: PLAN_ID,
            item: activityItem('n1', 10),
            to: { sectionId: 's2', blockId: null, laneId: null, index: 0 },
          },
        },
      ]);
  });
  it('adds at the end when the index is missing or too large, and into lanes', () => {
    spec
      .given([created])
      .when({ type: 'AddItem', data: { item: drillItem('n1'), to: { sectionId: 's1', index: 99 } } })
      .then([
        {
          type: 'PlanItemAdded',
          data: {
            planId: PLAN_ID,
            item: drillItem('n1'),
            to: { sectionId: 's1', blockId: null, laneId: null, index: 4 },
          },
        },
      ]);
    spec
      .given([created])
      .when({ type: 'AddItem', data: { item: drillItem('n1'), to: { laneId: 'l2', index: null } } })
      .then([
        {
          type: 'PlanItemAdded',
          data: {
            planId: PLAN_ID,
            item: drillItem('n1'),
            to: { sectionId: 's1', blockId: 'b1', laneId: 'l2', index: 1 },
          },
        },
      ]);
  });
  it('refuses a gone section or lane, a used id, bad durations and missing references', () => {
    spec
      .given([created])
      .when({ type: 'AddItem', data: { item: drillItem('n1'), to: { sectionId: 'gone', index: null } } })
      .thenThrows('PLAN.SECTION_NOT_FOUND');
    spec
      .given([created])
      .when({ type: 'AddItem', data: { item: drillItem('n1'), to: { laneId: 'gone', index: null } } })
      .thenThrows('PLAN.LANE_NOT_FOUND');
    spec
      .given([created])
      .when({ type: 'AddItem', data: { item: drillItem('i3'), to: { sectionId: 's2', index: null } } })
      .thenThrows('PLAN.DUPLICATE_ID');
    for (const minutes of [-1, 0, 601, 10_000, 2.5]) {
      spec
        .given([created])
        .when({ type: 'AddItem', data: { item: drillItem('n1', minutes), to: { sectionId: 's2', index: null } } })
        .thenThrows('PLAN.INVALID_DURATION');
    }
    spec
      .given([created])
      .when({
        type: 'AddItem',
        data: { item: drillItem('n1', 10, { drillId: null }), to: { sectionId: 's2', index: null } },
      })
      .thenThrows('PLAN.INVALID_ITEM');
    spec
      .given([created])
      .when({ type: 'AddItem', data: { item: activityItem('n1', 10, ' '), to: { sectionId: 's2', index: null } } })
      .thenThrows('PLAN.INVALID_ITEM');
  });
  it('lets formations take 0 minutes, nothing else', () => {
    spec
      .given([created])
      .when({ type: 'AddItem', data: { item: formationItem('f1', 0), to: { sectionId: 's2', index: null } } })
      .then([
        {
          type: 'PlanItemAdded',
          data: {
            planId: PLAN_ID,
            item: formationItem('f1', 0),
            to: { sectionId: 's2', blockId: null, laneId: null, index: 1 },
          },
        },
      ]);
    spec
      .given([created])
      .when({ type: 'AddItem', data: { item: activityItem('n1', 0), to: { sectionId: 's2', index: null } } })
      .thenThrows('PLAN.INVALID_DURATION');
  });
  it('refuses edits on unknown and deleted plans', () => {
    spec
      .given([])
      .when({ type: 'AddItem', data: { item: drillItem('n1'), to: { sectionId: 's2', index: null } } })
      .thenThrows('PLAN.NOT_FOUND');
    spec
      .given([created, deleted])
      .when({ type: 'AddItem', data: { item: drillItem('n1'), to: { sectionId: 's2', index: null } } })
      .thenThrows('PLAN.DELETED');
  });
});

describe('plan items: move', () => {
  it('moves within a section, counting the index without the moved item', () => {
    spec
      .given([created])
      .when({ type: 'MoveItem', data: { itemId: 'i1', to: { sectionId: 's1', index: 2 } } })
      .then([
        {
          type: 'PlanItemMoved',
          data: {
            planId: PLAN_ID,
            itemId: 'i1',
            from: { sectionId: 's1', blockId: null, laneId: null, index: 0 },
            to: { sectionId: 's1', blockId: null, laneId: null, index: 2 },
          },
        },
      ]);
    const state = after([created], { type: 'MoveItem', data: { itemId: 'i1', to: { sectionId: 's1', index: 2 } } });
    expect(state.sections[0]!.entries.map((e) => e.id)).toEqual(['i2', 'b1', 'i1', 'i6']);
  });
  it('moves between sections, into and out of lanes', () => {
    let state = after([created], { type: 'MoveItem', data: { itemId: 'i7', to: { laneId: 'l2', index: 0 } } });
    expect(findItem(state.sections, 'i7')!.location).toEqual({
      sectionId: 's1',
      blockId: 'b1',
      laneId: 'l2',
      index: 0,
    });
    expect(state.sections[1]!.entries).toEqual([]);
    state = stateAfter([
      created,
      ...planDecider.decide(
        { type: 'MoveItem', data: { itemId: 'i3', to: { sectionId: 's3', index: null } } },
        stateAfter([created]),
      ),
    ]);
    expect(findItem(state.sections, 'i3')!.location).toEqual({
      sectionId: 's3',
      blockId: null,
      laneId: null,
      index: 0,
    });
  });
  it('records nothing when the item is already there', () => {
    spec
      .given([created])
      .when({ type: 'MoveItem', data: { itemId: 'i2', to: { sectionId: 's1', index: 1 } } })
      .thenNothingHappens();
    spec
      .given([created])
      .when({ type: 'MoveItem', data: { itemId: 'i6', to: { sectionId: 's1', index: null } } })
      .thenNothingHappens();
  });
  it('tells the editor when the item or the destination was removed by someone else', () => {
    spec
      .given([created, removedI2])
      .when({ type: 'MoveItem', data: { itemId: 'i2', to: { sectionId: 's2', index: 0 } } })
      .thenThrows('PLAN.ITEM_NOT_FOUND');
    spec
      .given([created])
      .when({ type: 'MoveItem', data: { itemId: 'i1', to: { laneId: 'gone', index: 0 } } })
      .thenThrows('PLAN.LANE_NOT_FOUND');
    try {
      planDecider.decide(
        { type: 'MoveItem', data: { itemId: 'i2', to: { sectionId: 's2', index: 0 } } },
        stateAfter([created, removedI2]),
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toBe('This item was removed by someone else.');
      expect((error as DomainError).kind).toBe('conflict');
    }
  });
});

describe('plan items: duration, details, remove', () => {
  it('sets a duration with its old value; the same value records nothing', () => {
    spec
      .given([created])
      .when({ type: 'SetItemDuration', data: { itemId: 'i5', durationMinutes: 25 } })
      .then([{ type: 'PlanItemDurationSet', data: { planId: PLAN_ID, itemId: 'i5', from: 20, to: 25 } }]);
    spec
      .given([created])
      .when({ type: 'SetItemDuration', data: { itemId: 'i5', durationMinutes: 20 } })
      .thenNothingHappens();
  });
  it('refuses negative, zero (but for formations) and huge durations', () => {
    for (const minutes of [-5, 0, 601, 10_000])
      spec
        .given([created])
        .when({ type: 'SetItemDuration', data: { itemId: 'i1', durationMinutes: minutes } })
        .thenThrows('PLAN.INVALID_DURATION');
    spec
      .given([created, removedI2])
      .when({ type: 'SetItemDuration', data: { itemId: 'i2', durationMinutes: 5 } })
      .thenThrows('PLAN.ITEM_NOT_FOUND');
  });
  it('changes title and notes field by field', () => {
    spec
      .given([created])
      .when({ type: 'SetItemDetails', data: { itemId: 'i6', title: 'Tag', notes: 'Fast' } })
      .then([
        {
          type: 'PlanItemDetailsChanged',
          data: {
            planId: PLAN_ID,
            itemId: 'i6',
            changes: { title: { from: 'Activity i6', to: 'Tag' }, notes: { from: '', to: 'Fast' } },
          },
        },
      ]);
    spec
      .given([created])
      .when({ type: 'SetItemDetails', data: { itemId: 'i6', title: 'Activity i6' } })
      .thenNothingHappens();
    spec
      .given([created])
      .when({ type: 'SetItemDetails', data: { itemId: 'i6', title: '' } })
      .thenThrows('PLAN.INVALID_ITEM');
    spec
      .given([created, removedI2])
      .when({ type: 'SetItemDetails', data: { itemId: 'i2', notes: 'x' } })
      .thenThrows('PLAN.ITEM_NOT_FOUND');
  });
  it('removes an item with everything undo needs', () => {
    spec
      .given([created])
      .when({ type: 'RemoveItem', data: { itemId: 'i4' } })
      .then([
        {
          type: 'PlanItemRemoved',
          data: {
            planId: PLAN_ID,
            item: {
              id: 'i4',
              kind: 'break',
              drillId: null,
              formationId: null,
              title: 'Break',
              durationMinutes: 5,
              notes: '',
            },
            from: { sectionId: 's1', blockId: 'b1', laneId: 'l1', index: 1 },
          },
        },
      ]);
    spec
      .given([created, removedI2])
      .when({ type: 'RemoveItem', data: { itemId: 'i2' } })
      .thenThrows('PLAN.ITEM_NOT_FOUND');
  });
});
