import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, drillInput, signInAdmin, signUpUser } from '../drills/testing/drill-fixtures';
import { applyCommand, createPlan } from '../practice-plans/testing/plan-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';

type User = { cookie: string; userId: string };

describe.each(databaseTargets())('audit log, users and dashboard on $name', (target) => {
  let api: TestApi;
  let admin: User;
  let coach: User;
  let other: User;
  let start: string;
  let drillId: string;
  let planId: string;
  const get = (url: string, who?: User) => api.request({ method: 'GET', url, ...(who ? { cookie: who.cookie } : {}) });

  beforeAll(async () => {
    api = await openTestApi(target);
    start = new Date(Date.now() - 1000).toISOString();
    admin = await signInAdmin(api);
    coach = await signUpUser(api, 'coach@example.com', 'Cory Coach');
    other = await signUpUser(api, 'other@example.com', '=HYPERLINK("x") Other');
    const drill = await createDrill(api, coach.cookie, { name: '+Sum drill' });
    drillId = drill.id;
    await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: coach.cookie,
      body: drillInput({ name: 'Renamed' }),
    });
    const plan = await createPlan(api, other.cookie, {
      sections: [{ name: 'Warm-up', entries: [{ kind: 'activity', title: 'Jog', durationMinutes: 10 }] }],
    });
    planId = plan.id;
    await applyCommand(api, other.cookie, plan.id, {
      type: 'SetItemDuration',
      itemId: plan.sections[0].entries[0].id,
      durationMinutes: 25,
    } as never);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('every admin endpoint refuses visitors (401) and non-admins (403)', async () => {
    const urls = [
      '/api/admin/summary',
      '/api/admin/users',
      `/api/admin/users/${coach.userId}/activity`,
      '/api/admin/audit',
      '/api/admin/audit/tail?after=0',
      '/api/admin/audit/vocabulary',
      '/api/admin/audit/export.csv',
      '/api/trash?scope=everyone',
    ];
    for (const url of urls) {
      expect((await get(url)).status, url).toBe(401);
      expect((await get(url, coach)).status, url).toBe(403);
      expect((await get(url, admin)).status, url).toBe(200);
    }
    for (const [method, url, body] of [
      ['PATCH', `/api/admin/users/${other.userId}/role`, { role: 'admin' }],
      ['PATCH', `/api/admin/users/${other.userId}/disabled`, { disabled: true }],
    ] as const) {
      expect((await api.request({ method, url, body })).status, url).toBe(401);
      expect((await api.request({ method, url, body, cookie: coach.cookie })).status, url).toBe(403);
    }
  });

  it('filters by user, entity type, entity, event type and time, with keyset pages and links to history', async () => {
    const byCoach = (await get(`/api/admin/audit?actorId=${coach.userId}`, admin)).body;
    expect(byCoach.items.map((e: { eventType: string }) => e.eventType)).toEqual([
      'DrillEdited',
      'DrillCreated',
      'UserRegistered',
    ]);
    expect(byCoach.items[0]).toMatchObject({
      actorName: 'Cory Coach',
      entityType: 'drill',
      entityId: drillId,
      streamVersion: 2,
      historyPath: `/history/drill/${drillId}`,
    });
    expect(
      (await get(`/api/admin/audit?entityType=plan`, admin)).body.items.map((e: { eventType: string }) => e.eventType),
    ).toEqual(['PlanItemDurationSet', 'PlanCreated']);
    expect(
      (await get(`/api/admin/audit?entityId=${planId}&eventType=PlanItemDurationSet`, admin)).body.items,
    ).toHaveLength(1);
    expect(
      (await get(`/api/admin/audit?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, admin))
        .body.items,
    ).toEqual([]);
    expect(
      (
        await get(
          `/api/admin/audit?from=${encodeURIComponent(start)}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}&actorId=${other.userId}`,
          admin,
        )
      ).body.items,
    ).toHaveLength(3);

    // Keyset: pages of 2 walk the whole log once, newest first.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { position: string }[]; nextCursor: string | null } = (
        await get(`/api/admin/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin)
      ).body;
      seen.push(...page.items.map((e) => e.position));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await get('/api/admin/audit?limit=200', admin)).body.items.map(
      (e: { position: string }) => e.position,
    );
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);

    const bad = await get('/api/admin/audit?from=yesterday&limit=500', admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['from', 'limit']);
    expect((await get('/api/admin/audit?cursor=bm9wZQ', admin)).body.error.code).toBe('AUDIT.BAD_CURSOR');
    expect((await get('/api/admin/audit/vocabulary', admin)).body.entityTypes).toEqual(
      expect.arrayContaining(['drill', 'plan', 'user']),
    );
  });

  it('tails what came after a position', async () => {
    const latest = (await get('/api/admin/audit?limit=1', admin)).body.items[0].position;
    expect((await get(`/api/admin/audit/tail?after=${latest}`, admin)).body).toEqual({ items: [], latest: null });
    await createDrill(api, coach.cookie, { name: 'Tail drill' });
    const tail = (await get(`/api/admin/audit/tail?after=${latest}`, admin)).body;
    expect(tail.items.map((e: { eventType: string }) => e.eventType)).toEqual(['DrillCreated']);
    expect(tail.latest).toBe(tail.items[0].position);
  });

  it('exports the filtered log as CSV with formula-like cells neutralised', async () => {
    const csv = await get(`/api/admin/audit/export.csv?actorId=${other.userId}`, admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['x-total-rows']).toBe('3');
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'at,position,actor id,actor,what,entity name,entity type,entity id,version,event type,command id,history',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Other"`);
    expect(lines[1]).toContain('Changed the minutes of an item in the practice plan “Tuesday practice”');
    expect(lines.slice(1).map((l) => l.split(',').at(-3))).toEqual([
      'PlanItemDurationSet',
      'PlanCreated',
      'UserRegistered',
    ]);
  });

  it('users: search, sort by last activity, a user’s activity, the last admin stays', async () => {
    const sorted = (await get('/api/admin/users?sort=lastActivity', admin)).body;
    expect(sorted.items[0].email).toBe('coach@example.com');
    expect(sorted.items[0].lastActivityAt).toEqual(expect.any(String));
    expect((await get('/api/admin/users?q=other', admin)).body.items.map((u: { email: string }) => u.email)).toEqual([
      'other@example.com',
    ]);
    const activity = (await get(`/api/admin/users/${other.userId}/activity`, admin)).body;
    expect(activity.items.map((e: { eventType: string }) => e.eventType)).toEqual([
      'PlanItemDurationSet',
      'PlanCreated',
      'UserRegistered',
    ]);
    expect((await get('/api/admin/users/nobody/activity', admin)).status).toBe(404);
    const lastAdmin = await api.request({
      method: 'PATCH',
      url: `/api/admin/users/${admin.userId}/disabled`,
      cookie: admin.cookie,
      body: { disabled: true },
    });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.error.code).toBe('USER.LAST_ADMIN');
  });

  it('the dashboard has the event rate and the collab numbers', async () => {
    const summary = (await get('/api/admin/summary', admin)).body;
    expect(summary.eventRate.lastMinute).toBeGreaterThan(5);
    expect(summary.collab).toEqual({ available: false, documents: 0, connections: 0 });
    expect(summary.projections.map((p: { name: string }) => p.name)).toContain('audit');
  });

  it('names what each row is about, as today’s read models name it: the thing voted or commented on, not the vote', async () => {
    const words = (e: {
      action: string;
      entityKind: string;
      entityName: string | null;
      historyPath: string | null;
    }) => [e.action, e.entityKind, e.entityName, e.historyPath];
    const byCoach = (await get(`/api/admin/audit?actorId=${coach.userId}&limit=200`, admin)).body.items;
    // the drill was created as "+Sum drill": both rows name it as it is called now
    expect(byCoach.filter((e: { entityId: string }) => e.entityId === drillId).map(words)).toEqual([
      ['Edited', 'drill', 'Renamed', `/history/drill/${drillId}`],
      ['Created', 'drill', 'Renamed', `/history/drill/${drillId}`],
    ]);
    expect(words(byCoach.at(-1))).toEqual(['Created', 'account', 'Cory Coach', `/history/user/${coach.userId}`]);
    const [changed] = (await get(`/api/admin/audit?entityId=${planId}&eventType=PlanItemDurationSet`, admin)).body
      .items;
    expect(words(changed)).toEqual([
      'Changed the minutes of an item in',
      'practice plan',
      'Tuesday practice',
      `/history/plan/${planId}`,
    ]);

    expect(
      (
        await api.request({
          method: 'PUT',
          url: `/api/drills/${drillId}/vote`,
          cookie: other.cookie,
          body: { value: 1 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/drills/${drillId}/comments`,
          cookie: other.cookie,
          body: { body: 'Great warm-up' },
        })
      ).status,
    ).toBe(201);
    const reactions = (await get(`/api/admin/audit?actorId=${other.userId}&limit=2`, admin)).body.items;
    expect(reactions.map((e: { eventType: string; entityType: string }) => [e.eventType, e.entityType])).toEqual([
      ['CommentPosted', 'comment'],
      ['VoteCast', 'vote'],
    ]);
    expect(reactions.map(words)).toEqual([
      ['Commented on', 'drill', 'Renamed', `/history/drill/${drillId}`],
      ['Voted on', 'drill', 'Renamed', `/history/drill/${drillId}`],
    ]);

    // the dashboard's latest changes are worded the same way
    const [latest] = (await get('/api/admin/summary', admin)).body.recent;
    expect(latest).toMatchObject({
      type: 'CommentPosted',
      actorName: '=HYPERLINK("x") Other',
      action: 'Commented on',
      entityKind: 'drill',
      entityName: 'Renamed',
      historyPath: `/history/drill/${drillId}`,
    });
  });
});
