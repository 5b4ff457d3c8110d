import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { createFormation, formationInput, signUpUser } from './testing/formation-fixtures';

const GARBAGE: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { value: 7, version: 'latest', body: { $gt: '' } },
  { ...formationInput(), sport: 'curling', formationType: 'attack', tags: 'zone' },
  {
    ...formationInput(),
    name: 'x'.repeat(10_000),
    detailedDescription: 42,
    tags: Array.from({ length: 25 }, (_, i) => `tag ${i}`),
  },
  { ...formationInput(), visibility: 'everyone', editableByOthers: 'yes', courtTemplateId: '' },
];

describe.each(databaseTargets())('bad input to the formation endpoints on $name', (target) => {
  let api: TestApi;
  let cookie: string;
  let formationId: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    cookie = (await signUpUser(api, 'coach@example.com', 'Coach')).cookie;
    formationId = (await createFormation(api, cookie)).id;
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('answers every malformed body with a 400 in the one error shape and stores nothing', async () => {
    const endpoints = [
      ['POST', '/api/formations'],
      ['PATCH', `/api/formations/${formationId}`],
      ['PUT', `/api/formations/${formationId}/vote`],
      ['POST', `/api/formations/${formationId}/comments`],
      ['POST', `/api/formations/${formationId}/restore-version`],
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

  it('names each bad field of a formation form', async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/formations',
      cookie,
      body: {
        ...formationInput(),
        name: ' ',
        formationType: 'attack',
        tags: ['ok', 'x'.repeat(41), 'a,b'],
        visibility: 'everyone',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('REQUEST.INVALID_BODY');
    expect(Object.keys(response.body.error.details.fields).sort()).toEqual([
      'formationType',
      'name',
      'tags.1',
      'tags.2',
      'visibility',
    ]);
    const court = await api.request({
      method: 'POST',
      url: '/api/formations',
      cookie,
      body: { ...formationInput(), courtTemplateId: 'soccer-full' },
    });
    expect(Object.keys(court.body.error.details.fields)).toEqual(['courtTemplateId']);
    const emptyPatch = await api.request({ method: 'PATCH', url: `/api/formations/${formationId}`, cookie, body: {} });
    expect(emptyPatch.body.error.details.fields).toEqual({ _form: ['Send at least one field to change.'] });
  });

  it('refuses bad version numbers in the path', async () => {
    for (const version of ['x', '0', '1.5', '99999999999']) {
      const response = await api.request({
        method: 'GET',
        url: `/api/formations/${formationId}/versions/${version}`,
        cookie,
      });
      expect(response.status, version).toBe(400);
    }
  });
});
