import { planStreamId, recurrencesStreamId } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { claimDueTemplateSyncs, countDueTemplateSyncs } from '@sideline/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCommand, createPlan } from '../practice-plans/testing/plan-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';
import { signInAdmin, type TestUser } from '../testing/test-users';
import { PracticeGeneration } from './practice-generation';
import { createSeries, readModelsCaughtUp, seasonCast, seasonOn } from './testing/recurrence-fixtures';
import { TemplatePropagation } from './template-propagation.reactor';
import { TemplateSync } from './template-sync';

type Item = { id: string; title: string };
const itemNamed = (plan: { sections: { entries: Item[] }[] }, title: string) =>
  plan.sections.flatMap((s) => s.entries).find((i) => i.title === title)!;

// The reactor is off here: each test steps it by hand, playing a process that died at the worst moment.
describe.each(databaseTargets())('the template propagation reactor on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let coach: TestUser;
  let teamId: string;
  beforeAll(async () => {
    api = await openTestApi(target, { templatePropagation: false });
    ({ owner, coach, teamId } = await seasonCast(api));
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  async function practicesOfTemplate() {
    const { seasonId } = await seasonOn(api, owner, teamId);
    const template = await createPlan(api, coach.cookie, {
      name: 'Template',
      teamId,
      visibility: 'team',
      sections: [{ name: 'Main', entries: [{ kind: 'activity', title: 'Passing', durationMinutes: 20 }] }],
    });
    const series = await createSeries(api, coach, seasonId, {
      name: 'From template',
      templatePlanId: template.id,
      startDate: '2026-10-01',
      endDate: '2026-10-09',
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
    const planIds = preview.body.entries.map((e: { planId: string }) => e.planId) as string[];
    expect(planIds).toHaveLength(3);
    await markedUpTo(recurrencesStreamId(seasonId));
    return { seasonId, template, planIds };
  }
  /**
   * The to-do list has seen the stream's latest event. (The log's head is not enough on a shared PostgreSQL: it stays
   * below any transaction still open on the server, another test's included, so it may lag this test's last event.)
   */
  async function markedUpTo(streamId: string) {
    const last = (await api.core.store.readStream(streamId)).events.at(-1)!;
    expect(
      await api.core.watcher.waitFor(
        { transactionId: last.transactionId, globalPosition: last.globalPosition },
        ['template-propagation'],
        20_000,
      ),
    ).toBe(true);
  }
  const versions = async (planIds: string[]) =>
    Promise.all(planIds.map(async (id) => (await api.core.store.readStream(planStreamId(id))).version));

  it('marks every burst of template edits due once, and a pass takes it to the practices on behalf of the editor', async () => {
    const { template, planIds } = await practicesOfTemplate();
    const reactor = api.app.get(TemplatePropagation);
    expect(await reactor.runOnce({ quietMs: 0 })).toBe(1); // the generation marked its template due: nothing to change
    const before = await versions(planIds);
    await applyCommand(api, owner.cookie, template.id, {
      type: 'SetItemDuration',
      itemId: itemNamed(template, 'Passing').id,
      durationMinutes: 22,
    });
    await applyCommand(api, owner.cookie, template.id, {
      type: 'RenameSection',
      sectionId: template.sections[0].id,
      name: 'Core',
    });
    await markedUpTo(planStreamId(template.id));
    expect(await countDueTemplateSyncs(api.core.db)).toBe(1);
    // The admin dashboard shows the waiting pair until a pass takes it.
    const admin = await signInAdmin(api);
    const dashboard = async () =>
      (await api.request({ method: 'GET', url: '/api/admin/summary', cookie: admin.cookie })).body.templateSync;
    expect(await dashboard()).toMatchObject({
      waiting: 1,
      failing: 0,
      lastError: null,
      oldestSeconds: expect.any(Number),
    });
    expect(await reactor.runOnce({ quietMs: 60_000 })).toBe(0); // still within the burst
    expect(await reactor.runOnce({ quietMs: 0 })).toBe(1);
    expect(await countDueTemplateSyncs(api.core.db)).toBe(0);
    expect(await dashboard()).toEqual({ waiting: 0, failing: 0, oldestSeconds: null, lastError: null });
    for (const [i, id] of planIds.entries()) {
      const added = (await api.core.store.readStream(planStreamId(id))).events.slice(before[i]);
      expect(new Set(added.map((e) => e.metadata.commandId)).size).toBe(1); // one sync per practice for the whole burst
      expect(added[0]!.metadata).toMatchObject({ actorId: owner.userId, causationId: 'season-template' });
    }
  });

  it('survives a reactor dying mid-sync: its claim expires, the next pass finishes without applying anything twice', async () => {
    const { seasonId, template, planIds } = await practicesOfTemplate();
    const reactor = api.app.get(TemplatePropagation);
    expect(await reactor.runOnce({ quietMs: 0 })).toBe(1);
    await applyCommand(api, owner.cookie, template.id, {
      type: 'SetItemDuration',
      itemId: itemNamed(template, 'Passing').id,
      durationMinutes: 25,
    });
    await markedUpTo(planStreamId(template.id));
    const before = await versions(planIds);

    // Another process claims the pair and syncs, then dies before clearing the mark.
    const waiting = await api.core.db.query('SELECT *, now() AS now FROM template_sync_due');
    const [claimed] = await claimDueTemplateSyncs(api.core.db, 'dead-process', { quietMs: 0, claimMs: 300, limit: 10 });
    expect(claimed, JSON.stringify(waiting)).toMatchObject({
      templatePlanId: template.id,
      seasonId,
      editedBy: owner.userId,
    });
    expect(await reactor.runOnce({ quietMs: 0 })).toBe(0); // claimed by a live-looking process: left alone
    await api.app.get(TemplateSync).syncTemplate(seasonId, template.id, owner.userId);
    const synced = await versions(planIds);
    synced.forEach((version, i) => expect(version).toBeGreaterThan(before[i]!));

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await reactor.runOnce({ quietMs: 0 })).toBe(1);
    expect(await versions(planIds)).toEqual(synced);
    expect(await countDueTemplateSyncs(api.core.db)).toBe(0);
  });
});
