import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeEquivalence, deliveryArb, openEquivalence, runBothWays, type Equivalence } from '../testing/batch-equivalence';
import { teamSeasonLog, teamSeasonStepsArb, TeamSeasonWorld } from '../testing/team-season-logs.fixture';
import { seasonPracticesProjection } from './season-practices.projection';
import { seasonsProjection } from './seasons.projection';

/** What the deciders' own states hold at the end of the log, in the read model's terms. */
const expected = {
  seasons: (world: TeamSeasonWorld) =>
    [0, 1, 2].flatMap((s) => { const season = world.season(s); return season.status === 'none' ? [] : season.sections.map((section, ord) => `${world.seasonId(s)} ${ord} ${section.id}`); }),
  'season-practices': (world: TeamSeasonWorld) =>
    [0, 1, 2, 3, 4, 5].flatMap((p) => { const plan = world.plan(p); return plan.status === 'none' ? [] : [`${world.planId(p)} ${plan.schedule?.seasonId ?? null} ${plan.schedule?.date ?? null} ${plan.published} ${plan.status === 'deleted'}`]; }),
};
const actual = {
  seasons: (rows: Record<string, unknown[]>) => (rows.season_sections as { season_id: string; ord: number; section_id: string }[]).map((r) => `${r.season_id} ${r.ord} ${r.section_id}`),
  'season-practices': (rows: Record<string, unknown[]>) => (rows.season_practices as { plan_id: string; season_id: string | null; date: string | Date | null; published: boolean; deleted: boolean }[])
    .map((r) => `${r.plan_id} ${r.season_id} ${r.date === null ? null : new Date(r.date).toISOString().slice(0, 10)} ${r.published} ${r.deleted}`),
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
      tables: [
        { table: 'season_documents', orderBy: 'season_id' },
        { table: 'seasons_view', orderBy: 'season_id' },
        { table: 'season_sections', orderBy: 'season_id, ord, section_id' },
        { table: 'season_markers', orderBy: 'season_id, marker_id' },
        { table: 'team_active_seasons', orderBy: 'team_id' },
      ],
    },
    { name: 'season-practices' as const, projection: seasonPracticesProjection, tables: [{ table: 'season_practices', orderBy: 'plan_id' }] },
  ];
  const eqs = new Map<string, Equivalence>();
  beforeAll(async () => {
    for (const c of cases) {
      eqs.set(c.name, await openEquivalence(target, { perEvent: [{ ...c.projection, applyBatch: undefined }], batch: [c.projection], tables: c.tables, perEventWithoutReplays: true }));
    }
  });
  afterAll(async () => {
    for (const eq of eqs.values()) await closeEquivalence(eq);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s: any batches and replays leave the rows and live keys of one event at a time', async (_name, c) => {
    const eq = eqs.get(c.name)!;
    await fc.assert(
      fc.asyncProperty(teamSeasonStepsArb, deliveryArb, async (steps, delivery) => {
        const world = new TeamSeasonWorld();
        const { perEvent, batch } = await runBothWays(eq, teamSeasonLog(steps, world), delivery);
        expect(batch.rows).toEqual(perEvent.rows);
        expect(new Set(batch.keys.flat())).toEqual(new Set(perEvent.keys.flat()));
        expect(actual[c.name](batch.rows)).toEqual(expected[c.name](world));
      }),
      { numRuns: target.name === 'pglite' ? 15 : 10, endOnFailure: true },
    );
  });
});
