import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { PUBLIC_DRILLS, names, seedListWorld, sorted, type ListWorld } from './testing/drill-list.fixture';

const ALL = Object.keys(PUBLIC_DRILLS);
const except = (...excluded: string[]) => sorted(ALL.filter((name) => !excluded.includes(name)));

describe.each(databaseTargets())('drill list search and filters on $name', (target) => {
  let api: TestApi;
  let world: ListWorld;
  beforeAll(async () => {
    api = await openTestApi(target);
    world = await seedListWorld(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const list = async (query: string, cookie?: string) => {
    const response = await api.request({
      method: 'GET',
      url: `/api/drills?pageSize=100&${query}`,
      ...(cookie ? { cookie } : {}),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { items: { name: string }[]; total: number; searchMode: string | null };
  };
  const found = async (query: string, cookie?: string) => sorted(names(await list(query, cookie)));

  it('searches full text with every word as a prefix, in name, brief and detailed description', async () => {
    const triangle = await list('q=pass%20tri');
    expect(names(triangle)).toEqual(['Passing triangle']);
    expect(triangle.searchMode).toBe('fulltext');
    expect(await found('q=pass')).toEqual(['Passing triangle', 'Rondo five versus two']);
    expect(await found('q=VOLL')).toEqual(['Finishing under pressure']);
    expect((await list('')).searchMode).toBeNull();
  });

  it('falls back to trigram similarity for misspellings', async () => {
    const fuzzy = await list('q=dodgbal');
    expect(fuzzy.searchMode).toBe('fuzzy');
    expect(names(fuzzy)).toEqual(['Dodgeball blocking for beaters']);
    expect(names(await list('q=trianlge'))).toEqual(['Passing triangle']);
    const nothing = await list('q=zzzzqqq');
    expect(nothing).toMatchObject({ items: [], total: 0, searchMode: 'fuzzy' });
  });

  it('searches only what the viewer may list', async () => {
    expect(names(await list('q=secret'))).toEqual([]);
    expect(names(await list('q=secret', world.bob.cookie))).toEqual(['Secret keeper drill']);
    expect(names(await list('q=unlisted', world.ann.cookie))).toEqual([]);
    expect(names(await list('q=unlisted&mine=true', world.ann.cookie))).toEqual(['Unlisted shooting drill']);
    expect(names(await list('q=deleted', world.ann.cookie))).toEqual([]);
  });

  it.each([
    ['sport=soccer', ['Finishing under pressure', 'Rondo five versus two']],
    ['skillLevels=Beginner,expert', ['Passing triangle', 'Pick and roll read']],
    [
      'skillLevelsExclude=Advanced,Expert',
      except('Dodgeball blocking for beaters', 'Pick and roll read', 'Finishing under pressure'),
    ],
    ['complexity=High', ['Dodgeball blocking for beaters', 'Finishing under pressure']],
    [
      'complexityExclude=Low,Medium',
      ['Dodgeball blocking for beaters', 'Finishing under pressure', 'Seeker sprint ladder'],
    ],
    ['skills=passing', ['Passing triangle', 'Rondo five versus two']],
    ['skillsExclude=Passing', except('Passing triangle', 'Rondo five versus two')],
    ['skills=speed&skills=screening', ['Pick and roll read', 'Seeker sprint ladder']],
    ['positions=Beater', ['Dodgeball blocking for beaters']],
    ['positions=point-guard,forward', ['Finishing under pressure', 'Pick and roll read']],
    [
      'positionsExclude=chaser,beater,seeker,keeper',
      ['Finishing under pressure', 'Pick and roll read', 'Rondo five versus two'],
    ],
    ['drillTypes=warmup', ['Rondo five versus two', 'Seeker sprint ladder']],
    ['drillTypesExclude=Warmup,Tactic-focus', ['Finishing under pressure', 'Passing triangle']],
    ['players=5', ['Dodgeball blocking for beaters', 'Passing triangle']],
    ['players=150', ['Dodgeball blocking for beaters']],
    ['lengthMax=10', ['Passing triangle', 'Rondo five versus two', 'Seeker sprint ladder']],
    ['lengthMin=25', ['Dodgeball blocking for beaters', 'Finishing under pressure', 'Pick and roll read']],
    ['hasVideo=true', ['Dodgeball blocking for beaters', 'Pick and roll read']],
    ['hasVideo=false', except('Dodgeball blocking for beaters', 'Pick and roll read')],
    ['hasDiagrams=true', ['Pick and roll read', 'Seeker sprint ladder']],
    ['hasDiagrams=false', except('Pick and roll read', 'Seeker sprint ladder')],
    ['sport=quadball&complexityExclude=High&lengthMax=12', ['Passing triangle', 'Seeker sprint ladder']],
    ['skills=passing&q=rondo', ['Rondo five versus two']],
  ])('filters %s', async (query, expected) => {
    expect(await found(query)).toEqual(sorted(expected));
  });

  it('answers bad filter values with a 400 naming each field, and stores nothing', async () => {
    const before = await eventCount(api.core);
    const response = await api.request({
      method: 'GET',
      url: '/api/drills?skillLevels=Beginner,Elite&complexity=Hard&positions=keeper,striker&players=abc&lengthMax=-1&hasVideo=maybe&sort=random&order=up&page=0&pageSize=500&drillTypes=Juggling',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('REQUEST.INVALID_QUERY');
    expect(Object.keys(response.body.error.details.fields).sort()).toEqual(
      [
        'complexity.0',
        'drillTypes.0',
        'hasVideo',
        'lengthMax',
        'order',
        'page',
        'pageSize',
        'players',
        'positions.1',
        'skillLevels.1',
        'sort',
      ].sort(),
    );
    expect(
      (await api.request({ method: 'GET', url: '/api/drills?sport=cricket' })).body.error.details.fields,
    ).toHaveProperty('sport');
    // Positions and drill types of another sport than the one chosen (checked once the rest is valid).
    const otherSport = await api.request({
      method: 'GET',
      url: '/api/drills?sport=quadball&positions=keeper,goalkeeper&drillTypesExclude=Small-sided%20game',
    });
    expect(Object.keys(otherSport.body.error.details.fields).sort()).toEqual(['drillTypesExclude.0', 'positions.1']);
    expect((await api.request({ method: 'GET', url: '/api/drills?mine=true' })).status).toBe(401);
    expect(await eventCount(api.core)).toBe(before);
  });

  it('offers filter options with counts over what the viewer may list', async () => {
    const options = (await api.request({ method: 'GET', url: '/api/drills/filter-options?sport=quadball' })).body;
    expect(options.skillLevels).toEqual([
      { value: 'New to Sport', count: 1 },
      { value: 'Beginner', count: 1 },
      { value: 'Intermediate', count: 1 },
      { value: 'Advanced', count: 1 },
    ]);
    expect(options.complexity).toEqual([
      { value: 'Low', count: 1 },
      { value: 'High', count: 1 },
    ]);
    expect(options.positions.map((p: { value: string }) => p.value).sort()).toEqual(['beater', 'chaser', 'seeker']);
    expect(options.players).toEqual({ min: 1, max: 6 });
    expect(options.length).toEqual({ min: 5, max: 30 });
    const bobs = (
      await api.request({ method: 'GET', url: '/api/drills/filter-options?sport=quadball', cookie: world.bob.cookie })
    ).body;
    expect(bobs.positions.map((p: { value: string }) => p.value).sort()).toEqual([
      'beater',
      'chaser',
      'keeper',
      'seeker',
    ]);
    const all = (await api.request({ method: 'GET', url: '/api/drills/filter-options' })).body;
    expect(all.skills.find((s: { value: string }) => s.value === 'Passing')).toEqual({ value: 'Passing', count: 2 });
  });

  it('suggests skills from the pack and from use, best matches first', async () => {
    const response = await api.request({ method: 'GET', url: '/api/drills/skills?sport=quadball&q=pas' });
    expect(response.body.items[0]).toEqual({ skill: 'Passing', count: 1, fromPack: true });
    const used = await api.request({ method: 'GET', url: '/api/drills/skills?sport=soccer&q=poss' });
    expect(used.body.items[0]).toEqual({ skill: 'Possession', count: 1, fromPack: true });
    const none = await api.request({ method: 'GET', url: '/api/drills/skills?sport=basketball' });
    expect(none.body.items).toHaveLength(20);
    expect(none.body.items.slice(0, 2).map((i: { count: number }) => i.count)).toEqual([1, 1]);
  });
});
