import type { Database } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PROJECTIONS, migrateProjections } from '../catalog';
import { deliveryArb, runBothWays, type Equivalence } from '../testing/batch-equivalence';
import { stepsArb } from '../testing/document-logs.fixture';
import { commentLog } from '../testing/simple-logs.fixture';
import { perEventCommentsProjection } from '../testing/per-event';
import { commentsProjection } from './comments.projection';

const TABLES = [{ table: 'comments', orderBy: 'comment_id' }];

describe.each(databaseTargets())('comments in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    const [perEventDb, batchDb] = [await target.open(), await target.open()];
    for (const db of [perEventDb, batchDb] as Database[]) await migrateProjections(db, ALL_PROJECTIONS);
    eq = { perEventDb, batchDb, perEvent: [perEventCommentsProjection], batch: [commentsProjection], tables: TABLES };
  });
  afterAll(async () => {
    await eq.perEventDb.close();
    await eq.batchDb.close();
  });

  it('leaves exactly the rows and live keys of the per-event code, for any log, batches and replays', async () => {
    await fc.assert(
      fc.asyncProperty(stepsArb(12), deliveryArb, async (steps, delivery) => {
        const { perEvent, batch } = await runBothWays(eq, commentLog(steps), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(batch.keys).toEqual(perEvent.keys);
      }),
      { numRuns: target.name === 'pglite' ? 40 : 25, endOnFailure: true },
    );
  });
});
