import { HISTORY_PAGE_SIZE } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, drillInput, signUpUser } from '../drills/testing/drill-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';

/** A history answers a page of versions at a time, however long the entity's stream (issue 25: bounded work). */
describe.each(databaseTargets())('a long history in pages on $name', (target) => {
  let api: TestApi;
  let cookie: string;
  let drillId: string;
  const EDITS = HISTORY_PAGE_SIZE + 20;
  const history = (query = '') => api.request({ method: 'GET', url: `/api/history/drill/${drillId}${query}`, cookie });

  beforeAll(async () => {
    api = await openTestApi(target);
    ({ cookie } = await signUpUser(api, 'long@example.com', 'Lou Long'));
    drillId = (await createDrill(api, cookie, { name: 'Weave' })).id;
    for (let n = 1; n <= EDITS; n++) {
      const edited = await api.request({
        method: 'PUT',
        url: `/api/drills/${drillId}`,
        cookie,
        body: drillInput({ name: 'Weave', lengthMax: 10 + (n % 50) }),
      });
      expect(edited.status).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('answers the newest page first and the older ones after, each version once, each described against the one before', async () => {
    const newest = await history();
    expect(newest.status).toBe(200);
    expect(newest.body.currentVersion).toBe(EDITS + 1);
    expect(newest.body.versions).toHaveLength(HISTORY_PAGE_SIZE);
    expect(newest.body.versions[0].version).toBe(EDITS + 1);
    expect(newest.body.olderBefore).toBe(newest.body.versions.at(-1).version);

    const older = await history(`?before=${newest.body.olderBefore}`);
    expect(older.status).toBe(200);
    expect(older.body.olderBefore).toBeNull();
    const all = [...newest.body.versions, ...older.body.versions].map((v: { version: number }) => v.version);
    expect(all).toEqual(Array.from({ length: EDITS + 1 }, (_, i) => EDITS + 1 - i));
    // the first version of the older page is described against the version before it, as on one long page
    const oldestOnNewest = newest.body.versions.at(-1);
    expect(oldestOnNewest.changed).toEqual(['longest length (min)']);
    expect(older.body.versions.at(-1).summary).toBe('Created');
  });

  it('refuses a before that is not a version', async () => {
    for (const before of ['0', '-1', 'x', '1.5', '99999999999']) {
      const refused = await history(`?before=${before}`);
      expect(refused.status, before).toBe(400);
      expect(refused.body.error.code).toBe('REQUEST.INVALID_QUERY');
    }
    expect((await history('?before=1')).body.versions).toEqual([]);
  });
});
