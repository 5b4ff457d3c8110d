import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { propertyRuns } from '@sideline/eventstore/testing/thorough';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drillsProjection } from '../drills/drills.projection';
import { formationsProjection } from '../formations/formations.projection';
import {
  deliveryArb,
  runBothWays,
  type Equivalence,
  closeEquivalence,
  openEquivalence,
} from '../testing/batch-equivalence';
import { perEventPlansProjection } from '../testing/per-event';
import { planLog, planStepArb, poolEvents } from '../testing/plan-log.fixture';
import { usageProjection } from '../usage';
import { plansProjection } from './plans.projection';

const TABLES = [
  { table: 'plans_view', orderBy: 'plan_id' },
  { table: 'plan_documents', orderBy: 'plan_id' },
  { table: 'plan_votes', orderBy: 'plan_id, user_id' },
  { table: 'plan_drill_usage', orderBy: 'plan_id, drill_id' },
  { table: 'plan_formation_usage', orderBy: 'plan_id, formation_id' },
  { table: 'drills', orderBy: 'drill_id' },
  { table: 'formations', orderBy: 'formation_id' },
];

describe.each(databaseTargets())('plans and usage in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [perEventPlansProjection],
      batch: [plansProjection, usageProjection],
      tables: TABLES,
      seed: { projections: [drillsProjection, formationsProjection], events: poolEvents() },
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('leaves exactly the rows and live keys of the per-event code, for any log, batches and replays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.noBias(fc.array(planStepArb, { minLength: 10, maxLength: 80, size: 'max' })),
        deliveryArb,
        async (steps, delivery) => {
          const { perEvent, batch } = await runBothWays(eq, planLog(steps), delivery);
          expect(batch.rows).toEqual(perEvent.rows);
          expect(batch.keys).toEqual(perEvent.keys);
        },
      ),
      { numRuns: propertyRuns(target.name === 'pglite' ? 40 : 25), endOnFailure: true },
    );
  });
});
