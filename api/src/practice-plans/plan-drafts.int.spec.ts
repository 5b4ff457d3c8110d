import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { createDrill, signUpUser } from './testing/plan-fixtures';

describe.each(databaseTargets())('wizard drafts on $name', (target) => {
  let api: TestApi;
  let ann: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  beforeAll(async () => {
    api = await openTestApi(target);
    ann = await signUpUser(api, 'ann@example.com', 'Ann');
    bob = await signUpUser(api, 'bob@example.com', 'Bob');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const start = async (cookie: string) => {
    const response = await api.request({ method: 'POST', url: '/api/practice-plans/drafts', cookie });
    expect(response.status).toBe(201);
    return response.body.draft as { id: string; nextStep: string };
  };
  const save = (id: string, step: string, body: unknown, cookie = ann.cookie) =>
    api.request({ method: 'PUT', url: `/api/practice-plans/drafts/${id}/steps/${step}`, cookie, body });
  const complete = (id: string, cookie = ann.cookie) =>
    api.request({ method: 'POST', url: `/api/practice-plans/drafts/${id}/complete`, cookie });

  it('round trip: every step saved, resumed from the list, completed into a plan holding everything chosen', async () => {
    const drillA = await createDrill(api, ann.cookie, { name: 'Wizard drill A' });
    const drillB = await createDrill(api, bob.cookie, { name: 'Wizard drill B' });
    const draft = await start(ann.cookie);
    expect(draft.nextStep).toBe('basic-info');
    const basic = await save(draft.id, 'basic-info', {
      name: 'Wizard practice',
      sport: 'quadball',
      goals: ['conditioning', 'team-strategy'],
      participants: 16,
      phase: 'early-season',
      totalMinutes: 60,
      startTime: '17:30',
      description: '<p>Intro<script>x</script></p>',
    });
    expect(basic.status).toBe(200);
    expect(basic.body.draft).toMatchObject({
      name: 'Wizard practice',
      nextStep: 'sections',
      data: { basicInfo: { description: '<p>Intro</p>', visibility: 'private' } },
    });
    const [s1, s2] = [crypto.randomUUID(), crypto.randomUUID()];
    await save(draft.id, 'sections', [
      { id: s1, key: 'Warm-up', name: 'Warm-up', goals: ['Get moving'] },
      { id: s2, name: 'Beaters vs chasers', notes: 'Pinnies' },
    ]);
    const over = await save(draft.id, 'timeline', {
      sectionMinutes: [
        { sectionId: s1, minutes: 20 },
        { sectionId: s2, minutes: 50 },
      ],
    });
    expect(over.body.draft.nextStep).toBe('timeline'); // 70 of 60 minutes: saved, but not done
    expect((await complete(draft.id)).body.error).toMatchObject({
      code: 'DRAFT.INCOMPLETE',
      details: { fields: { timeline: ["The sections take 10 min more than the practice's 60 min."] } },
    });
    await save(draft.id, 'timeline', {
      sectionMinutes: [
        { sectionId: s1, minutes: 20 },
        { sectionId: s2, minutes: 40 },
      ],
    });
    const drills = await save(draft.id, 'drills', {
      sections: [
        { sectionId: s1, items: [{ drillId: drillA.id, durationMinutes: 15 }] },
        {
          sectionId: s2,
          items: [
            { drillId: drillB.id, durationMinutes: 20 },
            { drillId: drillA.id, durationMinutes: 20 },
          ],
        },
      ],
    });
    expect(drills.body.draft.nextStep).toBe('overview');

    const mine = await api.request({ method: 'GET', url: '/api/practice-plans/drafts', cookie: ann.cookie });
    expect(mine.body.items.map((d: { id: string }) => d.id)).toEqual([draft.id]);
    expect(
      (await api.request({ method: 'GET', url: '/api/practice-plans/drafts', cookie: bob.cookie })).body.items,
    ).toEqual([]);

    const done = await complete(draft.id);
    expect(done.status).toBe(201);
    const plan = done.body.plan;
    expect(plan).toMatchObject({
      id: draft.id,
      ownerId: ann.userId,
      metadata: {
        name: 'Wizard practice',
        practiceGoals: ['conditioning', 'team-strategy'],
        expectedParticipants: 16,
        phaseOfSeason: 'early-season',
        targetMinutes: 60,
        startTime: '17:30',
        visibility: 'private',
      },
      // The timeline's 20 + 40 minutes, though the warm-up's drill takes 15 of its 20.
      timing: { totalMinutes: 60, targetMinutes: 60, startClock: '17:30', endClock: '18:30' },
    });
    expect(
      plan.sections.map(
        (s: {
          id: string;
          name: string;
          targetMinutes: number;
          notes: string;
          entries: { drillId: string; durationMinutes: number }[];
        }) => [s.id, s.name, s.targetMinutes, s.entries.map((e) => [e.drillId, e.durationMinutes])],
      ),
    ).toEqual([
      [s1, 'Warm-up', 20, [[drillA.id, 15]]],
      [
        s2,
        'Beaters vs chasers',
        40,
        [
          [drillB.id, 20],
          [drillA.id, 20],
        ],
      ],
    ]);
    expect(plan.timing.sections.map((s: { unfilledMinutes: number }) => s.unfilledMinutes)).toEqual([5, 0]);
    const history = await api.request({
      method: 'GET',
      url: `/api/practice-plans/${plan.id}/history`,
      cookie: ann.cookie,
    });
    expect(history.body.items[0].summary).toBe('Created the plan with the wizard');

    // Completing again answers with the same plan; the draft is no longer offered for resuming.
    const before = await eventCount(api.core);
    expect((await complete(draft.id)).body.plan.id).toBe(plan.id);
    expect(await eventCount(api.core)).toBe(before);
    expect(
      (await api.request({ method: 'GET', url: '/api/practice-plans/drafts', cookie: ann.cookie })).body.items,
    ).toEqual([]);
    expect(
      (await api.request({ method: 'GET', url: `/api/practice-plans/drafts/${draft.id}`, cookie: ann.cookie })).body
        .draft,
    ).toMatchObject({ status: 'completed', planId: plan.id });
    expect(
      (await save(draft.id, 'basic-info', { name: 'x', sport: 'quadball', goals: ['recovery'], totalMinutes: 30 })).body
        .error.code,
    ).toBe('DRAFT.CLOSED');
  });

  it("drafts are their owner's alone; steps are validated; discarded drafts close", async () => {
    const draft = await start(ann.cookie);
    expect(
      (await api.request({ method: 'GET', url: `/api/practice-plans/drafts/${draft.id}`, cookie: bob.cookie })).status,
    ).toBe(404);
    expect((await save(draft.id, 'basic-info', { name: 'x' }, bob.cookie)).status).toBe(404);
    expect((await api.request({ method: 'POST', url: '/api/practice-plans/drafts' })).status).toBe(401);
    const invalid = await save(draft.id, 'basic-info', { name: '', sport: 'quadball', goals: [], totalMinutes: 5 });
    expect([invalid.status, invalid.body.error.code, Object.keys(invalid.body.error.details.fields).sort()]).toEqual([
      400,
      'DRAFT.INVALID_STEP',
      ['name', 'totalMinutes'],
    ]);
    // A name typed before any goal is kept; the step is not done until a goal is chosen.
    const nameOnly = await save(draft.id, 'basic-info', { name: 'Half typed', sport: 'quadball', totalMinutes: 90 });
    expect([nameOnly.status, nameOnly.body.draft.name, nameOnly.body.draft.nextStep]).toEqual([
      200,
      'Half typed',
      'basic-info',
    ]);
    expect((await save(draft.id, 'overview', {})).status).toBe(400);
    expect((await complete(draft.id)).body.error.code).toBe('DRAFT.INCOMPLETE');
    expect(
      (await api.request({ method: 'DELETE', url: `/api/practice-plans/drafts/${draft.id}`, cookie: ann.cookie }))
        .status,
    ).toBe(204);
    expect((await complete(draft.id)).body.error.code).toBe('DRAFT.CLOSED');
    expect(
      (
        await api.request({ method: 'GET', url: '/api/practice-plans/drafts?status=discarded', cookie: ann.cookie })
      ).body.items.map((d: { id: string }) => d.id),
    ).toContain(draft.id);
  });

  it('starting a draft is idempotent per Idempotency-Key: one start sent twice (at once or again) makes one draft', async () => {
    const carol = await signUpUser(api, 'carol@example.com', 'Carol');
    const key = crypto.randomUUID();
    const send = () =>
      api.request({
        method: 'POST',
        url: '/api/practice-plans/drafts',
        cookie: carol.cookie,
        headers: { 'idempotency-key': key },
      });
    const [a, b] = await Promise.all([send(), send()]);
    const again = await send();
    expect([a.status, b.status, again.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.draft.id, b.body.draft.id, again.body.draft.id]).size).toBe(1);
    const other = await api.request({
      method: 'POST',
      url: '/api/practice-plans/drafts',
      cookie: carol.cookie,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const mine = await api.request({ method: 'GET', url: '/api/practice-plans/drafts', cookie: carol.cookie });
    expect(mine.body.items.map((d: { id: string }) => d.id).sort()).toEqual(
      [a.body.draft.id, other.body.draft.id].sort(),
    );
  });

  it('a draft cannot smuggle in a drill the coach cannot open', async () => {
    const secret = await createDrill(api, bob.cookie, { name: 'Bob only', visibility: 'private' });
    const draft = await start(ann.cookie);
    const section = crypto.randomUUID();
    await save(draft.id, 'basic-info', { name: 'Sneaky', sport: 'quadball', goals: ['recovery'], totalMinutes: 30 });
    await save(draft.id, 'sections', [{ id: section, name: 'Only' }]);
    await save(draft.id, 'timeline', { sectionMinutes: [{ sectionId: section, minutes: 30 }] });
    await save(draft.id, 'drills', {
      sections: [{ sectionId: section, items: [{ drillId: secret.id, durationMinutes: 10 }] }],
    });
    const response = await complete(draft.id);
    expect([response.status, response.body.error.code]).toEqual([400, 'PLAN.DRILL_NOT_AVAILABLE']);
  });
});
