import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { propertyRuns } from '@sideline/eventstore/testing/thorough';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollProjection } from '../poll/poll.projection';
import {
  closeEquivalence,
  deliveryArb,
  openEquivalence,
  runBothWays,
  type Equivalence,
} from '../testing/batch-equivalence';
import { stepsArb } from '../testing/document-logs.fixture';
import { feedbackLog, pollLog } from './testing/community-logs.fixture';
import { feedbackProjection } from './feedback.projection';

/**
 * Feedback and the poll were written batch-first (no frozen per-event code): the same read model fed one event at a
 * time, in order, without replays, is the reference; random batches with replays must leave exactly its rows and keys.
 */
describe.each(databaseTargets())('feedback and poll in batches on $name', (target) => {
  const cases = [
    {
      name: 'feedback',
      projection: feedbackProjection,
      log: feedbackLog,
      tables: [
        { table: 'feedback_items', orderBy: 'feedback_id' },
        { table: 'feedback_upvotes', orderBy: 'feedback_id, user_id' },
      ],
    },
    {
      name: 'poll',
      projection: pollProjection,
      log: pollLog,
      tables: [
        { table: 'poll_suggestions', orderBy: 'suggestion_id' },
        { table: 'poll_votes', orderBy: 'suggestion_id, user_id' },
      ],
    },
  ];
  const eqs = new Map<string, Equivalence>();
  beforeAll(async () => {
    for (const c of cases) {
      eqs.set(
        c.name,
        await openEquivalence(target, {
          perEvent: [{ ...c.projection, applyBatch: undefined }],
          batch: [c.projection],
          tables: c.tables,
          perEventWithoutReplays: true,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const eq of eqs.values()) await closeEquivalence(eq);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: any batches and replays leave the rows of one event at a time',
    async (_name, c) => {
      const eq = eqs.get(c.name)!;
      await fc.assert(
        fc.asyncProperty(stepsArb(3), deliveryArb, async (steps, delivery) => {
          const { perEvent, batch } = await runBothWays(eq, c.log(steps), delivery);
          expect(batch.rows).toEqual(perEvent.rows);
          expect(batch.keys.flat().length > 0).toBe(perEvent.keys.flat().length > 0);
        }),
        { numRuns: propertyRuns(target.name === 'pglite' ? 25 : 15), endOnFailure: true },
      );
    },
  );
});
