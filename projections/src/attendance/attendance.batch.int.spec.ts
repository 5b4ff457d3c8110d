import { attendanceDecider, attendanceStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEquivalence, deliveryArb, openEquivalence, runBothWays, type Equivalence } from '../testing/batch-equivalence';
import { teamSeasonLog, teamSeasonStepsArb, TeamSeasonWorld } from '../testing/team-season-logs.fixture';
import { attendanceProjection } from './attendance.projection';

const TABLES = [{ table: 'practice_attendance', orderBy: 'plan_id, user_id' }];

/** Each member's latest answer, as the attendance decider's own state holds it. */
function answersOf(world: TeamSeasonWorld): string[] {
  return [0, 1, 2, 3, 4, 5].flatMap((p) => {
    const planId = world.planId(p);
    const { answers } = world.out.state(attendanceDecider, attendanceStreamId(planId));
    return Object.entries(answers).map(([userId, a]) => `${planId} ${userId} ${a.answer} ${a.positionKey}`);
  }).sort();
}

/**
 * Attendance was written batch-first (no frozen per-event code): the same read model fed one event at a time, in
 * order, without replays, is the reference; random batches with replays must leave exactly its rows and live keys,
 * and the rows must be each member's latest answer.
 */
describe.each(databaseTargets())('practice attendance in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, { perEvent: [{ ...attendanceProjection, applyBatch: undefined }], batch: [attendanceProjection], tables: TABLES, perEventWithoutReplays: true });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('any batches and replays leave the rows and live keys of one event at a time', async () => {
    await fc.assert(
      fc.asyncProperty(teamSeasonStepsArb, deliveryArb, async (steps, delivery) => {
        const world = new TeamSeasonWorld();
        const { perEvent, batch } = await runBothWays(eq, teamSeasonLog(steps, world), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(new Set(batch.keys.flat())).toEqual(new Set(perEvent.keys.flat()));
        const rows = batch.rows.practice_attendance as { plan_id: string; user_id: string; answer: string; position_key: string | null }[];
        expect(rows.map((r) => `${r.plan_id} ${r.user_id} ${r.answer} ${r.position_key}`).sort()).toEqual(answersOf(world));
      }),
      { numRuns: target.name === 'pglite' ? 15 : 10, endOnFailure: true },
    );
  });
});
