import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, signInAdmin, signUpUser } from '../drills/testing/drill-fixtures';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';

describe.each(databaseTargets())('the drill poll on $name', (target) => {
  let api: TestApi;
  let coach: { cookie: string; userId: string };
  let voter: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };
  beforeAll(async () => {
    // Twenty calls at once are the point here, not the embedded database's admission queue (request-queue.int.spec.ts).
    api = await openTestApi(target, { requestQueue: { running: 4, waiting: 100, maxWaitMs: 60_000 } });
    coach = await signUpUser(api, 'coach@example.com', 'Casey Coach');
    voter = await signUpUser(api, 'voter@example.com', 'Val Voter');
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const suggest = (text: unknown, cookie?: string) =>
    api.request({ method: 'POST', url: '/api/poll/suggestions', body: { text }, ...(cookie ? { cookie } : {}) });
  const vote = (id: string, cookie?: string) =>
    api.request({ method: 'POST', url: `/api/poll/suggestions/${id}/vote`, ...(cookie ? { cookie } : {}) });
  const poll = (cookie?: string) => api.request({ method: 'GET', url: '/api/poll', ...(cookie ? { cookie } : {}) });

  it('takes suggestions from signed-in users and flags a duplicate of an open one', async () => {
    const first = await suggest('  3-on-2 fast break  ', coach.cookie);
    expect(first.status).toBe(201);
    expect(first.body.suggestion).toMatchObject({
      text: '3-on-2 fast break',
      status: 'open',
      votes: 0,
      mine: true,
      duplicateOf: null,
      suggestedBy: { name: 'Casey Coach' },
      can: { vote: true, moderate: false },
    });
    const again = await suggest('3 on 2 Fast Break!', voter.cookie);
    expect(again.status).toBe(201);
    expect(again.body.suggestion.duplicateOf).toBe(first.body.suggestion.id);
    const visitor = await poll();
    expect(visitor.status).toBe(200);
    expect(visitor.body.can.suggest).toBe(false);
    expect(visitor.body.open.every((s: { can: { vote: boolean } }) => !s.can.vote)).toBe(true);
    expect((await suggest('Zone defence', undefined)).status).toBe(401);
  });

  it('refuses a 1-character and a 101-character suggestion with the field named, storing nothing', async () => {
    const before = await eventCount(api.core);
    for (const text of ['x', ' y ', 'z'.repeat(101), 42]) {
      const answer = await suggest(text, coach.cookie);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.details.fields)).toEqual(['text']);
    }
    expect(await eventCount(api.core)).toBe(before);
  });

  it('counts one vote per person, also against twenty parallel calls, and sorts by votes', async () => {
    const low = (await suggest('Seeker footwork ladder', coach.cookie)).body.suggestion;
    const high = (await suggest('Beater pressure 2v2', coach.cookie)).body.suggestion;
    const before = await eventCount(api.core);
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote(high.id, voter.cookie)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.error.code)).toEqual(
      Array(19).fill('POLL.ALREADY_VOTED'),
    );
    expect(await eventCount(api.core)).toBe(before + 1);
    const second = await vote(high.id, voter.cookie);
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/one vote per person/);
    expect((await vote(high.id, coach.cookie)).body.suggestion).toMatchObject({
      votes: 2,
      votedByMe: true,
      can: { vote: false },
    });
    const view = await poll(voter.cookie);
    const ids = view.body.open.map((s: { id: string }) => s.id);
    expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id));
    expect(view.body.open.find((s: { id: string }) => s.id === high.id)).toMatchObject({
      votes: 2,
      votedByMe: true,
      can: { vote: false },
    });
    expect((await vote(high.id)).status).toBe(401);
    expect((await vote(crypto.randomUUID(), voter.cookie)).status).toBe(404);
  });

  it('answers every endpoint per role: visitor, signed-in coach, site admin', async () => {
    const call = (method: string, url: string, who: { cookie: string } | null, body?: unknown) =>
      api.request({ method, url, ...(who ? { cookie: who.cookie } : {}), ...(body === undefined ? {} : { body }) });
    const fresh = async () =>
      (await suggest(`Role matrix ${crypto.randomUUID().slice(0, 8)}`, voter.cookie)).body.suggestion.id as string;
    const drill = await createDrill(api, admin.cookie, { name: 'Role matrix drill' });
    const [toVote, toLink, toClose, toRemove] = [await fresh(), await fresh(), await fresh(), await fresh()];
    const matrix: [string, string, unknown, [number, number, number]][] = [
      ['GET', '/api/poll', undefined, [200, 200, 200]],
      ['POST', '/api/poll/suggestions', { text: `Matrix ${crypto.randomUUID().slice(0, 8)}` }, [401, 201, 201]],
      ['POST', `/api/poll/suggestions/${toVote}/vote`, undefined, [401, 200, 200]],
      ['PUT', `/api/poll/suggestions/${toLink}/drill`, { drillId: drill.id }, [401, 403, 200]],
      ['POST', `/api/poll/suggestions/${toClose}/close`, undefined, [401, 403, 200]],
      ['DELETE', `/api/poll/suggestions/${toRemove}`, undefined, [401, 403, 204]],
    ];
    for (const [method, url, body, expected] of matrix) {
      const got = [
        await call(method, url, null, body),
        await call(method, url, coach, body),
        await call(method, url, admin, body),
      ].map((r) => r.status);
      expect(got, `${method} ${url}`).toEqual(expected);
    }
  });

  it('lets admins link a drill, close and remove; refuses votes on closed ones; the suggester sees the outcome', async () => {
    const wanted = (await suggest('Keeper long passes', coach.cookie)).body.suggestion;
    const stale = (await suggest('Something vague', coach.cookie)).body.suggestion;
    const spam = (await suggest('Buy cheap brooms', voter.cookie)).body.suggestion;
    const drill = await createDrill(api, admin.cookie, { name: 'Keeper long-pass ladder' });
    const link = (id: string, body: unknown, cookie?: string) =>
      api.request({ method: 'PUT', url: `/api/poll/suggestions/${id}/drill`, body, ...(cookie ? { cookie } : {}) });
    expect((await link(wanted.id, { drillId: drill.id })).status).toBe(401);
    expect((await link(wanted.id, { drillId: drill.id }, coach.cookie)).status).toBe(403);
    const noDrill = await link(wanted.id, {}, admin.cookie);
    expect(noDrill.status).toBe(400);
    expect(Object.keys(noDrill.body.error.details.fields)).toEqual(['drillId']);
    expect((await link(wanted.id, { drillId: 'no-such-drill' }, admin.cookie)).status).toBe(404);
    const linked = await link(wanted.id, { drillId: drill.id }, admin.cookie);
    expect(linked.status).toBe(200);
    expect(linked.body.suggestion).toMatchObject({
      status: 'fulfilled',
      drill: { id: drill.id, name: 'Keeper long-pass ladder' },
    });

    expect(
      (await api.request({ method: 'POST', url: `/api/poll/suggestions/${stale.id}/close`, cookie: coach.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await api.request({ method: 'POST', url: `/api/poll/suggestions/${stale.id}/close`, cookie: admin.cookie })).body
        .suggestion.status,
    ).toBe('closed');
    const before = await eventCount(api.core);
    const closedVote = await vote(stale.id, voter.cookie);
    expect(closedVote.status).toBe(409);
    expect(closedVote.body.error.code).toBe('POLL.SUGGESTION_CLOSED');
    expect((await vote(wanted.id, voter.cookie)).body.error.code).toBe('POLL.SUGGESTION_CLOSED');
    expect(await eventCount(api.core)).toBe(before);

    expect(
      (await api.request({ method: 'DELETE', url: `/api/poll/suggestions/${spam.id}`, cookie: voter.cookie })).status,
    ).toBe(403);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/poll/suggestions/${spam.id}`, cookie: admin.cookie })).status,
    ).toBe(204);
    expect((await vote(spam.id, coach.cookie)).status).toBe(404);

    const seen = await poll(coach.cookie);
    const all = [...seen.body.open, ...seen.body.decided];
    expect(all.map((s: { id: string }) => s.id)).not.toContain(spam.id);
    expect(seen.body.decided.find((s: { id: string }) => s.id === wanted.id)).toMatchObject({
      mine: true,
      status: 'fulfilled',
      drill: { id: drill.id, name: 'Keeper long-pass ladder' },
    });
    expect(seen.body.decided.find((s: { id: string }) => s.id === stale.id)).toMatchObject({
      mine: true,
      status: 'closed',
    });
    expect(seen.body.open.every((s: { can: { moderate: boolean } }) => !s.can.moderate)).toBe(true);
    expect((await poll(admin.cookie)).body.open.every((s: { can: { moderate: boolean } }) => s.can.moderate)).toBe(
      true,
    );
  });
});
