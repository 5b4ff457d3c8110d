import {
  drillIdsOf,
  evolvePlan,
  formationIdsOf,
  initialPlanState,
  type PlanEvent,
  type PlanState,
} from '@sideline/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planLog, planStepArb } from '../testing/plan-log.fixture';
import { USAGE_EVENT_TYPES, evolveUsage, usedBy, type PlanUsage, type UsageEvent } from './plan-usage';

const USAGE_TYPES: ReadonlySet<string> = new Set(USAGE_EVENT_TYPES);

describe('plan usage folded from its seven event types', () => {
  it("equals the drills and formations of evolvePlan's full state, after every event of any decided log", () => {
    fc.assert(
      fc.property(fc.noBias(fc.array(planStepArb, { minLength: 1, maxLength: 120, size: 'max' })), (steps) => {
        const plans = new Map<string, PlanState>();
        const usage = new Map<string, PlanUsage | null>();
        for (const recorded of planLog(steps)) {
          if (!recorded.streamId.startsWith('plan-')) continue;
          const event = { type: recorded.type, data: recorded.data } as PlanEvent;
          const { planId } = event.data;
          const plan = evolvePlan(plans.get(planId) ?? initialPlanState(), event);
          plans.set(planId, plan);
          if (USAGE_TYPES.has(event.type))
            usage.set(planId, evolveUsage(usage.get(planId) ?? null, event as UsageEvent));
          const live = plan.status === 'active' ? plan.sections : [];
          const used = usedBy(usage.get(planId) ?? null);
          expect([[...used.drills].sort(), [...used.formations].sort()]).toEqual([
            drillIdsOf(live).sort(),
            formationIdsOf(live).sort(),
          ]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
