import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { propertyRuns } from '@sideline/eventstore/testing/thorough';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackLog, pollLog } from '../feedback/testing/community-logs.fixture';
import {
  closeEquivalence,
  deliveryArb,
  openEquivalence,
  runBothWays,
  type Equivalence,
} from '../testing/batch-equivalence';
import { DecidedLog } from '../testing/decided-log';
import { stepsArb } from '../testing/document-logs.fixture';
import { teamSeasonLog, teamSeasonStepsArb, TeamSeasonWorld } from '../testing/team-season-logs.fixture';
import { auditProjection } from './audit.projection';

const TABLES = [
  { table: 'audit_log', orderBy: 'position' },
  { table: 'audit_actors', orderBy: 'actor_id' },
];

/**
 * The audit index was written batch-first (no frozen per-event code): the same read model fed one event at a time,
 * in order, without replays, is the reference; random batches with replays must leave exactly its rows. The log
 * mixes teams, seasons, practices, answers, feedback (some from visitors: no actor) and the poll; every event must
 * have exactly one row and every actor the count of their events.
 */
describe.each(databaseTargets())('audit in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [{ ...auditProjection, applyBatch: undefined }],
      batch: [auditProjection],
      tables: TABLES,
      perEventWithoutReplays: true,
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('any batches and replays leave the rows of one event at a time: one per event, exact counts per actor', async () => {
    await fc.assert(
      fc.asyncProperty(teamSeasonStepsArb, stepsArb(3), deliveryArb, async (steps, communitySteps, delivery) => {
        const out = new DecidedLog();
        teamSeasonLog(steps, new TeamSeasonWorld(out));
        feedbackLog(communitySteps, '', out);
        pollLog(communitySteps, '', out);
        const { perEvent, batch } = await runBothWays(eq, out.events, delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(batch.rows.audit_log!.map((row) => `${(row as { position: string | number }).position}`)).toEqual(
          out.events.map((e) => `${e.globalPosition}`),
        );
        const counts = new Map<string, number>();
        for (const e of out.events)
          if (e.metadata.actorId) counts.set(e.metadata.actorId, (counts.get(e.metadata.actorId) ?? 0) + 1);
        expect(
          batch.rows.audit_actors!.map((row) => {
            const r = row as { actor_id: string; events: string | number };
            return [r.actor_id, Number(r.events)];
          }),
        ).toEqual([...counts].sort(([x], [y]) => (x < y ? -1 : 1)));
      }),
      { numRuns: propertyRuns(target.name === 'pglite' ? 15 : 10), endOnFailure: true },
    );
  });
});
