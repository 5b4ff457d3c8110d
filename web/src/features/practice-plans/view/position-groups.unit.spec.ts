import type { PlanItem, Section } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { knownGroup, positionGroups, sectionsForGroup } from './position-groups';

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
  { id: 's1', name: 'Warm-up', goals: [], notes: '', targetMinutes: null, entries: [item('warm')] },
  {
    id: 's2',
    name: 'Position work',
    goals: [],
    notes: '',
    targetMinutes: null,
    entries: [
      {
        kind: 'parallel',
        id: 'b1',
        lanes: [
          { id: 'l1', name: 'Chasers', colour: '#2563eb', positionKey: 'chaser', items: [item('drive')] },
          { id: 'l2', name: 'Beaters', colour: '#111827', positionKey: 'beater', items: [item('2v2')] },
          { id: 'l3', name: 'Coaches', colour: '#ca8a04', positionKey: null, items: [item('talk')] },
        ],
      },
      item('together'),
      {
        kind: 'parallel',
        id: 'b2',
        lanes: [{ id: 'l4', name: 'Chaser group', colour: '#2563eb', positionKey: 'chaser', items: [item('shots')] }],
      },
    ],
  },
];

describe('position groups', () => {
  it('lists each group once, by position (whatever the lane is called) or by the name of a custom lane', () => {
    expect(positionGroups(sections)).toEqual([
      { key: 'position:chaser', name: 'Chasers', colour: '#2563eb' },
      { key: 'position:beater', name: 'Beaters', colour: '#111827' },
      { key: 'lane:coaches', name: 'Coaches', colour: '#ca8a04' },
    ]);
    expect(knownGroup(sections, 'position:beater')?.name).toBe('Beaters');
    expect(knownGroup(sections, 'position:keeper')).toBeNull();
  });

  it('shows a group its own lanes and everything done together; blocks without it drop out', () => {
    const beaters = sectionsForGroup(sections, 'position:beater');
    expect(beaters[0]!.entries.map((e) => e.id)).toEqual(['warm']);
    expect(beaters[1]!.entries.map((e) => e.id)).toEqual(['b1', 'together']);
    const block = beaters[1]!.entries[0]!;
    expect(block.kind === 'parallel' && block.lanes.map((l) => l.name)).toEqual(['Beaters']);
    expect(sectionsForGroup(sections, 'position:chaser')[1]!.entries.map((e) => e.id)).toEqual([
      'b1',
      'together',
      'b2',
    ]);
    expect(sectionsForGroup(sections, null)).toEqual(sections);
  });
});
