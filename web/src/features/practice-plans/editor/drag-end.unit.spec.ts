import type { PlanItem, Section } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { dndId } from './dnd-ids';
import { dragEndCommand } from './drag-end';

const item = (id: string): PlanItem => ({
  id,
  kind: 'activity',
  drillId: null,
  formationId: null,
  title: id,
  durationMinutes: 10,
  notes: '',
});
const sections: Section[] = [
  { id: 's1', name: 'Warm-up', goals: [], notes: '', targetMinutes: null, entries: [item('a'), item('b'), item('c')] },
  {
    id: 's2',
    name: 'Position work',
    goals: [],
    notes: '',
    targetMinutes: null,
    entries: [
      item('d'),
      {
        kind: 'parallel',
        id: 'blk',
        lanes: [
          { id: 'l1', name: 'Chasers', colour: '#2563eb', positionKey: 'chaser', items: [item('e'), item('f')] },
          { id: 'l2', name: 'Beaters', colour: '#111827', positionKey: 'beater', items: [] },
        ],
      },
    ],
  },
  { id: 's3', name: 'Empty', goals: [], notes: '', targetMinutes: null, entries: [] },
];
const end = (active: string, over: string | null, placement?: 'before' | 'after') =>
  dragEndCommand(sections, active, over, placement);

describe('drag end → command', () => {
  it('reorders within a list like the sortable list shows it (the item takes the place it was dropped on)', () => {
    expect(end(dndId('item', 'a'), dndId('item', 'c'))).toEqual({
      type: 'MoveItem',
      itemId: 'a',
      to: { sectionId: 's1', index: 2 },
    });
    expect(end(dndId('item', 'c'), dndId('item', 'a'))).toEqual({
      type: 'MoveItem',
      itemId: 'c',
      to: { sectionId: 's1', index: 0 },
    });
    expect(end(dndId('item', 'e'), dndId('item', 'f'))).toEqual({
      type: 'MoveItemToLane',
      itemId: 'e',
      laneId: 'l1',
      index: 1,
    });
  });

  it('changes nothing when dropped where it was', () => {
    expect(end(dndId('item', 'b'), dndId('item', 'b'))).toBeNull();
    expect(end(dndId('item', 'c'), dndId('entries', 's1'))).toBeNull();
    expect(end(dndId('item', 'a'), null)).toBeNull();
    expect(end(dndId('item', 'gone'), dndId('item', 'a'))).toBeNull();
  });

  it('moves between sections before or after the item dropped on, or to the end of a list', () => {
    expect(end(dndId('item', 'a'), dndId('item', 'd'))).toEqual({
      type: 'MoveItem',
      itemId: 'a',
      to: { sectionId: 's2', index: 0 },
    });
    expect(end(dndId('item', 'a'), dndId('item', 'd'), 'after')).toEqual({
      type: 'MoveItem',
      itemId: 'a',
      to: { sectionId: 's2', index: 1 },
    });
    expect(end(dndId('item', 'a'), dndId('entries', 's3'))).toEqual({
      type: 'MoveItem',
      itemId: 'a',
      to: { sectionId: 's3', index: null },
    });
    expect(end(dndId('item', 'a'), dndId('section', 's1'))).toEqual({
      type: 'MoveItem',
      itemId: 'a',
      to: { sectionId: 's1', index: null },
    });
    expect(end(dndId('item', 'a'), dndId('item', 'b'))).toEqual({
      type: 'MoveItem',
      itemId: 'a',
      to: { sectionId: 's1', index: 1 },
    });
  });

  it('moves into and out of parallel lanes', () => {
    expect(end(dndId('item', 'a'), dndId('lane', 'l2'))).toEqual({
      type: 'MoveItemToLane',
      itemId: 'a',
      laneId: 'l2',
      index: null,
    });
    expect(end(dndId('item', 'd'), dndId('item', 'f'), 'after')).toEqual({
      type: 'MoveItemToLane',
      itemId: 'd',
      laneId: 'l1',
      index: 2,
    });
    expect(end(dndId('item', 'e'), dndId('lane', 'l2'))).toEqual({
      type: 'MoveItemToLane',
      itemId: 'e',
      laneId: 'l2',
      index: null,
    });
    // Out of a lane, into the section's own list next to the block.
    expect(end(dndId('item', 'f'), dndId('block', 'blk'))).toEqual({
      type: 'MoveItem',
      itemId: 'f',
      to: { sectionId: 's2', index: 1 },
    });
    expect(end(dndId('item', 'f'), dndId('block', 'blk'), 'after')).toEqual({
      type: 'MoveItem',
      itemId: 'f',
      to: { sectionId: 's2', index: 2 },
    });
    expect(end(dndId('item', 'e'), dndId('item', 'd'))).toEqual({
      type: 'MoveItem',
      itemId: 'e',
      to: { sectionId: 's2', index: 0 },
    });
  });

  it('reorders sections', () => {
    expect(end(dndId('section', 's1'), dndId('section', 's3'))).toEqual({
      type: 'ReorderSection',
      sectionId: 's1',
      toIndex: 2,
    });
    expect(end(dndId('section', 's3'), dndId('entries', 's1'))).toEqual({
      type: 'ReorderSection',
      sectionId: 's3',
      toIndex: 0,
    });
    expect(end(dndId('section', 's2'), dndId('section', 's2'))).toBeNull();
  });
});
