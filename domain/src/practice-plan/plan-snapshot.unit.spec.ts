import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { planCreated, randomCommand, samplePlan } from './testing/plan.fixture';
import { planDecider } from './plan.decider';
import { evolvePlan } from './plan.evolve';
import type { PlanEvent } from './plan.events';
import { initialPlanState, type PlanFacts, type PlanState } from './plan.state';

/**
 * Commands fold a plan from its stored snapshot (its state as JSON at some version) plus the events after it. That
 * must be the plan a full replay gives, wherever the snapshot was taken: evolve keeps plain data only.
 */
describe('plan snapshots', () => {
  it('a state rebuilt from a snapshot plus the later events equals a full replay, wherever the snapshot falls', () => {
    const step = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat());
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), fc.nat(), (steps, cut) => {
        let n = 0;
        const fresh = () => `new-${++n}`;
        const events: PlanEvent[] = [planCreated(samplePlan())];
        let state = events.reduce(evolvePlan, initialPlanState()) as PlanFacts;
        for (const choice of steps) {
          let decided: PlanEvent[];
          try {
            decided = planDecider.decide(randomCommand(state, choice, fresh), state);
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            continue;
          }
          events.push(...decided);
          state = decided.reduce(evolvePlan, state as PlanState) as PlanFacts;
        }
        const at = cut % (events.length + 1);
        const snapshot = JSON.parse(
          JSON.stringify(events.slice(0, at).reduce(evolvePlan, initialPlanState())),
        ) as PlanState;
        expect(events.slice(at).reduce(evolvePlan, snapshot)).toEqual(events.reduce(evolvePlan, initialPlanState()));
      }),
      { numRuns: 200 },
    );
  });
});
