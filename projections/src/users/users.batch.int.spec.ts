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
import { userLog } from '../testing/simple-logs.fixture';
import { perEventUsersProjection } from '../testing/per-event';
import { usersProjection } from './users.projection';

const TABLES = [{ table: 'users_view', orderBy: 'user_id', except: ['version'] }];

describe.each(databaseTargets())('users in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [perEventUsersProjection],
      batch: [usersProjection],
      tables: TABLES,
      perEventWithoutReplays: true,
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('with replays, leaves exactly the rows and live keys the per-event code left without them (it had no replay guard)', async () => {
    await fc.assert(
      fc.asyncProperty(stepsArb(12), deliveryArb, async (steps, delivery) => {
        const { perEvent, batch } = await runBothWays(eq, userLog(steps), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(new Set(batch.keys.flat())).toEqual(new Set(perEvent.keys.flat()));
      }),
      { numRuns: propertyRuns(target.name === 'pglite' ? 40 : 25), endOnFailure: true },
    );
  });
});
