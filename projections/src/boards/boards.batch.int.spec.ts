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
import { boardLog, stepsArb } from '../testing/document-logs.fixture';
import { perEventBoardsProjection } from '../testing/per-event';
import { boardsProjection } from './boards.projection';

const TABLES = [
  { table: 'boards_view', orderBy: 'board_id' },
  { table: 'board_versions', orderBy: 'board_id, version' },
  { table: 'board_snapshots', orderBy: 'board_id, version' },
];

describe.each(databaseTargets())('boards in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [perEventBoardsProjection],
      batch: [boardsProjection],
      tables: TABLES,
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('leaves exactly the rows and live keys of the per-event code, for any log, batches and replays', async () => {
    await fc.assert(
      fc.asyncProperty(stepsArb(12), deliveryArb, async (steps, delivery) => {
        const { perEvent, batch } = await runBothWays(eq, boardLog(steps), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(batch.keys).toEqual(perEvent.keys);
      }),
      { numRuns: propertyRuns(target.name === 'pglite' ? 40 : 25), endOnFailure: true },
    );
  });
});
