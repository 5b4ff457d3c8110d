import { planStreamId, type TeamDetail } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCommand, createPlan, getPlan } from '../practice-plans/testing/plan-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';
import type { TestUser } from '../testing/test-users';
import { PracticeGeneration } from './practice-generation';
import { createSeries, readModelsCaughtUp, seasonCast } from './testing/recurrence-fixtures';

type Item = { id: string; title: string; durationMinutes: number };
const items = (plan: { sections: { entries: Item[] }[] }) =>
  Object.fromEntries(plan.sections.flatMap((s) => s.entries).map((i) => [i.title, i.durationMinutes]));
/** The reactor works after the answer: wait (bounded) until the assertion holds. */
async function eventually(assertion: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
const lastActor = async (api: TestApi, planId: string) =>
  (await api.core.store.readStream(planStreamId(planId))).events.at(-1)!.metadata.actorId;
const itemNamed = (plan: { sections: { entries: Item[] }[] }, title: string) =>
  plan.sections.flatMap((s) => s.entries).find((i) => i.title === title)!;

describe.each(databaseTargets())('template changes reaching generated practices on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let seasonId: string;
  let team: TeamDetail;
  beforeAll(async () => {
    api = await openTestApi(target);
    ({ owner, coach, member, seasonId, team } = await seasonCast(api));
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('idle, the reactor asks the database nothing: it looks when a template change is announced', async () => {
    await readModelsCaughtUp(api);
    await new Promise((resolve) => setTimeout(resolve, 300)); // passes woken by the set-up are over
    const db = api.core.db;
    const original = db.query.bind(db);
    let looks = 0;
    db.query = async (sql: string, params?: readonly unknown[]) => {
      if (/UPDATE template_sync_due d SET claimed_by/.test(sql)) looks += 1;
      return original(sql, params);
    };
    try {
      // An ordinary plan changing: no template, nothing marked, no look (the test API looks every 50 ms while busy).
      const plan = await createPlan(api, coach.cookie, {
        name: 'No template',
        teamId: team.id,
        visibility: 'team',
        sections: [{ name: 'Main', entries: [{ kind: 'activity', title: 'Passing', durationMinutes: 20 }] }],
      });
      await applyCommand(api, coach.cookie, plan.id, {
        type: 'SetItemDuration',
        itemId: itemNamed(plan, 'Passing').id,
        durationMinutes: 21,
      });
      await readModelsCaughtUp(api);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(looks).toBe(0);
    } finally {
      db.query = original;
    }
  });

  it('an edit of the template reaches its practices by itself: untouched ones follow, an edited one takes the rest and lists the change to its own item, to keep or take', async () => {
    const template = await createPlan(api, coach.cookie, {
      name: 'Template',
      teamId: team.id,
      visibility: 'team',
      sections: [
        {
          name: 'Main',
          entries: [
            { kind: 'activity', title: 'Passing', durationMinutes: 20 },
            { kind: 'activity', title: 'Scrimmage', durationMinutes: 30 },
          ],
        },
      ],
    });
    const series = await createSeries(api, coach, seasonId, {
      name: 'From template',
      templatePlanId: template.id,
      startDate: '2026-10-01',
      endDate: '2026-10-06',
      exceptionDates: [],
    });
    const started = await api.request({
      method: 'POST',
      url: `/api/seasons/${seasonId}/recurrences/${series.id}/generate`,
      cookie: coach.cookie,
    });
    await api.app.get(PracticeGeneration).settled(started.body.id);
    await readModelsCaughtUp(api);
    const preview = await api.request({
      method: 'GET',
      url: `/api/seasons/${seasonId}/recurrences/${series.id}/preview`,
      cookie: coach.cookie,
    });
    const [editedId, untouchedId] = preview.body.entries.map((e: { planId: string }) => e.planId) as [string, string];
    const edited = (await getPlan(api, editedId, coach.cookie)).body.plan;
    expect(edited.metadata.name).toBe('Template – Thu 1 Oct 2026');
    expect(items(edited)).toEqual({ Passing: 20, Scrimmage: 30 });

    // The coach makes Passing longer on the first practice; then the template changes both items.
    await applyCommand(api, coach.cookie, editedId, {
      type: 'SetItemDuration',
      itemId: itemNamed(edited, 'Passing').id,
      durationMinutes: 25,
    });
    await applyCommand(api, coach.cookie, template.id, {
      type: 'SetItemDuration',
      itemId: itemNamed(template, 'Passing').id,
      durationMinutes: 22,
    });
    await applyCommand(api, coach.cookie, template.id, {
      type: 'SetItemDuration',
      itemId: itemNamed(template, 'Scrimmage').id,
      durationMinutes: 35,
    });

    // Nobody presses anything: the propagation reactor takes the edit to the practices (on behalf of whoever made it).
    await eventually(async () =>
      expect(items((await getPlan(api, untouchedId, coach.cookie)).body.plan)).toEqual({ Passing: 22, Scrimmage: 35 }),
    );
    await eventually(async () =>
      expect(items((await getPlan(api, editedId, coach.cookie)).body.plan)).toEqual({ Passing: 25, Scrimmage: 35 }),
    );
    await eventually(async () =>
      expect(
        (
          await api.request({
            method: 'GET',
            url: `/api/seasons/${seasonId}/practices/${editedId}/template`,
            cookie: coach.cookie,
          })
        ).body.conflicts,
      ).toHaveLength(1),
    );
    expect(await lastActor(api, untouchedId)).toBe(coach.userId);

    // Syncing by hand after the fact (the endpoint a script would call) finds them current.
    const synced = await api.request({
      method: 'POST',
      url: `/api/seasons/${seasonId}/template-sync`,
      cookie: coach.cookie,
      body: {},
    });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    expect(synced.body).toEqual({ practices: 2, applied: 0, conflicts: 0 });

    const listed = await api.request({
      method: 'GET',
      url: `/api/seasons/${seasonId}/practices/${editedId}/template`,
      cookie: coach.cookie,
    });
    expect(listed.body).toMatchObject({
      templatePlanId: template.id,
      can: { resolve: true },
      conflicts: [{ field: 'duration', label: 'Duration of “Passing”', mine: 25, template: 22 }],
    });
    expect(
      (
        await api.request({
          method: 'GET',
          url: `/api/seasons/${seasonId}/practices/${editedId}/template`,
          cookie: member.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/seasons/${seasonId}/practices/${editedId}/template/conflicts/${listed.body.conflicts[0].id}`,
          cookie: member.cookie,
          body: { choice: 'take' },
        })
      ).status,
    ).toBe(403);
    // The plan page asks for every team practice: a member sees nothing to settle (and no 403 in the browser).
    expect(
      (await api.request({ method: 'GET', url: `/api/practice-plans/${editedId}/template`, cookie: member.cookie }))
        .body,
    ).toMatchObject({ conflicts: [], can: { resolve: false } });

    // Syncing again changes nothing; taking the template settles the conflict, and the item follows the template again.
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/seasons/${seasonId}/template-sync`,
          cookie: coach.cookie,
          body: {},
        })
      ).body,
    ).toEqual({ practices: 2, applied: 0, conflicts: 0 });
    const taken = await api.request({
      method: 'POST',
      url: `/api/seasons/${seasonId}/practices/${editedId}/template/conflicts/${listed.body.conflicts[0].id}`,
      cookie: coach.cookie,
      body: { choice: 'take' },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.conflicts).toEqual([]);
    expect(items((await getPlan(api, editedId, coach.cookie)).body.plan)).toEqual({ Passing: 22, Scrimmage: 35 });
    await applyCommand(api, owner.cookie, template.id, {
      type: 'SetItemDuration',
      itemId: itemNamed(template, 'Passing').id,
      durationMinutes: 18,
    });
    await eventually(async () =>
      expect(items((await getPlan(api, editedId, coach.cookie)).body.plan)).toEqual({ Passing: 18, Scrimmage: 35 }),
    );
    expect(await lastActor(api, editedId)).toBe(owner.userId);
    const one = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${editedId}/template/sync`,
      cookie: coach.cookie,
    });
    expect(one.body.conflicts).toEqual([]);
    expect(
      (await api.request({ method: 'GET', url: `/api/practice-plans/${editedId}/template`, cookie: coach.cookie }))
        .body,
    ).toMatchObject({ planId: editedId, conflicts: [] });
    // A practice no series made has no template to follow: the plan page asks and gets nothing to settle.
    expect(
      (await api.request({ method: 'GET', url: `/api/practice-plans/${template.id}/template`, cookie: coach.cookie }))
        .body,
    ).toEqual({
      planId: template.id,
      seriesId: null,
      templatePlanId: null,
      templateVersion: 0,
      conflicts: [],
      can: { resolve: false },
    });
  });
});
