import { attendanceDecider, attendanceStreamId } from '@sideline/domain';
import { propertyRuns } from '@sideline/eventstore/testing/thorough';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyBatches,
  closeEquivalence,
  deliveryArb,
  LogBuilder,
  openEquivalence,
  readTables,
  runBothWays,
  truncateAll,
  type Equivalence,
} from '../testing/batch-equivalence';
import { focusedStepsArb, teamSeasonLog, TeamSeasonWorld } from '../testing/team-season-logs.fixture';
import { attendanceProjection } from './attendance.projection';

/** invite links, joins, scheduling, publishing and answers */
const ANSWERING = [1, 2, 16, 19, 20, 21, 19, 20, 21];
const TABLES = [{ table: 'practice_attendance', orderBy: 'plan_id, user_id' }];

/** Each member's latest answer, as the attendance decider's own state holds it. */
function answersOf(world: TeamSeasonWorld): string[] {
  return [0, 1, 2]
    .flatMap((p) => {
      const planId = world.planId(p);
      const { answers } = world.out.state(attendanceDecider, attendanceStreamId(planId));
      return Object.entries(answers).map(([userId, a]) => `${planId} ${userId} ${a.answer} ${a.positionKey}`);
    })
    .sort();
}

/**
 * Attendance was written batch-first (no frozen per-event code): the same read model fed one event at a time, in
 * order, without replays, is the reference; random batches with replays must leave exactly its rows and live keys,
 * and the rows must be each member's latest answer.
 */
describe.each(databaseTargets())('practice attendance in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [{ ...attendanceProjection, applyBatch: undefined }],
      batch: [attendanceProjection],
      tables: TABLES,
      perEventWithoutReplays: true,
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('any batches and replays leave the rows and live keys of one event at a time', async () => {
    await fc.assert(
      fc.asyncProperty(focusedStepsArb(ANSWERING), deliveryArb, async (steps, delivery) => {
        const world = new TeamSeasonWorld();
        const { perEvent, batch } = await runBothWays(eq, teamSeasonLog(steps, world), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(new Set(batch.keys.flat())).toEqual(new Set(perEvent.keys.flat()));
        const rows = batch.rows.practice_attendance as {
          plan_id: string;
          user_id: string;
          answer: string;
          position_key: string | null;
        }[];
        expect(rows.map((r) => `${r.plan_id} ${r.user_id} ${r.answer} ${r.position_key}`).sort()).toEqual(
          answersOf(world),
        );
      }),
      { numRuns: propertyRuns(target.name === 'pglite' ? 15 : 10), endOnFailure: true },
    );
  });

  it('keeps the newer answer when a batch holds it and then an earlier answer delivered again (a bug the property found)', async () => {
    const log = new LogBuilder();
    const answer = (answer: string, previous: string | null) =>
      log.append(
        'practice-attendance-p1',
        {
          type: 'AttendanceAnswered',
          data: {
            planId: 'p1',
            teamId: 't1',
            userId: 'u1',
            answer,
            positionKey: null,
            previous,
            at: '2026-09-01T10:00:00.000Z',
          },
        },
        'u1',
      );
    const [first, second] = [answer('going', null), answer('maybe', 'going')];
    await truncateAll(eq.batchDb);
    await applyBatches(eq.batchDb, [attendanceProjection], [[first, second, first]], 'batch');
    const rows = await readTables(eq.batchDb, TABLES);
    expect(rows.practice_attendance!.map((r) => (r as { answer: string }).answer)).toEqual(['maybe']);
  });
});
