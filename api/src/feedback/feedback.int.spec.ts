import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAdmin, signUpUser } from '../drills/testing/drill-fixtures';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';

describe.each(databaseTargets())('feedback on $name', (target) => {
  let api: TestApi;
  let coach: { cookie: string; userId: string };
  let other: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };
  beforeAll(async () => {
    // Twenty calls at once are the point here, not the embedded database's admission queue (request-queue.int.spec.ts).
    api = await openTestApi(target, { requestQueue: { running: 4, waiting: 100, maxWaitMs: 60_000 } });
    coach = await signUpUser(api, 'coach@example.com', 'Casey Coach');
    other = await signUpUser(api, 'other@example.com', 'Olly Other');
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });
  // every send counts against the address (tests all come from one): each test starts with a fresh window
  beforeEach(async () => {
    await api.core.db.query("DELETE FROM auth_throttle WHERE key LIKE 'feedback:%'");
  });

  const send = (body: unknown, cookie?: string, headers: Record<string, string> = {}) =>
    api.request({
      method: 'POST',
      url: '/api/feedback',
      body,
      headers: { 'user-agent': 'TestBrowser/1.0', ...headers },
      ...(cookie ? { cookie } : {}),
    });
  const list = (cookie?: string, query = '') =>
    api.request({ method: 'GET', url: `/api/feedback${query}`, ...(cookie ? { cookie } : {}) });
  const put = (id: string, what: 'status' | 'reply', body: unknown, cookie?: string) =>
    api.request({ method: 'PUT', url: `/api/feedback/${id}/${what}`, body, ...(cookie ? { cookie } : {}) });

  it('takes feedback from a visitor, keeps the page path and browser only, and gives a private link to the reply', async () => {
    const sent = await send({
      kind: 'bug',
      text: '  The timeline overlaps on my phone.  ',
      page: 'http://localhost:3000/practice-plans/1?token=secret',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.feedback).toMatchObject({
      kind: 'bug',
      text: 'The timeline overlaps on my phone.',
      status: 'new',
      mine: true,
      page: null,
      userAgent: null,
      reply: null,
    });
    expect(sent.body.followUpUrl).toMatch(/^http:\/\/localhost:3000\/feedback\?token=[A-Za-z0-9_-]+$/);
    const id = sent.body.feedback.id as string;
    const stored = await api.core.store.readStream(`feedback-${id}`);
    expect(stored.events[0]).toMatchObject({
      type: 'FeedbackSent',
      data: { page: '/practice-plans/1', userAgent: 'TestBrowser/1.0', senderId: null },
    });
    expect(JSON.stringify(stored.events.map((e) => e.data))).not.toContain('secret');
    const token = new URL(sent.body.followUpUrl).searchParams.get('token')!;
    expect(JSON.stringify(stored.events.map((e) => e.data))).not.toContain(token);

    // the admin sees the page and browser, replies and plans it; the visitor's link shows both
    const seen = await list(admin.cookie);
    const item = seen.body.items.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({
      page: '/practice-plans/1',
      userAgent: 'TestBrowser/1.0',
      senderName: null,
      can: { moderate: true },
    });
    const replied = await put(id, 'reply', { reply: 'Thanks, fixed in the next release.' }, admin.cookie);
    expect(replied.status).toBe(200);
    expect(replied.body.feedback).toMatchObject({ reply: 'Thanks, fixed in the next release.' });
    expect((await put(id, 'status', { status: 'planned' }, admin.cookie)).body.feedback.status).toBe('planned');
    const back = await api.request({ method: 'GET', url: `/api/feedback/follow-up/${token}` });
    expect(back.status).toBe(200);
    expect(back.body.feedback).toMatchObject({
      id,
      status: 'planned',
      reply: 'Thanks, fixed in the next release.',
      mine: true,
      page: null,
    });
    expect((await api.request({ method: 'GET', url: '/api/feedback/follow-up/not-a-real-token-at-all' })).status).toBe(
      404,
    );
  });

  it('lists for signed-in users what they sent and everyone’s ideas, and for admins everything', async () => {
    const mineSent = await send({ kind: 'bug', text: 'Casey’s bug', page: '/' }, coach.cookie);
    expect(mineSent.body.followUpUrl).toBeNull();
    const mineBug = mineSent.body.feedback;
    const othersBug = (await send({ kind: 'question', text: 'Olly’s question', page: '/' }, other.cookie)).body
      .feedback;
    const othersIdea = (await send({ kind: 'idea', text: 'Olly’s idea', page: '/' }, other.cookie)).body.feedback;
    const ids = (response: { body: { items: { id: string }[] } }) => response.body.items.map((i) => i.id);
    const casey = await list(coach.cookie);
    expect(ids(casey)).toEqual(expect.arrayContaining([mineBug.id, othersIdea.id]));
    expect(ids(casey)).not.toContain(othersBug.id);
    expect(casey.body.items.find((i: { id: string }) => i.id === othersIdea.id)).toMatchObject({
      mine: false,
      page: null,
      senderName: null,
      can: { upvote: true, moderate: false },
    });
    expect(ids(await list(coach.cookie, '?mine=true'))).toEqual([mineBug.id]);
    const everything = await list(admin.cookie);
    expect(ids(everything)).toEqual(expect.arrayContaining([mineBug.id, othersBug.id, othersIdea.id]));
    expect(everything.body.items.find((i: { id: string }) => i.id === othersBug.id).senderName).toBe('Olly Other');
    expect(
      (await api.request({ method: 'GET', url: `/api/feedback/${othersBug.id}`, cookie: coach.cookie })).status,
    ).toBe(403);
    expect(
      (await api.request({ method: 'GET', url: `/api/feedback/${othersIdea.id}`, cookie: coach.cookie })).status,
    ).toBe(200);
    expect((await list()).status).toBe(401);
    expect((await list(coach.cookie, '?kind=praise')).status).toBe(400);
  });

  it('counts one upvote per person, also when twenty arrive at once', async () => {
    const idea = (await send({ kind: 'idea', text: 'Print plans per position group', page: '/' }, other.cookie)).body
      .feedback;
    const before = await eventCount(api.core);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.request({ method: 'POST', url: `/api/feedback/${idea.id}/upvote`, cookie: coach.cookie }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'FEEDBACK.ALREADY_UPVOTED')).toBe(
      true,
    );
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    expect(await eventCount(api.core)).toBe(before + 1);
    const again = await api.request({ method: 'POST', url: `/api/feedback/${idea.id}/upvote`, cookie: coach.cookie });
    expect(again.status).toBe(409);
    expect(
      (await api.request({ method: 'POST', url: `/api/feedback/${idea.id}/upvote`, cookie: admin.cookie })).body
        .feedback,
    ).toMatchObject({ upvotes: 2, upvotedByMe: true, can: { upvote: false } });
    const seen = (await list(coach.cookie)).body.items.find((i: { id: string }) => i.id === idea.id);
    expect(seen).toMatchObject({ upvotes: 2, upvotedByMe: true, can: { upvote: false } });
    expect((await api.request({ method: 'POST', url: `/api/feedback/${idea.id}/upvote` })).status).toBe(401);
    const bug = (await send({ kind: 'bug', text: 'Private bug', page: '/' }, other.cookie)).body.feedback;
    expect(
      (await api.request({ method: 'POST', url: `/api/feedback/${bug.id}/upvote`, cookie: coach.cookie })).status,
    ).toBe(403);
    expect(
      (await api.request({ method: 'POST', url: `/api/feedback/${crypto.randomUUID()}/upvote`, cookie: coach.cookie }))
        .status,
    ).toBe(404);
  });

  it('lets only admins set the status and reply, and shows the sender the reply', async () => {
    const mine = (await send({ kind: 'question', text: 'Can I export plans?', page: '/practice-plans' }, coach.cookie))
      .body.feedback;
    expect((await put(mine.id, 'status', { status: 'done' })).status).toBe(401);
    expect((await put(mine.id, 'status', { status: 'done' }, coach.cookie)).status).toBe(403);
    expect((await put(mine.id, 'reply', { reply: 'Self-answer' }, coach.cookie)).status).toBe(403);
    const bad = await put(mine.id, 'status', { status: 'shipped' }, admin.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields).toHaveProperty('status');
    const emptyReply = await put(mine.id, 'reply', { reply: '  ' }, admin.cookie);
    expect(emptyReply.status).toBe(400);
    expect(emptyReply.body.error.details.fields).toHaveProperty('reply');
    expect((await put(crypto.randomUUID(), 'status', { status: 'done' }, admin.cookie)).status).toBe(404);
    await put(mine.id, 'reply', { reply: 'Yes: print it from the plan page.' }, admin.cookie);
    await put(mine.id, 'status', { status: 'done' }, admin.cookie);
    const replies = await list(coach.cookie, '?mine=true&replied=true');
    expect(replies.body.items[0]).toMatchObject({
      id: mine.id,
      status: 'done',
      reply: 'Yes: print it from the plan page.',
    });
    expect(replies.body.items[0].repliedAt).not.toBeNull();
  });

  it('answers every endpoint per role: visitor, signed-in coach, site admin', async () => {
    const idea = (await send({ kind: 'idea', text: 'Role matrix idea', page: '/' }, other.cookie)).body.feedback;
    const bug = (await send({ kind: 'bug', text: 'Role matrix bug', page: '/' }, other.cookie)).body.feedback;
    const call = (method: string, url: string, who: { cookie: string } | null, body?: unknown) =>
      api.request({ method, url, ...(who ? { cookie: who.cookie } : {}), ...(body === undefined ? {} : { body }) });
    const matrix: [string, string, unknown, [number, number, number]][] = [
      ['POST', '/api/feedback', { kind: 'other', text: 'Hello', page: '/' }, [201, 201, 201]],
      ['GET', '/api/feedback', undefined, [401, 200, 200]],
      ['GET', `/api/feedback/${idea.id}`, undefined, [401, 200, 200]],
      ['GET', `/api/feedback/${bug.id}`, undefined, [401, 403, 200]],
      ['POST', `/api/feedback/${idea.id}/upvote`, undefined, [401, 200, 200]],
      ['PUT', `/api/feedback/${bug.id}/status`, { status: 'declined' }, [401, 403, 200]],
      ['PUT', `/api/feedback/${bug.id}/reply`, { reply: 'Not a bug.' }, [401, 403, 200]],
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

  it('refuses empty, 10,000-character and unknown-kind feedback with the field named, storing nothing', async () => {
    const before = await eventCount(api.core);
    for (const [body, field] of [
      [{ kind: 'bug', text: '', page: '/' }, 'text'],
      [{ kind: 'bug', text: '   ', page: '/' }, 'text'],
      [{ kind: 'bug', text: 'x'.repeat(10_000), page: '/' }, 'text'],
      [{ kind: 'praise', text: 'Lovely', page: '/' }, 'kind'],
      [{ text: 'No kind', page: '/' }, 'kind'],
    ] as const) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.error.code).toBe('REQUEST.INVALID_BODY');
      expect(Object.keys(answer.body.error.details.fields)).toEqual([field]);
    }
    expect(await eventCount(api.core)).toBe(before);
    expect(
      (await api.core.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback_follow_up_tokens'))[0]!.n,
    ).toBeGreaterThan(0);
  });

  it('limits sending per address with a 429 that says how long to wait', async () => {
    for (let i = 0; i < 10; i++) expect((await send({ kind: 'other', text: `Note ${i}`, page: '/' })).status).toBe(201);
    const before = await eventCount(api.core);
    const limited = await send({ kind: 'other', text: 'One too many', page: '/' }, coach.cookie);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('FEEDBACK.TOO_MANY');
    expect(limited.body.error.message).toMatch(/Try again in \d+ minutes?/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await eventCount(api.core)).toBe(before);
  });
});
