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
import { formationLog, stepsArb } from '../testing/document-logs.fixture';
import { perEventFormationsProjection } from '../testing/per-event';
import { formationsProjection } from './formations.projection';

const TABLES = [
  { table: 'formations', orderBy: 'formation_id' },
  { table: 'formation_votes', orderBy: 'formation_id, user_id' },
  { table: 'formation_versions', orderBy: 'formation_id, version' },
  { table: 'formation_snapshots', orderBy: 'formation_id, version' },
  { table: 'formation_search_words', orderBy: 'word' },
];

describe.each(databaseTargets())('formations and their votes in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [perEventFormationsProjection],
      batch: [formationsProjection],
      tables: TABLES,
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('leaves exactly the rows and live keys of the per-event code, for any log, batches and replays', async () => {
    await fc.assert(
      fc.asyncProperty(stepsArb(12), deliveryArb, async (steps, delivery) => {
        const { perEvent, batch } = await runBothWays(eq, formationLog(steps), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(batch.keys).toEqual(perEvent.keys);
      }),
      { numRuns: propertyRuns(target.name === 'pglite' ? 40 : 25), endOnFailure: true },
    );
  });
});
