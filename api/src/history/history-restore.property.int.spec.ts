import {
  drillDecider,
  planDecider,
  type DrillEvent,
  type DrillState,
  type PlanEvent,
  type PlanState,
} from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, drillInput, signUpUser } from '../drills/testing/drill-fixtures';
import { createPlan, sendCommand } from '../practice-plans/testing/plan-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';

/**
 * Restore over HTTP, property-based: random edit sequences, then a restore to a random earlier version; the stream
 * replayed from the start (restore events included) must equal the stream folded up to that version.
 */
describe.each(databaseTargets().slice(0, 1))('restore replays to the earlier state on $name', (target) => {
  let api: TestApi;
  let coach: { cookie: string; userId: string };
  beforeAll(async () => {
    api = await openTestApi(target);
    coach = await signUpUser(api, 'coach@example.com', 'Cory Coach');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const foldDrill = (events: { type: string; data: unknown }[]) =>
    events.reduce<DrillState>((s, e) => drillDecider.evolve(s, e as DrillEvent), drillDecider.initialState());
  const foldPlan = (events: { type: string; data: unknown }[]) =>
    events.reduce<PlanState>((s, e) => planDecider.evolve(s, e as PlanEvent), planDecider.initialState());

  const drillEdit = fc.record({
    name: fc.constantFrom('Triangle', 'Square', 'Box drill', 'Weave'),
    skills: fc.subarray(['Passing', 'Catching', 'Shooting', 'Dodging'], { minLength: 1 }),
    lengthMax: fc.integer({ min: 15, max: 60 }),
    complexity: fc.constantFrom('Low', 'Medium', 'High'),
    detailedDescription: fc.constantFrom('<p>One</p>', '<p>Two <em>words</em></p>', ''),
    visibility: fc.constantFrom('public', 'unlisted', 'private'),
    editableByOthers: fc.boolean(),
    deleted: fc.boolean(),
  });

  it('drills', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(drillEdit, { minLength: 1, maxLength: 5 }), fc.nat(), async (edits, pick) => {
        const drill = await createDrill(api, coach.cookie);
        for (const { deleted, ...edit } of edits) {
          const state = foldDrill((await api.core.store.readStream(`drill-${drill.id}`)).events);
          if (state.status === 'deleted')
            await api.request({ method: 'POST', url: `/api/drills/${drill.id}/restore`, cookie: coach.cookie });
          const put = await api.request({
            method: 'PUT',
            url: `/api/drills/${drill.id}`,
            cookie: coach.cookie,
            body: drillInput(edit),
          });
          expect(put.status, JSON.stringify(put.body)).toBe(200);
          if (deleted) await api.request({ method: 'DELETE', url: `/api/drills/${drill.id}`, cookie: coach.cookie });
        }
        const log = (await api.core.store.readStream(`drill-${drill.id}`)).events;
        const live = log
          .map((_, i) => i + 1)
          .filter((v) => v < log.length && foldDrill(log.slice(0, v)).status === 'active');
        if (live.length === 0) return;
        const version = live[pick % live.length]!;
        const restored = await api.request({
          method: 'POST',
          url: `/api/history/drill/${drill.id}/restore`,
          cookie: coach.cookie,
          body: { version },
        });
        expect(restored.status, JSON.stringify(restored.body)).toBe(200);
        const replayed = foldDrill((await api.core.store.readStream(`drill-${drill.id}`)).events);
        expect(replayed).toEqual(foldDrill(log.slice(0, version)));
      }),
      { numRuns: 8 },
    );
  });

  const planEdit = fc.oneof(
    fc.record({
      type: fc.constant('SetItemDuration'),
      item: fc.nat(),
      durationMinutes: fc.integer({ min: 1, max: 60 }),
    }),
    fc.record({ type: fc.constant('RemoveItem'), item: fc.nat() }),
    fc.record({ type: fc.constant('AddItem'), section: fc.nat(), title: fc.constantFrom('Jog', 'Stretch', 'Sprint') }),
    fc.record({ type: fc.constant('MoveItem'), item: fc.nat(), section: fc.nat() }),
    fc.record({ type: fc.constant('SetPlanMetadata'), name: fc.constantFrom('Tuesday', 'Thursday', 'Game prep') }),
  );

  it('plans', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(planEdit, { minLength: 1, maxLength: 6 }), fc.nat(), async (edits, pick) => {
        const plan = await createPlan(api, coach.cookie, {
          sections: [
            { name: 'Warm-up', entries: [{ kind: 'activity', title: 'Jog', durationMinutes: 10 }] },
            { name: 'Drills', entries: [{ kind: 'break', durationMinutes: 5 }] },
          ],
        });
        for (const edit of edits) {
          const state = foldPlan((await api.core.store.readStream(`plan-${plan.id}`)).events);
          if (state.status === 'none') return;
          const items = state.sections.flatMap((s) => s.entries.map((e) => e.id));
          const sectionId = (n: number) => state.sections[n % state.sections.length]!.id;
          const itemId = (n: number) => items[n % Math.max(1, items.length)];
          const command =
            edit.type === 'SetItemDuration'
              ? itemId(edit.item)
                ? { type: 'SetItemDuration', itemId: itemId(edit.item), durationMinutes: edit.durationMinutes }
                : null
              : edit.type === 'RemoveItem'
                ? itemId(edit.item)
                  ? { type: 'RemoveItem', itemId: itemId(edit.item) }
                  : null
                : edit.type === 'AddItem'
                  ? {
                      type: 'AddItem',
                      item: { kind: 'activity', title: edit.title, durationMinutes: 5 },
                      to: { sectionId: sectionId(edit.section), index: null },
                    }
                  : edit.type === 'MoveItem'
                    ? itemId(edit.item)
                      ? {
                          type: 'MoveItem',
                          itemId: itemId(edit.item),
                          to: { sectionId: sectionId(edit.section), index: 0 },
                        }
                      : null
                    : { type: 'SetPlanMetadata', changes: { name: edit.name } };
          if (!command) continue;
          const sent = await sendCommand(api, coach.cookie, plan.id, command as never);
          expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        }
        const log = (await api.core.store.readStream(`plan-${plan.id}`)).events;
        if (log.length < 2) return;
        const version = 1 + (pick % (log.length - 1));
        const restored = await api.request({
          method: 'POST',
          url: `/api/history/plan/${plan.id}/restore`,
          cookie: coach.cookie,
          body: { version },
        });
        expect(restored.status, JSON.stringify(restored.body)).toBe(200);
        const content = (s: PlanState) =>
          s.status === 'none'
            ? null
            : { metadata: s.metadata, sections: s.sections, published: s.published, status: s.status };
        expect(content(foldPlan((await api.core.store.readStream(`plan-${plan.id}`)).events))).toEqual(
          content(foldPlan(log.slice(0, version))),
        );
      }),
      { numRuns: 8 },
    );
  });
});
