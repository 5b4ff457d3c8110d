import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { planDecider } from '../practice-plan/plan.decider';
import { evolvePlan } from '../practice-plan/plan.evolve';
import { planCreated, randomCommand, samplePlan, stateAfter } from '../practice-plan/testing/plan.fixture';
import type { PlanEvent } from '../practice-plan/plan.events';
import type { PlanState } from '../practice-plan/plan.state';
import { planContentOf, planRestoreCommands } from './plan-restore';

const AT = '2026-01-01T00:00:00.000Z';
const fold = (events: PlanEvent[], upTo = events.length) =>
  events.slice(0, upTo).reduce<PlanState>(evolvePlan, { status: 'none' });
const content = (s: PlanState) => {
  const c = planContentOf(s);
  return c && { ...c, publishedAt: undefined };
};

/** Appends what restoring to `version` decides, and answers the log replayed from the start. */
function restoreTo(log: PlanEvent[], version: number): PlanState {
  const now = fold(log);
  const restore = planDecider.decide(
    { type: 'ApplyPlanCommands', data: { commands: planRestoreCommands(now, fold(log, version), AT) } },
    now,
  );
  return fold([...log, ...restore]);
}

describe('planRestoreCommands', () => {
  it('given a duration changed twice, when restored to before both, then one duration event brings it back', () => {
    const log: PlanEvent[] = [planCreated(samplePlan())];
    for (const minutes of [25, 40])
      log.push(
        ...planDecider.decide({ type: 'SetItemDuration', data: { itemId: 'i1', durationMinutes: minutes } }, fold(log)),
      );
    const now = fold(log);
    const events = planDecider.decide(
      { type: 'ApplyPlanCommands', data: { commands: planRestoreCommands(now, fold(log, 1), AT) } },
      now,
    );
    expect(events).toEqual([{ type: 'PlanItemDurationSet', data: { planId: 'p1', itemId: 'i1', from: 40, to: 10 } }]);
  });

  it('given a deleted plan, when restored to a live version, then it is restored first', () => {
    const log: PlanEvent[] = [planCreated(samplePlan()), { type: 'PlanDeleted', data: { planId: 'p1' } }];
    expect(content(restoreTo(log, 1))).toEqual(content(fold(log, 1)));
  });

  it('refuses a version where the plan was deleted or did not exist', () => {
    const log: PlanEvent[] = [
      planCreated(samplePlan()),
      { type: 'PlanDeleted', data: { planId: 'p1' } },
      { type: 'PlanRestored', data: { planId: 'p1' } },
    ];
    expect(() => planRestoreCommands(fold(log), fold(log, 2), AT)).toThrowError(DomainError);
    expect(() => planRestoreCommands(fold(log), fold(log, 0), AT)).toThrowError(DomainError);
  });

  it('replaying the log after a restore gives the earlier version, for random edit sequences', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        (steps, pick) => {
          let n = 0;
          const fresh = () => `r${n++}`;
          const log: PlanEvent[] = [planCreated(samplePlan())];
          for (const step of steps) {
            try {
              log.push(...planDecider.decide(randomCommand(stateAfter(log), step, fresh), fold(log)));
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
            }
          }
          const version = 1 + (pick % log.length);
          expect(content(restoreTo(log, version))).toEqual(content(fold(log, version)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
