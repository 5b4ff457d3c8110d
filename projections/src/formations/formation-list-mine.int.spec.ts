import { VISIBILITIES, listScope, type Actor } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../catalog';
import { usersProjection } from '../users';
import { createdEvent } from './testing/formation-events.fixture';
import { listFormations } from './formation-list.query';
import { formationsProjection } from './formations.projection';

/**
 * "Mine" over every combination of owner, visibility, team and deletion (the list scope itself:
 * sql/content-list-scope.int.spec.ts).
 */
const OWNERS = ['ann', 'bob', 'cat'];
const TEAMS = [null, 't1', 't2'];
const mix = OWNERS.flatMap((ownerId) =>
  VISIBILITIES.flatMap((visibility) =>
    TEAMS.flatMap((teamId) =>
      [false, true].map((deleted) => ({ id: crypto.randomUUID(), ownerId, visibility, teamId, deleted })),
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

describe.each(databaseTargets())('formation list scope on $name', (target) => {
  let db: Database;
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [usersProjection, formationsProjection]);
    await db.transaction(async (tx) => {
      for (const row of mix)
        await formationsProjection.apply(
          tx,
          createdEvent(row.id, { ownerId: row.ownerId, visibility: row.visibility }),
          { changed: () => {} },
        );
      // Formations are not shared with teams yet: the column is set directly so the scope is tested for when they are.
      for (const row of mix)
        await tx.query('UPDATE formations SET team_id = $2, deleted = $3 WHERE formation_id = $1', [
          row.id,
          row.teamId,
          row.deleted,
        ]);
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it('"mine" lists my formations of every visibility, unlisted included, but not deleted ones nor content of other teams', async () => {
    const page = await listFormations(db, listScope(actors.ann!), {
      mine: true,
      sort: 'newest',
      page: 1,
      pageSize: 100,
    });
    expect(new Set(page.items.map((i) => i.ownerId))).toEqual(new Set(['ann']));
    expect(new Set(page.items.map((i) => i.visibility))).toEqual(new Set(VISIBILITIES));
    // what she made for a team she is not in is that team's, not hers
    expect(page.total).toBe(
      mix.filter((r) => r.ownerId === 'ann' && !r.deleted && (r.visibility === 'private' || r.teamId === null)).length,
    );
  });
});
