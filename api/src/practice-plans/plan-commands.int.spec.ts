import { foldEvents, planDecider, planStreamId, type PlanEvent, type PlanFacts } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import {
  applyCommand,
  createDrill,
  createPlan,
  getPlan,
  sendCommand,
  signUpUser,
  type PlanBody,
} from './testing/plan-fixtures';

const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe.each(databaseTargets())('practice plan commands over HTTP on $name', (target) => {
  let api: TestApi;
  let ann: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let drillId: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    ann = await signUpUser(api, 'ann@example.com', 'Ann Coach');
    bob = await signUpUser(api, 'bob@example.com', 'Bob Coach');
    drillId = (await createDrill(api, ann.cookie, { name: 'Passing triangle' })).id;
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  /** The plan as its stream folds (the decider's truth), to compare with what the read model serves. */
  async function replayed(planId: string): Promise<PlanFacts> {
    const stream = await api.core.store.readStream(planStreamId(planId));
    return foldEvents(
      planDecider,
      stream.events.map((e) => ({ type: e.type, data: e.data }) as PlanEvent),
    ) as PlanFacts;
  }

  it('runs every command kind, answering with the new version and the plan', async () => {
    let plan: PlanBody = await createPlan(api, ann.cookie, { sections: [] });
    const run = async (command: Parameters<typeof applyCommand>[3]) => {
      const response = await sendCommand(api, ann.cookie, plan.id, command);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.version).toBe(response.body.plan.version);
      expect(response.headers.etag).toBe(`"${response.body.version}"`);
      plan = response.body.plan;
      return response.body;
    };
    await run({
      type: 'SetPlanMetadata',
      changes: { name: 'Renamed', startTime: '07:00', practiceGoals: ['team-strategy'], expectedParticipants: 9 },
    });
    expect(plan.metadata).toMatchObject({
      name: 'Renamed',
      startTime: '07:00',
      practiceGoals: ['team-strategy'],
      expectedParticipants: 9,
    });
    const sectionA = crypto.randomUUID();
    await run({ type: 'AddSection', section: { id: sectionA, name: 'Warm-up' } });
    await run({ type: 'AddSection', section: { name: 'Main' }, index: 0 });
    expect(plan.sections.map((s) => s.name)).toEqual(['Main', 'Warm-up']);
    await run({ type: 'ReorderSection', sectionId: sectionA, toIndex: 0 });
    await run({ type: 'RenameSection', sectionId: sectionA, name: 'Activation' });
    await run({
      type: 'SetSectionDetails',
      sectionId: sectionA,
      goals: ['Loosen up'],
      notes: 'Cones',
      targetMinutes: 20,
    });
    expect(plan.sections[0]).toMatchObject({
      id: sectionA,
      name: 'Activation',
      goals: ['Loosen up'],
      notes: 'Cones',
      targetMinutes: 20,
    });
    const mainId = plan.sections[1].id;
    const [i1, i2, i3] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await run({
      type: 'AddItem',
      item: { id: i1, kind: 'drill', drillId, durationMinutes: 15 },
      to: { sectionId: sectionA },
    });
    await run({
      type: 'AddItem',
      item: { id: i2, kind: 'activity', title: 'Tag', durationMinutes: 10 },
      to: { sectionId: sectionA },
    });
    await run({
      type: 'AddItem',
      item: { id: i3, kind: 'break', durationMinutes: 5 },
      to: { sectionId: sectionA, index: 0 },
    });
    expect(ids(plan.sections[0].entries)).toEqual([i3, i1, i2]);
    await run({ type: 'MoveItem', itemId: i3, to: { sectionId: mainId } });
    await run({ type: 'SetItemDuration', itemId: i1, durationMinutes: 20 });
    await run({ type: 'SetItemDetails', itemId: i2, title: 'Chain tag', notes: 'Two chains' });
    expect(plan.timing).toMatchObject({ totalMinutes: 35, startClock: '07:00', endClock: '07:35' });

    const blockId = crypto.randomUUID();
    await run({ type: 'GroupIntoParallelBlock', blockId, sectionId: sectionA, itemIds: [i1, i2] });
    const block = plan.sections[0].entries[0];
    expect(block).toMatchObject({ kind: 'parallel', id: blockId });
    expect(block.lanes.map((l: { name: string; items: { id: string }[] }) => [l.name, ids(l.items)])).toEqual([
      ['Chasers', [i1]],
      ['Beaters', [i2]],
      ['Keepers', []],
      ['Seekers', []],
    ]);
    expect(plan.timing.blocks[0]).toMatchObject({ lengthMinutes: 20 });
    const [chasers, beaters, keepers] = block.lanes.map((l: { id: string }) => l.id);
    await run({ type: 'MoveItemToLane', itemId: i2, laneId: keepers, index: 0 });
    await run({ type: 'RenameLane', laneId: keepers, name: 'Keepers and seekers' });
    await run({ type: 'RecolourLane', laneId: keepers, colour: '#FF0000' });
    const newLane = crypto.randomUUID();
    await run({ type: 'AddLane', blockId, lane: { id: newLane, name: 'Newcomers' }, index: 1 });
    await run({
      type: 'AddItem',
      item: { kind: 'activity', title: 'Rules talk', durationMinutes: 25 },
      to: { laneId: newLane },
    });
    expect(plan.timing.blocks[0].lengthMinutes).toBe(25);
    await run({ type: 'RemoveLane', laneId: beaters });
    await run({ type: 'RemoveLane', laneId: newLane, moveItemsTo: chasers });
    expect(
      plan.sections[0].entries[0].lanes.map((l: { name: string; colour: string; items: unknown[] }) => [
        l.name,
        l.colour,
        l.items.length,
      ]),
    ).toEqual([
      ['Chasers', '#2563eb', 2],
      ['Keepers and seekers', '#ff0000', 1],
      ['Seekers', '#ca8a04', 0],
    ]);
    await run({ type: 'Ungroup', blockId });
    expect(plan.sections[0].entries.every((e: { kind: string }) => e.kind !== 'parallel')).toBe(true);
    await run({ type: 'RemoveItem', itemId: i2 });
    await run({ type: 'RemoveSection', sectionId: mainId });
    expect(plan.sections.map((s) => s.name)).toEqual(['Activation']);

    const same = await run({ type: 'RenameSection', sectionId: sectionA, name: 'Activation' });
    expect(same.changed).toBe(false);
    expect(plan).toMatchObject({
      sections: (await replayed(plan.id)).sections,
      metadata: (await replayed(plan.id)).metadata,
    });
  });

  it('an edit to an item a co-editor removed gets a clear message, never a silent loss', async () => {
    const plan = await createPlan(api, ann.cookie, { editableByOthers: true });
    const itemId = crypto.randomUUID();
    await applyCommand(api, ann.cookie, plan.id, {
      type: 'AddItem',
      item: { id: itemId, kind: 'break', durationMinutes: 10 },
      to: { sectionId: plan.sections[0].id },
    });
    await applyCommand(api, bob.cookie, plan.id, { type: 'RemoveItem', itemId });
    const late = await sendCommand(api, ann.cookie, plan.id, { type: 'SetItemDuration', itemId, durationMinutes: 12 });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: 'PLAN.ITEM_NOT_FOUND',
      message: 'This item was removed by someone else.',
      details: { itemId },
    });
    const sectionGone = await applyCommand(api, bob.cookie, plan.id, {
      type: 'RemoveSection',
      sectionId: plan.sections[1].id,
    });
    const moveInto = await sendCommand(api, ann.cookie, plan.id, {
      type: 'AddItem',
      item: { kind: 'break', durationMinutes: 5 },
      to: { sectionId: plan.sections[1].id },
    });
    expect([moveInto.status, moveInto.body.error.code, moveInto.body.error.message]).toEqual([
      409,
      'PLAN.SECTION_NOT_FOUND',
      'This section was removed by someone else.',
    ]);
    expect(sectionGone.version).toBe((await getPlan(api, plan.id)).body.plan.version);
  });

  it('adds a formation for 0 minutes; it shows at the clock time of what follows', async () => {
    const formation = await api.request({
      method: 'POST',
      url: '/api/formations',
      cookie: ann.cookie,
      body: { sport: 'quadball', name: 'Zone D' },
    });
    expect(formation.status, JSON.stringify(formation.body)).toBe(201);
    const plan = await createPlan(api, ann.cookie, {
      sections: [{ name: 'Only', entries: [{ kind: 'activity', title: 'Run', durationMinutes: 10 }] }],
    });
    const after = await applyCommand(api, ann.cookie, plan.id, {
      type: 'AddItem',
      item: { kind: 'formation', formationId: formation.body.formation.id, durationMinutes: 0 },
      to: { sectionId: plan.sections[0].id },
    });
    expect(after.timing.items[1]).toMatchObject({ durationMinutes: 0, startClock: '18:10', endClock: '18:10' });
    const zero = await sendCommand(api, ann.cookie, plan.id, {
      type: 'SetItemDuration',
      itemId: after.sections[0].entries[0].id,
      durationMinutes: 0,
    });
    expect([zero.status, zero.body.error.code]).toEqual([400, 'PLAN.INVALID_DURATION']);
  });

  it('a stale If-Match is a 412; a current one applies', async () => {
    const plan = await createPlan(api, ann.cookie);
    const command = { type: 'RenameSection' as const, sectionId: plan.sections[0].id, name: 'Start' };
    const stale = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${plan.id}/commands`,
      cookie: ann.cookie,
      body: command,
      headers: { 'if-match': '"0"' },
    });
    expect([stale.status, stale.body.error.code]).toEqual([412, 'COMMAND.STALE_VERSION']);
    const fresh = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${plan.id}/commands`,
      cookie: ann.cookie,
      body: command,
      headers: { 'if-match': `"${plan.version}"` },
    });
    expect(fresh.status).toBe(200);
  });

  it('20 parallel intent commands on one plan: all applied or clearly refused, and the plan equals a replay of its events', async () => {
    const plan = await createPlan(api, ann.cookie, {
      editableByOthers: true,
      sections: [
        {
          name: 'Only',
          entries: Array.from({ length: 10 }, (_, i) => ({
            kind: 'activity' as const,
            title: `Station ${i}`,
            durationMinutes: 5,
          })),
        },
        { name: 'Other' },
      ],
    });
    const [only, other] = plan.sections;
    const items: string[] = ids(only.entries);
    const commands = [
      // 10 duration changes on 10 different items, by two coaches
      ...items.map((itemId, i) => ({
        cookie: i % 2 ? bob.cookie : ann.cookie,
        command: { type: 'SetItemDuration' as const, itemId, durationMinutes: 10 + i },
      })),
      // 4 new items into the other section
      ...Array.from({ length: 4 }, (_, i) => ({
        cookie: ann.cookie,
        command: {
          type: 'AddItem' as const,
          item: { kind: 'break' as const, durationMinutes: 3 + i },
          to: { sectionId: other.id },
        },
      })),
      // 3 moves of distinct items to the other section, 1 rename, 1 note
      ...items.slice(0, 3).map((itemId) => ({
        cookie: bob.cookie,
        command: { type: 'MoveItem' as const, itemId, to: { sectionId: other.id, index: 0 } },
      })),
      { cookie: ann.cookie, command: { type: 'RenameSection' as const, sectionId: other.id, name: 'Finish' } },
      { cookie: bob.cookie, command: { type: 'SetItemDetails' as const, itemId: items[9]!, notes: 'Bring bibs' } },
      // and one that collides with a removal: clearly refused if it loses the race, applied if it wins
      { cookie: ann.cookie, command: { type: 'RemoveItem' as const, itemId: items[8]! } },
    ];
    expect(commands).toHaveLength(20);
    const responses = await Promise.all(
      commands.map(({ cookie, command }) => sendCommand(api, cookie, plan.id, command)),
    );
    for (const response of responses) {
      expect([200, 409], JSON.stringify(response.body)).toContain(response.status);
      if (response.status === 409) expect(response.body.error.code).toMatch(/^PLAN\.|^COMMAND\./);
    }
    const applied = responses.filter((r) => r.status === 200).length;
    expect(applied).toBeGreaterThanOrEqual(19);

    const served = (await getPlan(api, plan.id, ann.cookie)).body.plan;
    const truth = await replayed(plan.id);
    expect(served.sections).toEqual(truth.sections);
    expect(served.metadata).toEqual(truth.metadata);
    const stream = await api.core.store.readStream(planStreamId(plan.id));
    expect(served.version).toBe(stream.version);
    // Every intent landed: durations of the untouched-by-removal items, the four breaks, the three moves.
    expect(truth.sections[1]!.name).toBe('Finish');
    expect(truth.sections[1]!.entries).toHaveLength(7);
    expect(served.timing.totalMinutes).toBe(
      served.timing.sections[0].totalMinutes + served.timing.sections[1].totalMinutes,
    );
  });
});
