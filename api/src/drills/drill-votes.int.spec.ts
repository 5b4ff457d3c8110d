import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { createDrill, signUpUser } from './testing/drill-fixtures';

describe.each(databaseTargets())('drill votes on $name', (target) => {
  let api: TestApi;
  let ann: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let drillId: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    ann = await signUpUser(api, 'ann@example.com', 'Ann');
    bob = await signUpUser(api, 'bob@example.com', 'Bob');
    drillId = (await createDrill(api, ann.cookie, { name: 'Voted drill' })).id;
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const vote = (value: unknown, cookie: string, id = drillId) =>
    api.request({ method: 'PUT', url: `/api/drills/${id}/vote`, cookie, body: { value } });

  it('counts one vote per user, changes and withdraws it', async () => {
    expect((await vote(1, ann.cookie)).body).toEqual({ votes: { up: 1, down: 0, score: 1 }, myVote: 1 });
    expect((await vote(1, ann.cookie)).body).toEqual({ votes: { up: 1, down: 0, score: 1 }, myVote: 1 });
    expect((await vote(-1, bob.cookie)).body).toEqual({ votes: { up: 1, down: 1, score: 0 }, myVote: -1 });
    expect((await vote(-1, ann.cookie)).body).toEqual({ votes: { up: 0, down: 2, score: -2 }, myVote: -1 });
    expect((await vote(0, bob.cookie)).body).toEqual({ votes: { up: 0, down: 1, score: -1 }, myVote: 0 });
    const detail = await api.request({ method: 'GET', url: `/api/drills/${drillId}`, cookie: ann.cookie });
    expect(detail.body.drill).toMatchObject({ votes: { up: 0, down: 1, score: -1 }, myVote: -1 });
    // Votes do not touch the drill's own stream: its version (the ETag) is unchanged.
    expect(detail.body.drill.version).toBe(1);
  });

  it('records a vote only when it changes', async () => {
    const before = await eventCount(api.core);
    await vote(-1, ann.cookie);
    expect(await eventCount(api.core)).toBe(before);
  });

  it('refuses visitors, bad values, missing and deleted drills', async () => {
    expect((await api.request({ method: 'PUT', url: `/api/drills/${drillId}/vote`, body: { value: 1 } })).status).toBe(
      401,
    );
    const bad = await vote(2, ann.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toHaveProperty('value');
    expect((await vote(1, ann.cookie, crypto.randomUUID())).status).toBe(404);
    const doomed = await createDrill(api, ann.cookie, { name: 'Doomed' });
    await api.request({ method: 'DELETE', url: `/api/drills/${doomed.id}`, cookie: ann.cookie });
    expect((await vote(1, bob.cookie, doomed.id)).status).toBe(404);
    expect((await vote(1, ann.cookie, doomed.id)).status).toBe(409);
  });

  it('refuses votes on a private drill of someone else', async () => {
    const secret = await createDrill(api, ann.cookie, { name: 'Secret', visibility: 'private' });
    expect((await vote(1, bob.cookie, secret.id)).status).toBe(403);
  });
});
