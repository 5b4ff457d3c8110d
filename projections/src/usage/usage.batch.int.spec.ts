import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { propertyRuns } from '@sideline/eventstore/testing/thorough';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drillsProjection } from '../drills/drills.projection';
import { formationsProjection } from '../formations/formations.projection';
import {
  closeEquivalence,
  deliveryArb,
  openEquivalence,
  runBothWays,
  type Equivalence,
} from '../testing/batch-equivalence';
import { planLog, planStepArb, poolEvents } from '../testing/plan-log.fixture';
import { usageProjection } from './usage.projection';

const TABLES = [
  { table: 'plan_usage_items', orderBy: 'plan_id' },
  { table: 'plan_drill_usage', orderBy: 'plan_id, drill_id' },
  { table: 'plan_formation_usage', orderBy: 'plan_id, formation_id' },
  { table: 'drills', orderBy: 'drill_id' },
  { table: 'formations', orderBy: 'formation_id' },
];

/**
 * Usage on its own (plans.batch.int.spec.ts checks it beside the frozen per-event plans code, without its own
 * `plan_usage_items`): the same read model fed one event at a time, in order, without replays, is the reference;
 * random batches with replays must leave exactly its rows (counts on the pool's drills and formations included) and
 * live keys.
 */
describe.each(databaseTargets())('usage in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [{ ...usageProjection, applyBatch: undefined }],
      batch: [usageProjection],
      tables: TABLES,
      perEventWithoutReplays: true,
      seed: { projections: [drillsProjection, formationsProjection], events: poolEvents() },
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('any batches and replays leave the rows and live keys of one event at a time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.noBias(fc.array(planStepArb, { minLength: 10, maxLength: 80, size: 'max' })),
        deliveryArb,
        async (steps, delivery) => {
          const { perEvent, batch } = await runBothWays(eq, planLog(steps), delivery);
          expect(batch.rows).toEqual(perEvent.rows);
          expect(new Set(batch.keys.flat())).toEqual(new Set(perEvent.keys.flat()));
        },
      ),
      { numRuns: propertyRuns(target.name === 'pglite' ? 15 : 10), endOnFailure: true },
    );
  });
});
