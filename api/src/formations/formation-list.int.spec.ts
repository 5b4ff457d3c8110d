import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { createFormation, signUpUser, type FormationBody, type TestUser } from './testing/formation-fixtures';

describe.each(databaseTargets())('formation list on $name', (target) => {
  let api: TestApi;
  let ann: TestUser;
  let bob: TestUser;
  const made: Record<string, FormationBody> = {};

  beforeAll(async () => {
    api = await openTestApi(target);
    ann = await signUpUser(api, 'ann@example.com', 'Ann');
    bob = await signUpUser(api, 'bob@example.com', 'Bob');
    // Created one after another: "newest" is the reverse of this order.
    made.box = await createFormation(api, ann.cookie, {
      sport: 'basketball',
      name: 'Box and one',
      formationType: 'defense',
      tags: ['Zone', 'junk'],
      briefDescription: 'Four in a box, one chases the shooter.',
    });
    made.horns = await createFormation(api, ann.cookie, {
      sport: 'basketball',
      name: 'Horns',
      formationType: 'offense',
      tags: ['half court', 'pick and roll'],
    });
    made.zone = await createFormation(api, bob.cookie, {
      sport: 'basketball',
      name: '2-3 zone',
      formationType: 'defense',
      tags: ['zone'],
      detailedDescription: '<p>Protect the <strong>paint</strong></p>',
    });
    made.diamond = await createFormation(api, bob.cookie, {
      sport: 'quadball',
      name: 'Diamond defence',
      formationType: 'defense',
      tags: ['zone'],
    });
    made.hidden = await createFormation(api, bob.cookie, {
      sport: 'basketball',
      name: 'Secret zone',
      visibility: 'private',
      tags: ['zone'],
    });
    made.link = await createFormation(api, bob.cookie, {
      sport: 'basketball',
      name: 'Link zone',
      visibility: 'unlisted',
      tags: ['zone'],
    });
    made.gone = await createFormation(api, ann.cookie, { sport: 'basketball', name: 'Deleted zone', tags: ['zone'] });
    await api.request({ method: 'DELETE', url: `/api/formations/${made.gone.id}`, cookie: ann.cookie });
    await api.request({
      method: 'PUT',
      url: `/api/formations/${made.horns.id}/vote`,
      cookie: bob.cookie,
      body: { value: 1 },
    });
    await api.request({
      method: 'PATCH',
      url: `/api/formations/${made.box.id}`,
      cookie: ann.cookie,
      body: { briefDescription: 'Four in a box, one chases their best shooter.' },
    });
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const list = async (query: string, user?: TestUser) => {
    const response = await api.request({
      method: 'GET',
      url: `/api/formations?${query}`,
      ...(user ? { cookie: user.cookie } : {}),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as {
      items: { id: string; name: string }[];
      total: number;
      page: number;
      pageSize: number;
      pageCount: number;
      searchMode: string | null;
    };
  };
  const names = async (query: string, user?: TestUser) => (await list(query, user)).items.map((item) => item.name);

  it('lists public formations to everyone, private ones to their owner, never unlisted or deleted ones', async () => {
    expect(await names('sport=basketball')).toEqual(['2-3 zone', 'Horns', 'Box and one']);
    expect(await names('sport=basketball', bob)).toEqual(['Secret zone', '2-3 zone', 'Horns', 'Box and one']);
    expect(await names('mine=true', bob)).toEqual(['Link zone', 'Secret zone', 'Diamond defence', '2-3 zone']);
    const mineSignedOut = await api.request({ method: 'GET', url: '/api/formations?mine=true' });
    expect(mineSignedOut.status).toBe(401);
  });

  it('searches name, tags and descriptions with prefixes, and falls back to close words', async () => {
    expect(await names('q=zon&sort=name')).toEqual(['2-3 zone', 'Box and one', 'Diamond defence']);
    expect(await names('q=pick%20roll')).toEqual(['Horns']);
    expect(await names('q=paint')).toEqual(['2-3 zone']);
    expect(await names('q=best%20shoot')).toEqual(['Box and one']);
    // Hyphenated numbers are searched as typed: "2-3" is the words 2 and 3, in the name as in the search.
    expect(await names('q=2-3')).toEqual(['2-3 zone']);
    expect(await names('q=2-3%20zone')).toEqual(['2-3 zone']);
    const fuzzy = await list('q=diamnod');
    expect(fuzzy.searchMode).toBe('fuzzy');
    expect(fuzzy.items.map((i) => i.name)).toContain('Diamond defence');
    expect((await list('q=zone')).searchMode).toBe('fulltext');
  });

  it('filters by sport, type (any of) and tags (any of, any case)', async () => {
    expect(await names('formationType=offense')).toEqual(['Horns']);
    expect(await names('formationType=offense,defense&sport=quadball')).toEqual(['Diamond defence']);
    expect(await names('tags=ZONE&sort=name')).toEqual(['2-3 zone', 'Box and one', 'Diamond defence']);
    expect(await names('tags=junk&tags=half%20court&sort=name')).toEqual(['Box and one', 'Horns']);
  });

  it('sorts by newest, name, last update and votes, either way', async () => {
    expect(await names('sport=basketball&sort=name')).toEqual(['2-3 zone', 'Box and one', 'Horns']);
    expect(await names('sport=basketball&sort=name&order=desc')).toEqual(['Horns', 'Box and one', '2-3 zone']);
    expect(await names('sport=basketball&sort=updated')).toEqual(['Box and one', '2-3 zone', 'Horns']);
    expect((await names('sport=basketball&sort=votes'))[0]).toBe('Horns');
    expect(await names('sport=basketball&order=asc')).toEqual(['Box and one', 'Horns', '2-3 zone']);
  });

  it('paginates with a total, also past the last page', async () => {
    const first = await list('sort=name&pageSize=2');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 2, pageCount: 2 });
    const second = await list('sort=name&pageSize=2&page=2');
    expect([...first.items, ...second.items].map((i) => i.name)).toEqual([
      '2-3 zone',
      'Box and one',
      'Diamond defence',
      'Horns',
    ]);
    expect(await list('pageSize=2&page=9')).toMatchObject({ items: [], total: 4, pageCount: 2 });
  });

  it('lists the tags in use, most used first, without private ones', async () => {
    const response = await api.request({ method: 'GET', url: '/api/formations/tags?sport=basketball' });
    // "Zone" and "zone" count as one tag, shown in one of their spellings.
    expect(response.body.items[0]).toMatchObject({ value: expect.stringMatching(/^zone$/i), count: 2 });
    expect(response.body.items.slice(1)).toEqual([
      { value: 'half court', count: 1 },
      { value: 'junk', count: 1 },
      { value: 'pick and roll', count: 1 },
    ]);
  });

  it('answers bad query values with 400 naming each one', async () => {
    const response = await api.request({
      method: 'GET',
      url: '/api/formations?sport=curling&formationType=attack&sort=random&page=0&pageSize=500&mine=maybe',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('REQUEST.INVALID_QUERY');
    expect(Object.keys(response.body.error.details.fields).sort()).toEqual([
      'formationType.0',
      'mine',
      'page',
      'pageSize',
      'sort',
      'sport',
    ]);
  });
});
