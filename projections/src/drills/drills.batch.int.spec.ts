import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { propertyRuns } from '@sideline/eventstore/testing/thorough';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryArb,
  runBothWays,
  type Equivalence,
  closeEquivalence,
  openEquivalence,
} from '../testing/batch-equivalence';
import { stepsArb } from '../testing/document-logs.fixture';
import { drillLog } from '../testing/simple-logs.fixture';
import { perEventDrillsProjection } from '../testing/per-event';
import { drillsProjection } from './drills.projection';

const TABLES = [
  { table: 'drills', orderBy: 'drill_id' },
  { table: 'drill_contents', orderBy: 'drill_id' },
  { table: 'drill_votes', orderBy: 'drill_id, user_id' },
  { table: 'drill_search_words', orderBy: 'word' },
];

describe.each(databaseTargets())('drills and their votes in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [perEventDrillsProjection],
      batch: [drillsProjection],
      tables: TABLES,
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('leaves exactly the rows and live keys of the per-event code, for any log, batches and replays', async () => {
    await fc.assert(
      fc.asyncProperty(stepsArb(11), deliveryArb, async (steps, delivery) => {
        const { perEvent, batch } = await runBothWays(eq, drillLog(steps), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(batch.keys).toEqual(perEvent.keys);
      }),
      { numRuns: propertyRuns(target.name === 'pglite' ? 40 : 25), endOnFailure: true },
    );
  });
});
