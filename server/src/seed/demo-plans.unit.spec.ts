import { allItems, isBlock, planDecider, timingOfPlan, type PlanFacts } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_DRILLS, demoId } from './demo-drills';
import { DEMO_PLANS, demoPlanSections } from './demo-plans';

describe('demo plans', () => {
  const created = DEMO_PLANS.map((plan) => {
    const metadata = {
      ...plan.metadata,
      visibility: 'public' as const,
      editableByOthers: false,
      teamId: null,
      scheduledDate: null,
    };
    const events = planDecider.decide(
      {
        type: 'CreatePlan',
        data: {
          planId: demoId('plan', plan.key),
          ownerId: 'coach',
          metadata,
          sections: demoPlanSections(plan),
          copiedFrom: null,
          draftId: null,
        },
      },
      { status: 'none' },
    );
    return { plan, state: events.reduce(planDecider.evolve, planDecider.initialState()) as PlanFacts };
  });

  it('are three valid plans, one per sport, on public demo drills of the same sport', () => {
    expect(created.map(({ state }) => state.metadata.sport).sort()).toEqual(['basketball', 'quadball', 'soccer']);
    for (const { state } of created) {
      for (const item of allItems(state.sections).filter((i) => i.kind === 'drill')) {
        const drill = DEMO_DRILLS.find((d) => demoId('drill', d.key) === item.drillId);
        expect(drill, `drill ${item.drillId}`).toBeDefined();
        expect(drill!.input.visibility ?? 'public').toBe('public');
        expect(drill!.input.sport).toBe(state.metadata.sport);
      }
    }
  });

  it('the quadball plan splits into one lane per position, timed by its longest lane', () => {
    const { state } = created.find(({ state }) => state.metadata.sport === 'quadball')!;
    const block = state.sections.flatMap((s) => s.entries).find(isBlock)!;
    expect(block.lanes.map((l) => [l.name, l.positionKey])).toEqual([
      ['Chasers', 'chaser'],
      ['Beaters', 'beater'],
      ['Keepers', 'keeper'],
      ['Seekers', 'seeker'],
    ]);
    const timing = timingOfPlan(state);
    expect(timing.blocks[0]!.lengthMinutes).toBe(30);
    expect(timing.totalMinutes).toBe(90);
    expect(timing.endClock).toBe('20:00');
    expect(timing.warnings.map((w) => w.laneName)).toEqual(['Keepers', 'Seekers']);
  });

  it('have stable ids, distinct across plans', () => {
    const ids = created.flatMap(({ state }) => allItems(state.sections).map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(demoPlanSections(DEMO_PLANS[0]!)).toEqual(demoPlanSections(DEMO_PLANS[0]!));
  });
});
