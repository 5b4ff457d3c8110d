import { describe, expect, it } from 'vitest';
import { drillItem, section } from '../../practice-plan/testing/plan.fixture';
import type { PlanEvent } from '../../practice-plan/plan.events';
import type { Section } from '../../practice-plan/plan.model';
import { coachChangedEntities, propagateTemplate, type PropagationInput } from './template-propagation';

// Template: Warm-up [t1 10'], Main [t2 20', t3 15']. The practice copied it as p-* ids.
const templateThen = (): Section[] => [
  section('ws', [drillItem('t1', 10)], { name: 'Warm-up' }),
  section('ms', [drillItem('t2', 20), drillItem('t3', 15)], { name: 'Main' }),
];
const practice = (): Section[] => [
  section('p-ws', [drillItem('p-t1', 10)], { name: 'Warm-up' }),
  section('p-ms', [drillItem('p-t2', 20), drillItem('p-t3', 15)], { name: 'Main' }),
];
const origin = { 'p-ws': 'ws', 'p-t1': 't1', 'p-ms': 'ms', 'p-t2': 't2', 'p-t3': 't3' };
const run = (over: Partial<PropagationInput>) =>
  propagateTemplate({
    templateThen: templateThen(),
    templateNow: templateThen(),
    practiceNow: practice(),
    origin,
    coachChanged: new Set(),
    idFor: (p) => `new:${p}`,
    ...over,
  });

const edited = (change: (sections: Section[]) => void) => {
  const sections = templateThen();
  change(sections);
  return sections;
};

describe('template propagation', () => {
  it('an untouched practice follows every template change', () => {
    const templateNow = edited((s) => {
      (s[0]!.entries[0] as { durationMinutes: number }).durationMinutes = 12;
      s[1]!.entries.splice(1, 1);
      s[1]!.entries.push(drillItem('t4', 5));
      s[1]!.name = 'Main part';
      s.push(section('cs', [drillItem('t5', 10)], { name: 'Cool-down' }));
    });
    const result = run({ templateNow });
    expect(result.conflicts).toEqual([]);
    expect(result.commands).toEqual([
      { type: 'SetSectionDetails', data: { sectionId: 'p-ms', name: 'Main part' } },
      {
        type: 'AddSection',
        data: {
          section: {
            ...templateNow[2]!,
            id: 'new:section:cs',
            entries: [{ ...drillItem('t5', 10), id: 'new:item:t5' }],
          },
          index: 2,
        },
      },
      { type: 'SetItemDuration', data: { itemId: 'p-t1', durationMinutes: 12 } },
      {
        type: 'AddItem',
        data: { item: { ...drillItem('t4', 5), id: 'new:item:t4' }, to: { sectionId: 'p-ms', index: 1 } },
      },
      { type: 'RemoveItem', data: { itemId: 'p-t3' } },
    ]);
    expect(result.addedOrigin).toEqual({ 'new:section:cs': 'cs', 'new:item:t5': 't5', 'new:item:t4': 't4' });
  });

  it('an edited practice takes changes to items the coach did not change', () => {
    const templateNow = edited((s) => {
      (s[1]!.entries[1] as { durationMinutes: number }).durationMinutes = 30;
    });
    const mine = practice();
    (mine[1]!.entries[0] as { durationMinutes: number }).durationMinutes = 25;
    const result = run({ templateNow, practiceNow: mine, coachChanged: new Set(['p-t2']) });
    expect(result.commands).toEqual([{ type: 'SetItemDuration', data: { itemId: 'p-t3', durationMinutes: 30 } }]);
    expect(result.conflicts).toEqual([]);
  });

  it('a change to an item the coach changed becomes a conflict to keep or take', () => {
    const templateNow = edited((s) => {
      (s[1]!.entries[0] as { durationMinutes: number }).durationMinutes = 30;
      s[0]!.entries.splice(0, 1);
    });
    const mine = practice();
    (mine[1]!.entries[0] as { durationMinutes: number }).durationMinutes = 25;
    (mine[0]!.entries[0] as { notes: string }).notes = 'Go easy';
    const result = run({ templateNow, practiceNow: mine, coachChanged: new Set(['p-t2', 'p-t1']) });
    expect(result.commands).toEqual([]);
    expect(result.conflicts).toEqual([
      {
        id: 'p-t2:duration',
        entity: 'item',
        practiceEntityId: 'p-t2',
        templateEntityId: 't2',
        field: 'duration',
        label: 'Duration of the drill',
        mine: 25,
        template: 30,
        take: [{ type: 'SetItemDuration', data: { itemId: 'p-t2', durationMinutes: 30 } }],
      },
      {
        id: 'p-t1:removed',
        entity: 'item',
        practiceEntityId: 'p-t1',
        templateEntityId: 't1',
        field: 'removed',
        label: 'The template removed the drill',
        mine: 'kept',
        template: 'removed',
        take: [{ type: 'RemoveItem', data: { itemId: 'p-t1' } }],
      },
    ]);
  });

  it('a change the practice already has is neither applied again nor a conflict', () => {
    const templateNow = edited((s) => {
      (s[1]!.entries[0] as { durationMinutes: number }).durationMinutes = 25;
    });
    const mine = practice();
    (mine[1]!.entries[0] as { durationMinutes: number }).durationMinutes = 25;
    expect(run({ templateNow, practiceNow: mine, coachChanged: new Set(['p-t2']) })).toEqual({
      commands: [],
      conflicts: [],
      addedOrigin: {},
    });
  });

  it("a renamed section the coach renamed too is a conflict; a removed section holding the coach's own item stays as one", () => {
    const templateNow = edited((s) => {
      s[0]!.name = 'Activation';
      s.splice(1, 1);
    });
    const mine = practice();
    mine[0]!.name = 'Warm up (short)';
    mine[1]!.entries.push(drillItem('coach-own', 5));
    const result = run({ templateNow, practiceNow: mine, coachChanged: new Set(['p-ws']) });
    expect(result.conflicts.map((c) => [c.id, c.label])).toEqual([
      ['p-ws:name', 'Name of section “Warm up (short)”'],
      ['p-ms:removed', 'The template removed section “Main”'],
    ]);
    expect(result.commands).toEqual([
      { type: 'RemoveItem', data: { itemId: 'p-t2' } },
      { type: 'RemoveItem', data: { itemId: 'p-t3' } },
    ]);
  });

  it('a removed section nobody touched goes as a whole', () => {
    const result = run({
      templateNow: edited((s) => {
        s.splice(1, 1);
      }),
    });
    expect(result.commands).toEqual([{ type: 'RemoveSection', data: { sectionId: 'p-ms' } }]);
  });

  it('an item the template moved to another section follows unless the coach changed it', () => {
    const templateNow = edited((s) => {
      s[0]!.entries.push(s[1]!.entries.pop()!);
    });
    expect(run({ templateNow }).commands).toEqual([
      { type: 'MoveItem', data: { itemId: 'p-t3', to: { sectionId: 'p-ws', index: null } } },
    ]);
    expect(run({ templateNow, coachChanged: new Set(['p-t3']) }).conflicts.map((c) => c.field)).toEqual(['moved']);
  });
});

describe("what the coach changed, from the practice's events", () => {
  const ev = (event: PlanEvent, fromTemplate = false) => ({ event, fromTemplate });
  const location = { sectionId: 'p-ms', blockId: null, laneId: null, index: 0 };

  it("counts the coach's changes to items and sections, not their additions", () => {
    const changed = coachChangedEntities([
      ev({ type: 'PlanItemDurationSet', data: { planId: 'p', itemId: 'p-t2', from: 20, to: 25 } }),
      ev({ type: 'PlanItemAdded', data: { planId: 'p', item: drillItem('own'), to: location } }),
      ev({
        type: 'PlanSectionDetailsChanged',
        data: { planId: 'p', sectionId: 'p-ws', changes: { name: { from: 'Warm-up', to: 'W' } } },
      }),
      ev({ type: 'PlanSectionRemoved', data: { planId: 'p', section: section('p-x', [drillItem('p-t9')]), index: 2 } }),
    ]);
    expect([...changed].sort()).toEqual(['p-t2', 'p-t9', 'p-ws', 'p-x']);
  });

  it('"take template" (a template-made change after the coach\'s) hands the item back to the template', () => {
    const changed = coachChangedEntities([
      ev({ type: 'PlanItemDurationSet', data: { planId: 'p', itemId: 'p-t2', from: 20, to: 25 } }),
      ev({ type: 'PlanItemDurationSet', data: { planId: 'p', itemId: 'p-t2', from: 25, to: 30 } }, true),
    ]);
    expect(changed.size).toBe(0);
  });
});
