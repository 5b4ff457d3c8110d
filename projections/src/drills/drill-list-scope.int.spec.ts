import { VISIBILITIES, can, listScope, type Actor, type ContentAccess } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../catalog';
import { usersProjection } from '../users';
import { listDrills } from './drill-list.query';
import { SqlParams, listScopeSql } from './drill-list-scope';
import { insertDrillRows, type DrillRowSpec } from './drill-rows.fixture';
import { drillsProjection } from './drills.projection';

/** Every combination of owner, visibility, team and deletion: the SQL scope must list exactly what the policy lists. */
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

const accessOf = (row: DrillRowSpec): ContentAccess => ({
  ownerId: row.ownerId,
  visibility: row.visibility ?? 'public',
  teamId: row.teamId ?? null,
  editableByOthers: false,
  deleted: row.deleted ?? false,
});

describe.each(databaseTargets())('drill list scope on $name', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [usersProjection, drillsProjection]);
    await insertDrillRows(db, mix);
  });
  afterAll(async () => {
    await db.close();
  });

  it.each(Object.entries(actors))('lists for %s exactly what the policy lists', async (_name, actor) => {
    const params = new SqlParams();
    const rows = await db.query<{ drill_id: string }>(`SELECT d.drill_id FROM drills d WHERE ${listScopeSql(listScope(actor), params)}`, params.values);
    const expected = mix.filter((row) => can(actor, { action: 'content.list', content: accessOf(row) })).map((row) => row.id);
    expect(rows.map((r) => r.drill_id).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
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

  it('"mine" lists my drills of every visibility, unlisted included, but not deleted ones', async () => {
    const page = await listDrills(db, listScope(actors.ann!), { mine: true, sort: 'newest', page: 1, pageSize: 100 });
    expect(new Set(page.items.map((i) => i.ownerId))).toEqual(new Set(['ann']));
    expect(new Set(page.items.map((i) => i.visibility))).toEqual(new Set(VISIBILITIES));
    expect(page.total).toBe(mix.filter((r) => r.ownerId === 'ann' && !r.deleted).length);
  });
});
