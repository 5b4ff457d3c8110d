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
import { commentLog } from '../testing/simple-logs.fixture';
import { perEventCommentsProjection } from '../testing/per-event';
import { commentsProjection } from './comments.projection';

const TABLES = [{ table: 'comments', orderBy: 'comment_id' }];

describe.each(databaseTargets())('comments in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [perEventCommentsProjection],
      batch: [commentsProjection],
      tables: TABLES,
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('leaves exactly the rows and live keys of the per-event code, for any log, batches and replays', async () => {
    await fc.assert(
      fc.asyncProperty(stepsArb(12), deliveryArb, async (steps, delivery) => {
        const { perEvent, batch } = await runBothWays(eq, commentLog(steps), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(batch.keys).toEqual(perEvent.keys);
      }),
      { numRuns: propertyRuns(target.name === 'pglite' ? 40 : 25), endOnFailure: true },
    );
  });
});
