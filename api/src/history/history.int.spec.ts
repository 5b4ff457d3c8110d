import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard } from '../boards/testing/board-fixtures';
import { createDrill, drillInput, signInAdmin, signUpUser } from '../drills/testing/drill-fixtures';
import { createFormation } from '../formations/testing/formation-fixtures';
import { applyCommand, createPlan, getPlan } from '../practice-plans/testing/plan-fixtures';
import { createTeam } from '../teams/testing/team-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';

type User = { cookie: string; userId: string };

describe.each(databaseTargets())('one history for every entity on $name', (target) => {
  let api: TestApi;
  let owner: User;
  let editor: User;
  let stranger: User;
  let admin: User;
  const get = (url: string, who?: User) => api.request({ method: 'GET', url, ...(who ? { cookie: who.cookie } : {}) });
  const restore = (type: string, id: string, version: number, who: User) =>
    api.request({ method: 'POST', url: `/api/history/${type}/${id}/restore`, cookie: who.cookie, body: { version } });

  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    editor = await signUpUser(api, 'editor@example.com', 'Eddie Editor');
    stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('drill: versions, a readable diff (value, rich text as text, lists), the drill at a version, restore as new events', async () => {
    const drill = await createDrill(api, owner.cookie, {
      name: 'Triangle',
      skills: ['Passing', 'Catching'],
      editableByOthers: true,
    });
    const edit = (overrides: Record<string, unknown>, who: User) =>
      api.request({
        method: 'PUT',
        url: `/api/drills/${drill.id}`,
        cookie: who.cookie,
        body: drillInput({ name: 'Triangle', skills: ['Passing', 'Catching'], editableByOthers: true, ...overrides }),
      });
    expect((await edit({ name: 'Square', detailedDescription: '<p>Keep it <em>quick</em>.</p>' }, owner)).status).toBe(
      200,
    );
    expect(
      (
        await edit(
          {
            name: 'Square',
            detailedDescription: '<p>Keep it <em>quick</em>.</p>',
            skills: ['Catching', 'Passing', 'Shooting'],
            lengthMax: 25,
          },
          editor,
        )
      ).status,
    ).toBe(200);

    const history = await get(`/api/history/drill/${drill.id}`, owner);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({
      entityType: 'drill',
      name: 'Square',
      currentVersion: 3,
      can: { restore: true },
    });
    expect(history.body.versions.map((v: { version: number; actorName: string }) => [v.version, v.actorName])).toEqual([
      [3, 'Eddie Editor'],
      [2, 'Olive Owner'],
      [1, 'Olive Owner'],
    ]);
    expect(history.body.versions[0]).toMatchObject({
      type: 'DrillEdited',
      changed: ['longest length (min)', 'skills'],
    });

    const diff = await get(`/api/history/drill/${drill.id}/diff?from=1&to=3`, owner);
    expect(diff.body.changes).toEqual([
      { field: 'name', label: 'name', kind: 'value', from: 'Triangle', to: 'Square' },
      {
        field: 'detailedDescription',
        label: 'detailed description',
        kind: 'text',
        from: 'Keep the ball moving.',
        to: 'Keep it quick.',
      },
      { field: 'lengthMax', label: 'longest length (min)', kind: 'value', from: 15, to: 25 },
      {
        field: 'skills',
        label: 'skills',
        kind: 'list',
        added: ['Shooting'],
        removed: [],
        moved: ['Passing'],
        changed: [],
      },
    ]);
    const then = await get(`/api/history/drill/${drill.id}/versions/1`, owner);
    expect(then.body.fields).toContainEqual({ key: 'name', kind: 'value', label: 'name', value: 'Triangle' });

    // An editor restores to before both edits: new events, by the editor; the log keeps everything.
    const restored = await restore('drill', drill.id, 1, editor);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toEqual({ restoredTo: 1, version: 4, eventTypes: ['DrillEdited'], notes: [] });
    const now = (await get(`/api/drills/${drill.id}`, owner)).body.drill;
    expect(now).toMatchObject({
      name: 'Triangle',
      skills: ['Passing', 'Catching'],
      lengthMax: 15,
      detailedDescription: '<p>Keep the ball <strong>moving</strong>.</p>',
    });
    const { events } = await api.core.store.readStream(`drill-${drill.id}`);
    expect(events).toHaveLength(4);
    expect(events[3]!.metadata).toMatchObject({ actorId: editor.userId, causationId: `restore:drill:${drill.id}@1` });
    const after = await get(`/api/history/drill/${drill.id}`, owner);
    expect(after.body.versions[0].summary).toMatch(/^Restored version 1: changed name, detailed description/);
    expect((await get(`/api/history/drill/${drill.id}/diff?from=1&to=4`, owner)).body.changes).toEqual([]);
  });

  it('plan: structure as sections and items, restore a duration, who added and changed each item', async () => {
    const plan = await createPlan(api, owner.cookie, {
      sections: [
        {
          name: 'Warm-up',
          entries: [
            { kind: 'activity', title: 'Jog', durationMinutes: 10 },
            { kind: 'break', durationMinutes: 5 },
          ],
        },
      ],
    });
    const jog = plan.sections[0].entries[0].id;
    await applyCommand(api, owner.cookie, plan.id, {
      type: 'SetItemDuration',
      itemId: jog,
      durationMinutes: 20,
    } as never);
    await applyCommand(api, owner.cookie, plan.id, {
      type: 'AddSection',
      section: { name: 'Scrimmage' },
      index: null,
    } as never);
    const diff = await get(`/api/history/plan/${plan.id}/diff?from=1&to=3`, owner);
    expect(diff.body.changes).toEqual(
      [
        {
          field: 'sections',
          label: 'sections',
          kind: 'list',
          added: ['Scrimmage'],
          removed: [],
          moved: [],
          changed: [],
        },
        {
          field: `section:${plan.sections[0].id}`,
          label: 'items of “Warm-up”',
          kind: 'list',
          added: [],
          removed: [],
          moved: [],
          changed: [{ from: 'Jog · 10 min', to: 'Jog · 20 min' }],
        },
        {
          field: `section:${(await getPlan(api, plan.id, owner.cookie)).body.plan.sections[1].id}`,
          label: 'items of “Scrimmage”',
          kind: 'list',
          added: [],
          removed: [],
          moved: [],
          changed: [],
        },
      ].filter((d) => d.kind !== 'list' || d.added.length + d.changed.length + d.removed.length > 0),
    );
    const restored = await restore('plan', plan.id, 1, owner);
    expect(restored.body.eventTypes).toEqual(['PlanSectionRemoved', 'PlanItemDurationSet']);
    const now = (await getPlan(api, plan.id, owner.cookie)).body.plan;
    expect(now.sections.map((s: { name: string }) => s.name)).toEqual(['Warm-up']);
    expect(now.sections[0].entries[0].durationMinutes).toBe(10);
    const attribution = await get(`/api/history/plan/${plan.id}/attribution`, owner);
    expect(attribution.body.parts[jog]).toMatchObject({
      label: 'Jog (in “Warm-up”)',
      addedBy: 'Olive Owner',
      changedBy: 'Olive Owner',
    });
  });

  it('formation, board, team and user: each diffs and restores through the same endpoints', async () => {
    const formation = await createFormation(api, owner.cookie, { name: 'Box', tags: ['press'] });
    await api.request({
      method: 'PATCH',
      url: `/api/formations/${formation.id}`,
      cookie: owner.cookie,
      body: { name: 'Diamond', tags: ['press', 'zone'] },
    });
    expect((await get(`/api/history/formation/${formation.id}/diff?from=1&to=2`, owner)).body.changes).toEqual([
      { field: 'name', label: 'name', kind: 'value', from: 'Box', to: 'Diamond' },
      { field: 'tags', label: 'tags', kind: 'list', added: ['zone'], removed: [], moved: [], changed: [] },
    ]);
    expect((await restore('formation', formation.id, 1, owner)).body.eventTypes).toEqual(['FormationEdited']);

    const board = await createBoard(api, owner.cookie, { name: 'Chalk talk' });
    await api.request({
      method: 'PATCH',
      url: `/api/boards/${board.id}`,
      cookie: owner.cookie,
      body: { name: 'Chalk talk 2' },
    });
    expect((await get(`/api/history/board/${board.id}/diff?from=1&to=2`, owner)).body.changes).toEqual([
      { field: 'name', label: 'name', kind: 'value', from: 'Chalk talk', to: 'Chalk talk 2' },
    ]);
    expect((await restore('board', board.id, 1, owner)).body.eventTypes).toEqual(['BoardRenamed']);

    const team = await createTeam(api, owner, { name: 'Rapids' });
    await api.request({
      method: 'PATCH',
      url: `/api/teams/${team.id}`,
      cookie: owner.cookie,
      body: { practiceMinutes: 120 },
    });
    const teamDiff = await get(`/api/history/team/${team.id}/diff?from=0&to=2`, owner);
    expect(teamDiff.body.changes).toContainEqual({
      field: 'members',
      label: 'members',
      kind: 'list',
      added: ['Olive Owner (owner)'],
      removed: [],
      moved: [],
      changed: [],
    });
    const teamVersions = (await get(`/api/history/team/${team.id}`, owner)).body.versions;
    const beforeEdit = teamVersions.find((v: { type: string }) => v.type === 'TeamDetailsChanged').version - 1;
    expect((await restore('team', team.id, beforeEdit, owner)).body.eventTypes).toEqual(['TeamDetailsChanged']);
    expect((await get(`/api/history/team/${team.id}`, stranger)).status).toBe(403);

    await api.request({
      method: 'PATCH',
      url: `/api/admin/users/${stranger.userId}/role`,
      cookie: admin.cookie,
      body: { role: 'admin' },
    });
    expect((await get(`/api/history/user/${stranger.userId}/diff?from=1&to=2`, admin)).body.changes).toEqual([
      { field: 'role', label: 'site role', kind: 'value', from: 'user', to: 'admin' },
    ]);
    expect((await restore('user', stranger.userId, 1, admin)).body.eventTypes).toEqual(['UserRoleChanged']);
    expect((await get(`/api/history/user/${stranger.userId}`, stranger)).status).toBe(200);
    expect((await restore('user', stranger.userId, 1, stranger)).status).toBe(403);
  });

  it('only owners, editors and site admins see and restore; visitors are asked to sign in; bad versions are 400', async () => {
    const drill = await createDrill(api, owner.cookie, { name: 'Mine alone' });
    await api.request({
      method: 'PUT',
      url: `/api/drills/${drill.id}`,
      cookie: owner.cookie,
      body: drillInput({ name: 'Mine alone 2' }),
    });
    expect((await get(`/api/history/drill/${drill.id}`)).status).toBe(401);
    expect((await get(`/api/history/drill/${drill.id}`, stranger)).status).toBe(403);
    expect((await restore('drill', drill.id, 1, stranger)).status).toBe(403);
    expect((await get(`/api/history/drill/${drill.id}`, admin)).body.can).toEqual({ restore: true });
    expect((await restore('drill', drill.id, 2, owner)).body.error.code).toBe('HISTORY.NO_SUCH_VERSION');
    expect((await get(`/api/history/drill/${drill.id}/versions/9`, owner)).status).toBe(400);
    expect((await get(`/api/history/season/${drill.id}`, owner)).status).toBe(404);
    expect((await get(`/api/history/drill/00000000-0000-4000-8000-000000000000`, owner)).status).toBe(404);
  });

  it('trash: my deleted content (everyone’s for admins), restored from there', async () => {
    const drill = await createDrill(api, owner.cookie, { name: 'Binned drill' });
    expect((await api.request({ method: 'DELETE', url: `/api/drills/${drill.id}`, cookie: owner.cookie })).status).toBe(
      204,
    );
    const mine = await get('/api/trash', owner);
    expect(mine.body.items).toContainEqual(
      expect.objectContaining({
        entityType: 'drill',
        entityId: drill.id,
        name: 'Binned drill',
        ownerName: 'Olive Owner',
        can: { restore: true },
      }),
    );
    expect(
      (await get('/api/trash', stranger)).body.items.some((i: { entityId: string }) => i.entityId === drill.id),
    ).toBe(false);
    expect((await get('/api/trash?scope=everyone', editor)).status).toBe(403);
    expect(
      (await get('/api/trash?scope=everyone', admin)).body.items.some(
        (i: { entityId: string }) => i.entityId === drill.id,
      ),
    ).toBe(true);
    // someone else's deleted drill does not exist for them
    expect(
      (await api.request({ method: 'POST', url: `/api/trash/drill/${drill.id}/restore`, cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await api.request({ method: 'POST', url: `/api/trash/drill/${drill.id}/restore`, cookie: owner.cookie })).status,
    ).toBe(204);
    expect((await get('/api/trash', owner)).body.items.some((i: { entityId: string }) => i.entityId === drill.id)).toBe(
      false,
    );
  });
});
