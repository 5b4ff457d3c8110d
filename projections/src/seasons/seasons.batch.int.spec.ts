import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { propertyRuns } from '@sideline/eventstore/testing/thorough';
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
import { seasonPracticesProjection } from './season-practices.projection';
import { seasonsProjection } from './seasons.projection';

/** What the deciders' own states hold at the end of the log, in the read model's terms. */
const expected = {
  seasons: (world: TeamSeasonWorld) =>
    [0, 1, 2].flatMap((s) => {
      const season = world.season(s);
      return season.status === 'none'
        ? []
        : season.sections.map((section, ord) => `${world.seasonId(s)} ${ord} ${section.id}`);
    }),
  'season-practices': (world: TeamSeasonWorld) =>
    [0, 1, 2].flatMap((p) => {
      const plan = world.plan(p);
      return plan.status === 'none'
        ? []
        : [
            `${world.planId(p)} ${plan.schedule?.seasonId ?? null} ${plan.schedule?.date ?? null} ${plan.published} ${plan.status === 'deleted'}`,
          ];
    }),
};
const actual = {
  seasons: (rows: Record<string, unknown[]>) =>
    (rows.season_sections as { season_id: string; ord: number; section_id: string }[]).map(
      (r) => `${r.season_id} ${r.ord} ${r.section_id}`,
    ),
  'season-practices': (rows: Record<string, unknown[]>) =>
    (
      rows.season_practices as {
        plan_id: string;
        season_id: string | null;
        date: string | Date | null;
        published: boolean;
        deleted: boolean;
      }[]
    ).map(
      (r) =>
        `${r.plan_id} ${r.season_id} ${r.date === null ? null : new Date(r.date).toISOString().slice(0, 10)} ${r.published} ${r.deleted}`,
    ),
};

/**
 * Seasons and their practices were written batch-first (no frozen per-event code): the same read model fed one event
 * at a time, in order, without replays, is the reference; random batches with replays must leave exactly its rows
 * and live keys. The sections (in order) and the practices' places must be what the deciders' states hold.
 */
describe.each(databaseTargets())('seasons and season practices in batches on $name', (target) => {
  const cases = [
    {
      name: 'seasons' as const,
      projection: seasonsProjection,
      focus: [8, 9, 10, 11, 12, 13, 13, 13],
      tables: [
        { table: 'season_documents', orderBy: 'season_id' },
        { table: 'seasons_view', orderBy: 'season_id' },
        { table: 'season_sections', orderBy: 'season_id, ord, section_id' },
        { table: 'season_markers', orderBy: 'season_id, marker_id' },
        { table: 'team_active_seasons', orderBy: 'team_id' },
      ],
    },
    {
      name: 'season-practices' as const,
      projection: seasonPracticesProjection,
      focus: [13, 14, 15, 16, 17, 18],
      tables: [{ table: 'season_practices', orderBy: 'plan_id' }],
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
    '%s: any batches and replays leave the rows and live keys of one event at a time',
    async (_name, c) => {
      const eq = eqs.get(c.name)!;
      await fc.assert(
        fc.asyncProperty(focusedStepsArb(c.focus), deliveryArb, async (steps, delivery) => {
          const world = new TeamSeasonWorld();
          const { perEvent, batch } = await runBothWays(eq, teamSeasonLog(steps, world), delivery);
          expect(batch.rows).toEqual(perEvent.rows);
          expect(new Set(batch.keys.flat())).toEqual(new Set(perEvent.keys.flat()));
          expect(actual[c.name](batch.rows)).toEqual(expected[c.name](world));
        }),
        { numRuns: propertyRuns(target.name === 'pglite' ? 15 : 10), endOnFailure: true },
      );
    },
  );

  it('keeps the newer active season when a batch holds it and then an earlier change delivered again (the pattern of the attendance bug, found here too)', async () => {
    const eq = eqs.get('seasons')!;
    const log = new LogBuilder();
    const first = log.append(
      'team-t1',
      { type: 'TeamActiveSeasonChanged', data: { teamId: 't1', from: null, to: 's1' } },
      'u1',
    );
    const second = log.append(
      'team-t1',
      { type: 'TeamActiveSeasonChanged', data: { teamId: 't1', from: 's1', to: 's2' } },
      'u1',
    );
    await truncateAll(eq.batchDb);
    await applyBatches(eq.batchDb, [seasonsProjection], [[first, second, first]], 'batch');
    const rows = await readTables(eq.batchDb, [{ table: 'team_active_seasons', orderBy: 'team_id' }]);
    expect(rows.team_active_seasons).toEqual([{ team_id: 't1', season_id: 's2', version: 2 }]);
  });
});
