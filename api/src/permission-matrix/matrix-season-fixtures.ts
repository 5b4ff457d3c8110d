import { planInput } from '../practice-plans/testing/plan-fixtures';
import { PracticeGeneration } from '../recurrences/practice-generation';
import { tueThuBody } from '../recurrences/testing/recurrence-fixtures';
import type { TestUser } from '../testing/test-users';
import type { Fixture, FixtureWorld } from './matrix-fixture';

/** A season (Sep–Dec 2026) with a section, a marker, a published practice and a recurring series. */
export async function makeSeason(world: FixtureWorld, teamId: string, by: TestUser): Promise<Fixture> {
  const base = `/api/teams/${teamId}/seasons`;
  const season = await world.request(
    by,
    'POST',
    base,
    { name: `Season ${crypto.randomUUID().slice(0, 6)}`, startDate: '2026-09-01', endDate: '2026-12-15' },
    201,
  );
  const seasonId = season.body.season.season.id as string;
  const section = await world.request(
    by,
    'POST',
    `${base}/${seasonId}/sections`,
    { name: 'Autumn', startDate: '2026-09-01', endDate: '2026-10-31' },
    201,
  );
  const marker = await world.request(
    by,
    'POST',
    `${base}/${seasonId}/markers`,
    { type: 'game', title: 'Cup', startDate: '2026-10-10', endDate: '2026-10-10' },
    201,
  );
  const practice = await world.request(by, 'POST', `${base}/${seasonId}/practices`, { date: '2026-09-15' }, 201);
  await world.request(by, 'POST', `/api/practice-plans/${practice.body.planId}/publish`, {}, 200);
  const series = await world.request(
    by,
    'POST',
    `/api/seasons/${seasonId}/recurrences`,
    tueThuBody({ name: `Series ${crypto.randomUUID().slice(0, 6)}` }),
    201,
  );
  return {
    id: seasonId,
    teamId,
    ids: {
      teamId,
      seasonId,
      sectionId: section.body.season.sections.at(-1).id,
      markerId: marker.body.season.markers.at(-1).id,
      planId: practice.body.planId,
      seriesId: series.body.id,
    },
  };
}

/**
 * A practice that a series made from a template plan, in the season of `seasonKey` (2 Nov 2026: after its other
 * practices).
 */
export async function makeGeneratedPractice(world: FixtureWorld, seasonKey: string, by: TestUser): Promise<Fixture> {
  const { ids } = world.fixture(seasonKey);
  const { teamId, seasonId } = ids as { teamId: string; seasonId: string };
  const template = await world.request(
    by,
    'POST',
    '/api/practice-plans',
    planInput({ name: 'Matrix template', visibility: 'team', teamId }),
    201,
  );
  const body = {
    name: `Templated ${crypto.randomUUID().slice(0, 6)}`,
    pattern: { kind: 'weekly', weekdays: [1], intervalWeeks: 1 },
    startDate: '2026-11-02',
    endDate: '2026-11-02',
    templatePlanId: template.body.plan.id,
  };
  const series = await world.request(by, 'POST', `/api/seasons/${seasonId}/recurrences`, body, 201);
  const started = await world.request(
    by,
    'POST',
    `/api/seasons/${seasonId}/recurrences/${series.body.id}/generate`,
    undefined,
    202,
  );
  await world.api.app.get(PracticeGeneration).settled(started.body.id);
  const preview = await world.request(
    by,
    'GET',
    `/api/seasons/${seasonId}/recurrences/${series.body.id}/preview`,
    undefined,
    200,
  );
  const planId = (preview.body.entries as { planId?: string | null }[]).find((entry) => entry.planId)?.planId;
  if (!planId) throw new Error(`world: the series made no practice ${JSON.stringify(preview.body)}`);
  return { id: planId, teamId, ids: { ...ids, planId } };
}
