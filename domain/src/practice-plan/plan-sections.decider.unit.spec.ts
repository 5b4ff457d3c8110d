import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { PLAN_ID, drillItem, planCreated, samplePlan, section, stateAfter } from './testing/plan.fixture';
import { planDecider } from './plan.decider';
import type { PlanEvent } from './plan.events';

const spec = deciderSpec(planDecider);
const created = planCreated(samplePlan());
const removedS2: PlanEvent = {
  type: 'PlanSectionRemoved',
  data: { planId: PLAN_ID, section: samplePlan()[1]!, index: 1 },
};

describe('plan sections', () => {
  it('adds a section at an index (the end by default)', () => {
    spec
      .given([created])
      .when({ type: 'AddSection', data: { section: section('s4'), index: 1 } })
      .then([{ type: 'PlanSectionAdded', data: { planId: PLAN_ID, section: section('s4'), index: 1 } }]);
    spec
      .given([created])
      .when({ type: 'AddSection', data: { section: section('s4'), index: null } })
      .then([{ type: 'PlanSectionAdded', data: { planId: PLAN_ID, section: section('s4'), index: 3 } }]);
    expect(
      stateAfter([
        created,
        { type: 'PlanSectionAdded', data: { planId: PLAN_ID, section: section('s4'), index: 1 } },
      ]).sections.map((s) => s.id),
    ).toEqual(['s1', 's4', 's2', 's3']);
  });
  it('refuses a section whose ids are in use, an unnamed one, or one too many', () => {
    spec
      .given([created])
      .when({ type: 'AddSection', data: { section: section('s1'), index: null } })
      .thenThrows('PLAN.DUPLICATE_ID');
    spec
      .given([created])
      .when({ type: 'AddSection', data: { section: section('s4', [drillItem('i1')]), index: null } })
      .thenThrows('PLAN.DUPLICATE_ID');
    spec
      .given([created])
      .when({ type: 'AddSection', data: { section: section('s4', [], { name: ' ' }), index: null } })
      .thenThrows('PLAN.INVALID_NAME');
    const full = planCreated(Array.from({ length: 30 }, (_, i) => section(`x${i}`)));
    spec
      .given([full])
      .when({ type: 'AddSection', data: { section: section('s4'), index: null } })
      .thenThrows('PLAN.TOO_BIG');
  });
  it('changes details field by field, with old values', () => {
    spec
      .given([created])
      .when({
        type: 'SetSectionDetails',
        data: { sectionId: 's2', name: 'Scrimmage', goals: ['Win'], notes: 'Bibs', targetMinutes: 30 },
      })
      .then([
        {
          type: 'PlanSectionDetailsChanged',
          data: {
            planId: PLAN_ID,
            sectionId: 's2',
            changes: {
              name: { from: 'Section s2', to: 'Scrimmage' },
              goals: { from: [], to: ['Win'] },
              notes: { from: '', to: 'Bibs' },
              targetMinutes: { from: null, to: 30 },
            },
          },
        },
      ]);
    spec
      .given([created])
      .when({ type: 'SetSectionDetails', data: { sectionId: 's2', name: 'Section s2', goals: [] } })
      .thenNothingHappens();
    spec
      .given([created])
      .when({ type: 'SetSectionDetails', data: { sectionId: 's2', name: '' } })
      .thenThrows('PLAN.INVALID_NAME');
    spec
      .given([created])
      .when({ type: 'SetSectionDetails', data: { sectionId: 's2', targetMinutes: 0 } })
      .thenThrows('PLAN.INVALID_SECTION');
    spec
      .given([created, removedS2])
      .when({ type: 'SetSectionDetails', data: { sectionId: 's2', name: 'x' } })
      .thenThrows('PLAN.SECTION_NOT_FOUND');
  });
  it('reorders a section to an index (clamped), recording nothing when it stays', () => {
    spec
      .given([created])
      .when({ type: 'ReorderSection', data: { sectionId: 's1', toIndex: 9 } })
      .then([{ type: 'PlanSectionMoved', data: { planId: PLAN_ID, sectionId: 's1', fromIndex: 0, toIndex: 2 } }]);
    expect(
      stateAfter([
        created,
        { type: 'PlanSectionMoved', data: { planId: PLAN_ID, sectionId: 's1', fromIndex: 0, toIndex: 2 } },
      ]).sections.map((s) => s.id),
    ).toEqual(['s2', 's3', 's1']);
    spec
      .given([created])
      .when({ type: 'ReorderSection', data: { sectionId: 's2', toIndex: 1 } })
      .thenNothingHappens();
    spec
      .given([created, removedS2])
      .when({ type: 'ReorderSection', data: { sectionId: 's2', toIndex: 0 } })
      .thenThrows('PLAN.SECTION_NOT_FOUND');
  });
  it('removes a section with all it held (for undo and history)', () => {
    spec
      .given([created])
      .when({ type: 'RemoveSection', data: { sectionId: 's2' } })
      .then([removedS2]);
    expect(stateAfter([created, removedS2]).sections.map((s) => s.id)).toEqual(['s1', 's3']);
    spec
      .given([created, removedS2])
      .when({ type: 'RemoveSection', data: { sectionId: 's2' } })
      .thenThrows('PLAN.SECTION_NOT_FOUND');
    spec
      .given([created, removedS2])
      .when({ type: 'AddItem', data: { item: drillItem('n'), to: { sectionId: 's2', index: 0 } } })
      .thenThrows('PLAN.SECTION_NOT_FOUND');
  });
});
