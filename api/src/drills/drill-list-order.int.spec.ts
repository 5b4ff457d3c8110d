import { listScope } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { listDrills } from '@sideline/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { PUBLIC_DRILLS, names, seedListWorld, sorted, type ListWorld } from './testing/drill-list.fixture';

const CREATED = Object.keys(PUBLIC_DRILLS);

describe.each(databaseTargets())('drill list order, pages and visibility on $name', (target) => {
  let api: TestApi;
  let world: ListWorld;
  beforeAll(async () => {
    api = await openTestApi(target);
    world = await seedListWorld(api);
    const vote = (name: string, cookie: string, value: number) =>
      api.request({ method: 'PUT', url: `/api/drills/${world.ids[name]}/vote`, cookie, body: { value } });
    await vote('Pick and roll read', world.ann.cookie, 1);
    await vote('Pick and roll read', world.bob.cookie, 1);
    await vote('Rondo five versus two', world.ann.cookie, 1);
    await vote('Dodgeball blocking for beaters', world.bob.cookie, -1);
    // Usage counts come from practice plans, which arrive later; set them in the read model to test the sort.
    for (const [name, uses] of [
      ['Seeker sprint ladder', 5],
      ['Passing triangle', 2],
    ] as const) {
      await api.core.db.query('UPDATE drills SET usage_count = $2 WHERE drill_id = $1', [world.ids[name], uses]);
    }
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const list = async (query: string, cookie?: string) => {
    const response = await api.request({ method: 'GET', url: `/api/drills?${query}`, ...(cookie ? { cookie } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it.each([
    ['', [...CREATED].reverse()],
    ['sort=newest&order=asc', CREATED],
    ['sort=name', sorted(CREATED)],
    ['sort=name&order=desc', sorted(CREATED).reverse()],
    // Ties keep newest first; drills without a complexity come last either way.
    [
      'sort=complexity',
      [
        'Passing triangle',
        'Rondo five versus two',
        'Pick and roll read',
        'Finishing under pressure',
        'Dodgeball blocking for beaters',
        'Seeker sprint ladder',
      ],
    ],
    [
      'sort=complexity&order=desc',
      [
        'Finishing under pressure',
        'Dodgeball blocking for beaters',
        'Rondo five versus two',
        'Pick and roll read',
        'Passing triangle',
        'Seeker sprint ladder',
      ],
    ],
    [
      'sort=length',
      [
        'Seeker sprint ladder',
        'Passing triangle',
        'Rondo five versus two',
        'Pick and roll read',
        'Finishing under pressure',
        'Dodgeball blocking for beaters',
      ],
    ],
    [
      'sort=length&order=desc',
      [
        'Finishing under pressure',
        'Dodgeball blocking for beaters',
        'Pick and roll read',
        'Rondo five versus two',
        'Passing triangle',
        'Seeker sprint ladder',
      ],
    ],
    [
      'sort=votes',
      [
        'Pick and roll read',
        'Rondo five versus two',
        'Finishing under pressure',
        'Seeker sprint ladder',
        'Passing triangle',
        'Dodgeball blocking for beaters',
      ],
    ],
    [
      'sort=votes&order=asc',
      [
        'Dodgeball blocking for beaters',
        'Finishing under pressure',
        'Seeker sprint ladder',
        'Passing triangle',
        'Rondo five versus two',
        'Pick and roll read',
      ],
    ],
    [
      'sort=usage',
      [
        'Seeker sprint ladder',
        'Passing triangle',
        'Finishing under pressure',
        'Rondo five versus two',
        'Pick and roll read',
        'Dodgeball blocking for beaters',
      ],
    ],
    [
      'sort=usage&order=asc',
      [
        'Finishing under pressure',
        'Rondo five versus two',
        'Pick and roll read',
        'Dodgeball blocking for beaters',
        'Passing triangle',
        'Seeker sprint ladder',
      ],
    ],
  ])('sorts %s', async (query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it('shows vote totals and my vote on each card', async () => {
    const body = await list('sort=votes&pageSize=1', world.ann.cookie);
    expect(body.items[0]).toMatchObject({
      name: 'Pick and roll read',
      votes: { up: 2, down: 0, score: 2 },
      myVote: 1,
      ownerName: 'Ann Archer',
    });
    expect((await list('sort=votes&pageSize=1')).items[0].myVote).toBe(0);
  });

  it('paginates with page, pageSize and pageCount; past the end is an empty page', async () => {
    const first = await list('pageSize=4');
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4, pageCount: 2 });
    expect(first.items).toHaveLength(4);
    const second = await list('pageSize=4&page=2');
    expect(second.items).toHaveLength(2);
    expect(sorted([...names(first), ...names(second)])).toEqual(sorted(CREATED));
    const past = await list('pageSize=4&page=9');
    expect(past).toMatchObject({ items: [], total: 6, page: 9, pageCount: 2 });
    expect((await list('')).pageSize).toBe(20);
  });

  it('lists per role: unlisted never, private only to its owner, deleted never', async () => {
    const publicNames = sorted(CREATED);
    expect(sorted(names(await list('')))).toEqual(publicNames);
    expect(sorted(names(await list('', world.ann.cookie)))).toEqual(publicNames);
    expect(sorted(names(await list('', world.bob.cookie)))).toEqual(sorted([...CREATED, 'Secret keeper drill']));
    expect(sorted(names(await list('', world.admin.cookie)))).toEqual(publicNames);
    const mine = await list('mine=true', world.ann.cookie);
    expect(sorted(names(mine))).toEqual(sorted([...CREATED, 'Unlisted shooting drill']));
    expect(names(await list('mine=true', world.bob.cookie))).toEqual(['Secret keeper drill']);
  });

  it('lists a private drill shared with a team to its members (teamRoles), not to other teams', async () => {
    await api.core.db.query(`UPDATE drills SET team_id = 't1' WHERE drill_id = $1`, [world.ids['Secret keeper drill']]);
    const query = { sort: 'newest' as const, page: 1, pageSize: 50 };
    const member = await listDrills(
      api.core.db,
      listScope({ userId: 'someone', role: 'user', teamRoles: { t1: 'member' } }),
      query,
    );
    expect(names(member)).toContain('Secret keeper drill');
    const otherTeam = await listDrills(
      api.core.db,
      listScope({ userId: 'someone', role: 'user', teamRoles: { t2: 'admin' } }),
      query,
    );
    expect(names(otherTeam)).not.toContain('Secret keeper drill');
  });
});
