import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { applyCommand, createPlan, getPlan, signUpUser } from './testing/plan-fixtures';

describe.each(databaseTargets())('per-user undo and redo on $name', (target) => {
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

  const undo = (planId: string, cookie: string) =>
    api.request({ method: 'POST', url: `/api/practice-plans/${planId}/undo`, cookie });
  const redo = (planId: string, cookie: string) =>
    api.request({ method: 'POST', url: `/api/practice-plans/${planId}/redo`, cookie });

  it("undoes my own changes, last first, leaving a co-editor's alone; redo brings them back", async () => {
    const plan = await createPlan(api, ann.cookie, { editableByOthers: true });
    const [warmup, skills] = plan.sections;
    const itemId = crypto.randomUUID();
    await applyCommand(api, ann.cookie, plan.id, {
      type: 'AddItem',
      item: { id: itemId, kind: 'activity', title: 'Jog', durationMinutes: 10 },
      to: { sectionId: warmup.id },
    });
    await applyCommand(api, ann.cookie, plan.id, { type: 'MoveItem', itemId, to: { sectionId: skills.id } });
    await applyCommand(api, ann.cookie, plan.id, { type: 'SetItemDuration', itemId, durationMinutes: 25 });
    await applyCommand(api, bob.cookie, plan.id, {
      type: 'RenameSection',
      sectionId: warmup.id,
      name: "Bob's warm-up",
    });
    expect((await getPlan(api, plan.id, ann.cookie)).body.plan.undo).toEqual({
      canUndo: true,
      canRedo: false,
      undoLabel: 'Changed a duration',
      redoLabel: null,
    });

    const first = await undo(plan.id, ann.cookie);
    expect(first.status).toBe(200);
    expect(first.body.label).toBe('Changed a duration');
    expect(first.body.plan.sections[1].entries[0].durationMinutes).toBe(10);
    expect(first.body.plan.sections[0].name).toBe("Bob's warm-up");
    const second = await undo(plan.id, ann.cookie);
    expect(second.body.label).toBe('Moved an item');
    expect(second.body.plan.sections[0].entries.map((e: { id: string }) => e.id)).toEqual([itemId]);
    expect(second.body.plan.undo).toEqual({
      canUndo: true,
      canRedo: true,
      undoLabel: 'Added an item',
      redoLabel: 'Moved an item',
    });

    const again = await redo(plan.id, ann.cookie);
    expect(again.body.label).toBe('Moved an item');
    expect(again.body.plan.sections[1].entries.map((e: { id: string }) => e.id)).toEqual([itemId]);

    // Bob's undo takes back Bob's rename, nothing of Ann's.
    const bobs = await undo(plan.id, bob.cookie);
    expect(bobs.body.plan.sections[0].name).toBe('Warm-up');
    expect(bobs.body.plan.sections[1].entries[0].durationMinutes).toBe(10);
    expect((await undo(plan.id, bob.cookie)).body.error.code).toBe('PLAN.NOTHING_TO_UNDO');

    // A new change of mine clears what I could redo.
    await redo(plan.id, ann.cookie);
    await undo(plan.id, ann.cookie);
    await applyCommand(api, ann.cookie, plan.id, { type: 'SetItemDetails', itemId, notes: 'Easy pace' });
    const none = await redo(plan.id, ann.cookie);
    expect([none.status, none.body.error.code]).toEqual([409, 'PLAN.NOTHING_TO_REDO']);
  });

  it('when what I would undo is gone, says so and moves on to my earlier change', async () => {
    const plan = await createPlan(api, ann.cookie, { editableByOthers: true });
    const itemId = crypto.randomUUID();
    await applyCommand(api, ann.cookie, plan.id, {
      type: 'RenameSection',
      sectionId: plan.sections[0].id,
      name: 'Start',
    });
    await applyCommand(api, ann.cookie, plan.id, {
      type: 'AddItem',
      item: { id: itemId, kind: 'break', durationMinutes: 5 },
      to: { sectionId: plan.sections[1].id },
    });
    await applyCommand(api, ann.cookie, plan.id, { type: 'SetItemDuration', itemId, durationMinutes: 8 });
    await applyCommand(api, bob.cookie, plan.id, { type: 'RemoveItem', itemId });
    const failed = await undo(plan.id, ann.cookie);
    expect(failed.status).toBe(409);
    expect(failed.body.error).toMatchObject({
      code: 'PLAN.UNDO_NOT_POSSIBLE',
      message: 'Could not undo “Changed a duration”: This item was removed by someone else.',
      details: { reason: 'PLAN.ITEM_NOT_FOUND' },
    });
    expect((await undo(plan.id, ann.cookie)).body.error.code).toBe('PLAN.UNDO_NOT_POSSIBLE'); // the add: also gone
    const rename = await undo(plan.id, ann.cookie);
    expect([rename.status, rename.body.plan.sections[0].name]).toEqual([200, 'Warm-up']);
  });

  it('undoes structural changes exactly: grouping, removing a lane with items, removing a section', async () => {
    const plan = await createPlan(api, ann.cookie, {
      sections: [
        {
          name: 'Only',
          entries: [
            { kind: 'activity', title: 'A', durationMinutes: 5 },
            { kind: 'break', durationMinutes: 2 },
            { kind: 'activity', title: 'B', durationMinutes: 7 },
          ],
        },
      ],
    });
    const [a, , b] = plan.sections[0].entries.map((e: { id: string }) => e.id);
    const original = (await getPlan(api, plan.id, ann.cookie)).body.plan.sections;
    const grouped = await applyCommand(api, ann.cookie, plan.id, {
      type: 'GroupIntoParallelBlock',
      sectionId: plan.sections[0].id,
      itemIds: [a, b],
      lanes: [{ name: 'One' }, { name: 'Two' }],
    });
    await applyCommand(api, ann.cookie, plan.id, {
      type: 'RemoveLane',
      laneId: grouped.sections[0].entries[0].lanes[1].id,
    });
    await applyCommand(api, ann.cookie, plan.id, { type: 'RemoveSection', sectionId: plan.sections[0].id });
    for (let i = 0; i < 3; i++) expect((await undo(plan.id, ann.cookie)).status).toBe(200);
    expect((await getPlan(api, plan.id, ann.cookie)).body.plan.sections).toEqual(original);
  });

  it('only editors undo; visitors cannot', async () => {
    const plan = await createPlan(api, ann.cookie);
    expect((await undo(plan.id, bob.cookie)).status).toBe(403);
    expect((await api.request({ method: 'POST', url: `/api/practice-plans/${plan.id}/undo` })).status).toBe(401);
    expect((await undo(plan.id, ann.cookie)).body.error.code).toBe('PLAN.NOTHING_TO_UNDO');
  });
});
