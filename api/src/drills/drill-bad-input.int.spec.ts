import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { createDrill, drillInput, signUpUser } from './testing/drill-fixtures';

const GARBAGE: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { value: 7, parentId: 'drill 7', body: { $gt: '' } },
  { ...drillInput(), lengthMin: 30, lengthMax: 5, skillLevels: ['Elite'], positions: ['goalkeeper'] },
  { ...drillInput(), name: 'x'.repeat(10_000), detailedDescription: 42 },
  {
    ...drillInput(),
    diagrams: [{ id: '', elements: 'none' }],
    videoUrl: 'javascript:alert(1)',
    visibility: 'everyone',
  },
];

describe.each(databaseTargets())('bad input to the drill endpoints on $name', (target) => {
  let api: TestApi;
  let cookie: string;
  let drillId: string;
  let commentId: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    cookie = (await signUpUser(api, 'coach@example.com', 'Coach')).cookie;
    drillId = (await createDrill(api, cookie)).id;
    commentId = (
      await api.request({ method: 'POST', url: `/api/drills/${drillId}/comments`, cookie, body: { body: 'First!' } })
    ).body.comment.id;
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('answers every malformed body with a 4xx in the one error shape and appends nothing', async () => {
    const endpoints = [
      ['POST', '/api/drills'],
      ['PUT', `/api/drills/${drillId}`],
      ['PUT', `/api/drills/${drillId}/variation`],
      ['PUT', `/api/drills/${drillId}/vote`],
      ['POST', `/api/drills/${drillId}/comments`],
      ['PATCH', `/api/comments/${commentId}`],
    ] as const;
    const before = await eventCount(api.core);
    for (const [method, url] of endpoints) {
      for (const body of GARBAGE) {
        const response = await api.request({ method, url, cookie, body: JSON.stringify(body) });
        const what = `${method} ${url} with ${JSON.stringify(body).slice(0, 80)}`;
        expect(response.status, what).toBe(400);
        expect(response.body.error.code, what).toMatch(/^REQUEST\./);
        expect(response.body.error.details?.fields ?? {}, what).toBeTypeOf('object');
      }
    }
    expect(await eventCount(api.core)).toBe(before);
  });

  it('names each bad field of a drill form', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/drills',
      cookie,
      body: { ...drillInput(), skillLevels: ['Beginner', 'Elite'], skills: [], playersMin: 0 },
    });
    expect(Object.keys(response.body.error.details.fields).sort()).toEqual(['playersMin', 'skillLevels.1', 'skills']);
    // Cross-field checks (sport's positions, ranges) run once every field is valid on its own.
    const otherSport = await api.request({
      method: 'POST',
      url: '/api/drills',
      cookie,
      body: { ...drillInput(), positions: ['chaser', 'goalkeeper'], drillTypes: ['Small-sided game'] },
    });
    expect(Object.keys(otherSport.body.error.details.fields).sort()).toEqual(['drillTypes.0', 'positions.1']);
    const ranges = await api.request({
      method: 'POST',
      url: '/api/drills',
      cookie,
      body: { ...drillInput(), lengthMin: 30, lengthMax: 5, playersMin: 9, playersMax: 2 },
    });
    expect(Object.keys(ranges.body.error.details.fields).sort()).toEqual(['lengthMax', 'playersMax']);
  });

  it('refuses a body over the size limit with 413 and a 2 MB description with 400 or 413', async () => {
    const huge = await api.request({
      method: 'POST',
      url: '/api/drills',
      cookie,
      body: drillInput({ detailedDescription: `<p>${'x'.repeat(2_000_000)}</p>` }),
    });
    expect([400, 413]).toContain(huge.status);
    expect(huge.body.error.code).toBeTruthy();
    const big = await openTestApi(target, { bodyLimit: 4 * 1024 * 1024 });
    try {
      const bigCookie = await big.signUp('big@example.com');
      const response = await big.request({
        method: 'POST',
        url: '/api/drills',
        cookie: bigCookie,
        body: drillInput({ detailedDescription: `<p>${'x'.repeat(2_000_000)}</p>` }),
      });
      expect(response.status).toBe(400);
      expect(response.body.error.details.fields).toHaveProperty('detailedDescription');
    } finally {
      await big.close();
    }
  });

  it('answers unknown ids with 404 on every drill, comment and cart endpoint', async () => {
    const missing = crypto.randomUUID();
    const requests = [
      ['GET', `/api/drills/${missing}`, undefined],
      ['GET', `/api/drills/${missing}/history`, undefined],
      ['GET', `/api/drills/${missing}/comments`, undefined],
      ['PUT', `/api/drills/${missing}`, drillInput()],
      ['DELETE', `/api/drills/${missing}`, undefined],
      ['POST', `/api/drills/${missing}/restore`, undefined],
      ['POST', `/api/drills/${missing}/duplicate`, undefined],
      ['PUT', `/api/drills/${missing}/variation`, { parentId: null }],
      ['PUT', `/api/drills/${missing}/vote`, { value: 1 }],
      ['POST', `/api/drills/${missing}/comments`, { body: 'Hi' }],
      ['PATCH', `/api/comments/${missing}`, { body: 'Hi' }],
      ['DELETE', `/api/comments/${missing}`, undefined],
      ['PUT', `/api/cart/drills/${missing}`, undefined],
      ['GET', '/api/drills/no such id', undefined],
    ] as const;
    const before = await eventCount(api.core);
    for (const [method, url, body] of requests) {
      const response = await api.request({ method, url: encodeURI(url), cookie, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${url}`).toBe(404);
    }
    expect(await eventCount(api.core)).toBe(before);
  });

  it('answers bad queries on filter options and skills with 400', async () => {
    expect((await api.request({ method: 'GET', url: '/api/drills/filter-options?sport=chess' })).status).toBe(400);
    const skills = await api.request({ method: 'GET', url: `/api/drills/skills?q=${'x'.repeat(60)}` });
    expect(skills.status).toBe(400);
    expect(skills.body.error.details.fields).toHaveProperty('q');
  });
});
