import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import {
  applyCommand,
  createDrill,
  createPlan,
  getPlan,
  planInput,
  signInAdmin,
  signUpUser,
} from './testing/plan-fixtures';

describe.each(databaseTargets())('practice plans: create, read, publish, delete, copy on $name', (target) => {
  let api: TestApi;
  let owner: { cookie: string; userId: string };
  let stranger: { cookie: string; userId: string };
  let admin: { cookie: string; userId: string };
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it("creates a plan with the sport pack's default sections, sanitised, with ETag, timing and permissions", async () => {
    const response = await api.request({
      method: 'POST',
      url: '/api/practice-plans',
      cookie: owner.cookie,
      body: planInput({
        description: '<p>Go<script>x</script></p>',
        practiceGoals: ['conditioning'],
        phaseOfSeason: 'mid-season',
        expectedParticipants: 14,
      }),
    });
    expect(response.status).toBe(201);
    const plan = response.body.plan;
    expect(response.headers.etag).toBe('"1"');
    expect(plan).toMatchObject({
      version: 1,
      ownerId: owner.userId,
      ownerName: 'Olive Owner',
      published: false,
      deleted: false,
      documentName: `plan:${plan.id}`,
      metadata: {
        name: 'Tuesday practice',
        description: '<p>Go</p>',
        sport: 'quadball',
        visibility: 'public',
        startTime: '18:00',
        practiceGoals: ['conditioning'],
        phaseOfSeason: 'mid-season',
        expectedParticipants: 14,
      },
      timing: { totalMinutes: 0, startClock: '18:00', endClock: '18:00', warnings: [] },
      can: {
        edit: true,
        share: true,
        delete: true,
        restore: false,
        publish: true,
        engage: true,
        duplicate: true,
        readHistory: true,
      },
      undo: { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null },
      votes: { up: 0, down: 0, score: 0 },
      myVote: 0,
    });
    expect(plan.sections.map((s: { name: string }) => s.name)).toEqual([
      'Warm-up',
      'Skill work',
      'Tactics',
      'Scrimmage',
      'Cool-down',
    ]);
    const visitor = await getPlan(api, plan.id);
    expect(visitor.status).toBe(200);
    expect(visitor.body.plan.can).toEqual({
      edit: false,
      share: false,
      delete: false,
      restore: false,
      publish: false,
      engage: false,
      duplicate: false,
      readHistory: false,
    });
  });

  it('creates with given sections and blocks, timed by planTiming, drill names for those who may see them', async () => {
    const drill = await createDrill(api, owner.cookie, { name: 'Beater 2v2' });
    const secret = await createDrill(api, owner.cookie, { name: 'Secret', visibility: 'private' });
    const plan = await createPlan(api, owner.cookie, {
      sections: [
        {
          name: 'Warm-up',
          entries: [
            { kind: 'drill', drillId: drill.id, durationMinutes: 15 },
            { kind: 'break', durationMinutes: 5 },
          ],
        },
        {
          name: 'Skills',
          targetMinutes: 30,
          entries: [
            {
              kind: 'parallel',
              lanes: [
                {
                  name: 'Beaters',
                  colour: '#111827',
                  positionKey: 'beater',
                  items: [{ kind: 'drill', drillId: secret.id, durationMinutes: 20 }],
                },
                {
                  name: 'Chasers',
                  colour: '#2563EB',
                  items: [{ kind: 'activity', title: 'Passing', durationMinutes: 10 }],
                },
              ],
            },
          ],
        },
      ],
    });
    // Skills lasts its set 30 minutes though its lanes take 20.
    expect(plan.timing).toMatchObject({
      totalMinutes: 50,
      endClock: '18:50',
      sections: [
        { totalMinutes: 20 },
        { totalMinutes: 30, plannedMinutes: 20, targetMinutes: 30, unfilledMinutes: 10 },
      ],
    });
    expect(plan.timing.warnings).toEqual([expect.objectContaining({ laneName: 'Chasers', shortByMinutes: 10 })]);
    expect(plan.sections[1].entries[0].lanes[1].colour).toBe('#2563eb');
    expect(plan.drills[drill.id]).toMatchObject({ available: true, name: 'Beater 2v2' });
    const seenByStranger = (await getPlan(api, plan.id, stranger.cookie)).body.plan;
    expect(seenByStranger.drills[secret.id]).toEqual({ id: secret.id, available: false });
    expect(seenByStranger.drills[drill.id].name).toBe('Beater 2v2');
  });

  it('creates a plan from the cart (one section), emptying the cart', async () => {
    const a = await createDrill(api, owner.cookie, { name: 'Cart one', lengthMin: 5, lengthMax: 12 });
    const b = await createDrill(api, owner.cookie, { name: 'Cart two' });
    await api.request({ method: 'PUT', url: `/api/cart/drills/${a.id}`, cookie: owner.cookie });
    await api.request({ method: 'PUT', url: `/api/cart/drills/${b.id}`, cookie: owner.cookie });
    const plan = await createPlan(api, owner.cookie, { fromCart: true, cartSectionName: 'Picked drills' });
    expect(plan.sections).toHaveLength(1);
    expect(plan.sections[0]).toMatchObject({ name: 'Picked drills' });
    expect(
      plan.sections[0].entries.map((e: { drillId: string; durationMinutes: number }) => [e.drillId, e.durationMinutes]),
    ).toEqual([
      [a.id, 12],
      [b.id, 15],
    ]);
    expect((await api.request({ method: 'GET', url: '/api/cart', cookie: owner.cookie })).body.items).toEqual([]);
    const empty = await api.request({
      method: 'POST',
      url: '/api/practice-plans',
      cookie: owner.cookie,
      body: planInput({ fromCart: true }),
    });
    expect([empty.status, empty.body.error.code]).toEqual([409, 'PLAN.CART_EMPTY']);
  });

  it('private plans: 401 visitors, 403 strangers; visitors cannot create', async () => {
    const plan = await createPlan(api, owner.cookie, { visibility: 'private' });
    expect((await getPlan(api, plan.id)).status).toBe(401);
    expect((await getPlan(api, plan.id, stranger.cookie)).status).toBe(403);
    expect((await getPlan(api, plan.id, admin.cookie)).status).toBe(200);
    expect((await getPlan(api, crypto.randomUUID(), owner.cookie)).body.error.code).toBe('PLAN.NOT_FOUND');
    expect((await api.request({ method: 'POST', url: '/api/practice-plans', body: planInput() })).status).toBe(401);
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/practice-plans/${plan.id}/commands`,
          cookie: stranger.cookie,
          body: { type: 'RemoveSection', sectionId: plan.sections[0].id },
        })
      ).status,
    ).toBe(403);
  });

  it('publishes and unpublishes (owner only), deletes and restores', async () => {
    const plan = await createPlan(api, owner.cookie);
    expect(
      (await api.request({ method: 'POST', url: `/api/practice-plans/${plan.id}/publish`, cookie: stranger.cookie }))
        .status,
    ).toBe(403);
    const published = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${plan.id}/publish`,
      cookie: owner.cookie,
    });
    expect(published.body.plan).toMatchObject({ published: true, publishedAt: expect.any(String) });
    expect(
      (await api.request({ method: 'POST', url: `/api/practice-plans/${plan.id}/unpublish`, cookie: owner.cookie }))
        .body.plan.published,
    ).toBe(false);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/practice-plans/${plan.id}`, cookie: stranger.cookie })).status,
    ).toBe(403);
    expect(
      (await api.request({ method: 'DELETE', url: `/api/practice-plans/${plan.id}`, cookie: owner.cookie })).status,
    ).toBe(204);
    expect((await getPlan(api, plan.id, stranger.cookie)).status).toBe(404);
    expect((await getPlan(api, plan.id, owner.cookie)).body.plan).toMatchObject({
      deleted: true,
      can: { restore: true, edit: false },
    });
    const edit = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${plan.id}/commands`,
      cookie: owner.cookie,
      body: { type: 'RemoveSection', sectionId: plan.sections[0].id },
    });
    expect([edit.status, edit.body.error.code]).toEqual([409, 'PLAN.DELETED']);
    expect(
      (await api.request({ method: 'POST', url: `/api/practice-plans/${plan.id}/restore`, cookie: owner.cookie })).body
        .plan.deleted,
    ).toBe(false);
  });

  it('duplicates into a private copy with fresh ids', async () => {
    const original = await createPlan(api, owner.cookie);
    await applyCommand(api, owner.cookie, original.id, {
      type: 'AddItem',
      item: { kind: 'break', durationMinutes: 10 },
      to: { sectionId: original.sections[0].id },
    });
    const copy = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${original.id}/duplicate`,
      cookie: stranger.cookie,
    });
    expect(copy.status).toBe(201);
    expect(copy.body.plan).toMatchObject({
      ownerId: stranger.userId,
      copiedFrom: original.id,
      metadata: { name: 'Tuesday practice (copy)', visibility: 'private' },
      timing: { totalMinutes: 10 },
    });
    expect(copy.body.plan.sections[0].id).not.toBe(original.sections[0].id);
  });

  it('votes and comments', async () => {
    const plan = await createPlan(api, owner.cookie);
    const vote = await api.request({
      method: 'PUT',
      url: `/api/practice-plans/${plan.id}/vote`,
      cookie: stranger.cookie,
      body: { value: 1 },
    });
    expect(vote.body).toEqual({ votes: { up: 1, down: 0, score: 1 }, myVote: 1 });
    expect((await getPlan(api, plan.id, stranger.cookie)).body.plan).toMatchObject({ votes: { up: 1 }, myVote: 1 });
    const posted = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${plan.id}/comments`,
      cookie: stranger.cookie,
      body: { body: 'Great warm-up.' },
    });
    expect(posted.status).toBe(201);
    const comments = await api.request({ method: 'GET', url: `/api/practice-plans/${plan.id}/comments` });
    expect(comments.body.items).toEqual([
      expect.objectContaining({
        authorName: 'Sam Stranger',
        body: 'Great warm-up.',
        can: { edit: false, delete: false },
      }),
    ]);
  });

  it('tells open pages about changes: plan:<id> reaches /api/live subscribers', async () => {
    const plan = await createPlan(api, owner.cookie);
    const keys: string[] = [];
    const stop = api.core.watcher.onChange((change) => keys.push(...change.changed));
    await applyCommand(api, owner.cookie, plan.id, {
      type: 'RenameSection',
      sectionId: plan.sections[0].id,
      name: 'Activation',
    });
    for (let i = 0; i < 50 && !keys.includes(`plan:${plan.id}`); i++) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(keys).toContain(`plan:${plan.id}`);
    expect(keys).toContain('plans');
  });

  it('shows a readable history, newest first', async () => {
    const drill = await createDrill(api, owner.cookie, { name: 'Three-man weave' });
    const plan = await createPlan(api, owner.cookie);
    const added = await applyCommand(api, owner.cookie, plan.id, {
      type: 'AddItem',
      item: { kind: 'drill', drillId: drill.id, durationMinutes: 10 },
      to: { sectionId: plan.sections[0].id },
    });
    await applyCommand(api, owner.cookie, plan.id, {
      type: 'SetItemDuration',
      itemId: added.sections[0].entries[0].id,
      durationMinutes: 12,
    });
    const history = await api.request({
      method: 'GET',
      url: `/api/practice-plans/${plan.id}/history`,
      cookie: owner.cookie,
    });
    expect(history.body.items.map((i: { summary: string }) => i.summary)).toEqual([
      'Set “Three-man weave” to 12 min (was 10)',
      'Added “Three-man weave” to “Warm-up”',
      'Created the plan',
    ]);
    expect(history.body.items[0]).toMatchObject({ actorName: 'Olive Owner', version: 3 });
  });

  it("lists plans with filters and the policy's scope", async () => {
    const drill = await createDrill(api, owner.cookie, { name: 'Listed drill' });
    const mine = await createPlan(api, owner.cookie, {
      name: 'Zeta list plan',
      sport: 'soccer',
      practiceGoals: ['recovery', 'conditioning'],
      expectedParticipants: 8,
      sections: [{ name: 'Only', entries: [{ kind: 'drill', drillId: drill.id, durationMinutes: 30 }] }],
    });
    const hidden = await createPlan(api, owner.cookie, {
      name: 'Zeta hidden',
      sport: 'soccer',
      visibility: 'unlisted',
    });
    const list = (query: string, cookie?: string) =>
      api.request({ method: 'GET', url: `/api/practice-plans?sport=soccer&${query}`, ...(cookie ? { cookie } : {}) });
    const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id);
    expect(ids((await list('')).body)).toEqual([mine.id]);
    expect(ids((await list('goals=recovery,conditioning')).body)).toEqual([mine.id]);
    expect(ids((await list('goalsExclude=recovery')).body)).toEqual([]);
    expect(ids((await list(`drillIds=${drill.id}`)).body)).toEqual([mine.id]);
    expect(ids((await list('participantsMin=9')).body)).toEqual([]);
    expect(ids((await list('q=zeta')).body)).toEqual([mine.id]);
    expect((await list('q=zeta')).body.items[0]).toMatchObject({
      totalMinutes: 30,
      drillCount: 1,
      ownerName: 'Olive Owner',
    });
    expect(ids((await list('mine=true', owner.cookie)).body).sort()).toEqual([mine.id, hidden.id].sort());
    const bad = await list('goals=fun&sort=random');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['goals.0', 'sort']);
    expect((await list('mine=true')).status).toBe(401);
  });
});
