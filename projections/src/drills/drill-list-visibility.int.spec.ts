import { VISIBILITIES, listScope, type Actor } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../catalog';
import { usersProjection } from '../users';
import { listDrills } from './drill-list.query';
import { insertDrillRows, type DrillRowSpec } from './testing/drill-rows.fixture';
import { drillsProjection } from './drills.projection';

/**
 * The drill list over every combination of owner, visibility, team and deletion (the scope itself:
 * sql/content-list-scope.int.spec.ts).
 */
const OWNERS = ['ann', 'bob', 'cat'];
const TEAMS = [null, 't1', 't2'];
const mix: (DrillRowSpec & { id: string })[] = OWNERS.flatMap((ownerId, o) =>
  VISIBILITIES.flatMap((visibility, v) =>
    TEAMS.flatMap((teamId, t) =>
      [false, true].map((deleted, d) => ({ id: `drill-${o}-${v}-${t}-${d}`, ownerId, visibility, teamId, deleted })),
    ),
  ),
);

const actors: Record<string, Actor> = {
  visitor: null,
  ann: { userId: 'ann', role: 'user' },
  'bob (t1 member)': { userId: 'bob', role: 'user', teamRoles: { t1: 'member' } },
  'dan (t1 coach, t2 admin)': { userId: 'dan', role: 'user', teamRoles: { t1: 'coach', t2: 'admin' } },
  'eve (stranger)': { userId: 'eve', role: 'user' },
  'ada (site admin)': { userId: 'ada', role: 'admin' },
};

describe.each(databaseTargets())('drill list visibility on $name', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [usersProjection, drillsProjection]);
    await insertDrillRows(db, mix);
  });
  afterAll(async () => {
    await db.close();
  });

  it('never lists unlisted or deleted drills, even to their owner or an admin', async () => {
    for (const actor of Object.values(actors)) {
      const page = await listDrills(db, listScope(actor), { sort: 'newest', page: 1, pageSize: 100 });
      const listed = new Map(mix.map((row) => [row.id, row]));
      for (const item of page.items) {
        expect(item.visibility).not.toBe('unlisted');
        expect(listed.get(item.id)?.deleted).toBe(false);
      }
    }
  });

  it('"mine" lists my drills of every visibility, unlisted included, but not deleted ones nor content of other teams', async () => {
    const page = await listDrills(db, listScope(actors.ann!), { mine: true, sort: 'newest', page: 1, pageSize: 100 });
    expect(new Set(page.items.map((i) => i.ownerId))).toEqual(new Set(['ann']));
    expect(new Set(page.items.map((i) => i.visibility))).toEqual(new Set(VISIBILITIES));
    // what she made for a team she is not in is that team's, not hers
    expect(page.total).toBe(
      mix.filter((r) => r.ownerId === 'ann' && !r.deleted && (r.visibility === 'private' || r.teamId === null)).length,
    );
  });
});
