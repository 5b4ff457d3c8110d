import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { propertyRuns } from '@sideline/eventstore/testing/thorough';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeEquivalence,
  deliveryArb,
  openEquivalence,
  runBothWays,
  type Equivalence,
} from '../testing/batch-equivalence';
import { focusedStepsArb, teamSeasonLog, TeamSeasonWorld } from '../testing/team-season-logs.fixture';
import { teamsProjection } from './teams.projection';

const TABLES = [
  { table: 'team_documents', orderBy: 'team_id' },
  { table: 'teams_view', orderBy: 'team_id' },
  { table: 'team_members', orderBy: 'team_id, user_id' },
  { table: 'team_invite_links', orderBy: 'invite_id' },
  { table: 'team_invitations', orderBy: 'invitation_id' },
];

/**
 * Teams were written batch-first (no frozen per-event code): the same read model fed one event at a time, in order,
 * without replays, is the reference; random batches with replays must leave exactly its rows and live keys. The
 * members must also be the ones the team decider's own state holds at the end of the log.
 */
describe.each(databaseTargets())('teams in batches on $name', (target) => {
  let eq: Equivalence;
  beforeAll(async () => {
    eq = await openEquivalence(target, {
      perEvent: [{ ...teamsProjection, applyBatch: undefined }],
      batch: [teamsProjection],
      tables: TABLES,
      perEventWithoutReplays: true,
    });
  });
  afterAll(async () => {
    await closeEquivalence(eq);
  });

  it('any batches and replays leave the rows and live keys of one event at a time', async () => {
    await fc.assert(
      fc.asyncProperty(focusedStepsArb([0, 1, 2, 2, 3, 4, 5, 6, 7, 13]), deliveryArb, async (steps, delivery) => {
        const world = new TeamSeasonWorld();
        const { perEvent, batch } = await runBothWays(eq, teamSeasonLog(steps, world), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(new Set(batch.keys.flat())).toEqual(new Set(perEvent.keys.flat()));
        const members = batch.rows.team_members!.map((row) => {
          const { joined_at: _at, ...rest } = row as Record<string, unknown>;
          return rest;
        });
        expect(members).toEqual(world.memberRows([0, 1]));
      }),
      { numRuns: propertyRuns(target.name === 'pglite' ? 15 : 10), endOnFailure: true },
    );
  });
});
