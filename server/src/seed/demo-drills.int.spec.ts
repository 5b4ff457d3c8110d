import { DEMO_TEAM_DRILLS } from './demo-team';
import { sceneElementsOf } from '@sideline/api';
import { openCoreOn, type Core } from '../composition/open-core';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { listDrills } from '@sideline/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRILLS } from './demo-drills';
import { seedDemoData } from './demo-seed';

describe.each(databaseTargets())('demo drills seed on $name', (target) => {
  let core: Core;
  beforeAll(async () => {
    core = await openCoreOn(
      await target.open(),
      { api: true, projections: true, collab: false },
      { passwordHashCost: { N: 2 ** 10, r: 8, p: 1 }, pollIntervalMs: 50 },
    );
  });
  afterAll(async () => {
    await core.close();
  });

  it('seeds the demo drills once, as events, with owners, families, votes and comments', async () => {
    expect(await seedDemoData(core.db, core.api!.accounts, core.api!.commands)).toBe(true);
    const [drillEvents] = await core.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'DrillCreated'`,
    );
    expect(drillEvents!.n).toBe(DEMO_DRILLS.length + DEMO_TEAM_DRILLS.length);
    const rows = await core.db.query<{
      owners: number;
      parents: number;
      private: number;
      diagrams: number;
      voted: number;
    }>(
      `SELECT count(DISTINCT owner_id)::int AS owners, count(DISTINCT variation_of)::int AS parents,
              count(*) FILTER (WHERE visibility = 'private')::int AS private, count(*) FILTER (WHERE diagram_count > 0)::int AS diagrams,
              count(*) FILTER (WHERE votes_up > 0)::int AS voted
         FROM drills`,
    );
    expect(rows[0]).toMatchObject({ owners: 2, parents: 3 });
    expect(rows[0]!.private).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.diagrams).toBeGreaterThanOrEqual(6);
    expect(rows[0]!.voted).toBeGreaterThanOrEqual(5);
    const [comments] = await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM comments');
    expect(comments!.n).toBeGreaterThanOrEqual(3);

    const visitorList = await listDrills(
      core.db,
      { userId: null, teamIds: [] },
      { q: 'rondo', sort: 'name', page: 1, pageSize: 20 },
    );
    expect(visitorList.items.map((d) => d.name)).toEqual([
      'Rondo 4v1',
      'Rondo 5v2 with split passes',
      'Rondo with transition to goal',
    ]);

    // Every demo board's court is stored with it (the team's and the public one): a member or a visitor opening it
    // first (read-only) sees the court, not an empty canvas, and nobody's first open stores it in their name.
    for (const name of ['Rapids set plays', 'Beater press: full court']) {
      const drawings = await core.db.query<{ data: { update: string } }>(
        `SELECT data FROM events WHERE type = 'BoardDocumentUpdated'
            AND stream_id IN (SELECT stream_id FROM events WHERE type = 'BoardCreated' AND data->>'name' = $1)`,
        [name],
      );
      expect(drawings, name).toHaveLength(1);
      const court = sceneElementsOf(new Uint8Array(Buffer.from(drawings[0]!.data.update, 'base64')));
      expect(court.length).toBeGreaterThan(3);
      expect(
        court.every(
          (element) =>
            (element as { customData?: Record<string, unknown> }).customData?.sidelineCourt === 'quadball-full',
        ),
      ).toBe(true);
    }

    const before = await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(await seedDemoData(core.db, core.api!.accounts, core.api!.commands)).toBe(false);
    expect(await core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).toEqual(before);
  });
});
