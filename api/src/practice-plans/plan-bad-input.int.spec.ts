import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import {
  applyCommand,
  createDrill,
  createPlan,
  planInput,
  sendCommand,
  signUpUser,
  type PlanBody,
} from './testing/plan-fixtures';

describe.each(databaseTargets())('practice plans refuse bad input, storing nothing, on $name', (target) => {
  let api: TestApi;
  let ann: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  let plan: PlanBody;
  let blockLane: string;
  let itemInLane: string;
  let single: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    ann = await signUpUser(api, 'ann@example.com', 'Ann');
    bob = await signUpUser(api, 'bob@example.com', 'Bob');
    plan = await createPlan(api, ann.cookie, {
      sections: [
        {
          name: 'One',
          entries: [
            { kind: 'break', durationMinutes: 5 },
            {
              kind: 'parallel',
              lanes: [
                { name: 'A', colour: '#000000', items: [{ kind: 'activity', title: 'Run', durationMinutes: 5 }] },
                { name: 'B', colour: '#111111' },
              ],
            },
          ],
        },
        { name: 'Two', entries: [{ kind: 'activity', title: 'Elsewhere', durationMinutes: 5 }] },
      ],
    });
    single = plan.sections[0].entries[0].id;
    blockLane = plan.sections[0].entries[1].lanes[0].id;
    itemInLane = plan.sections[0].entries[1].lanes[0].items[0].id;
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  /** Sends a command that must fail with this status and code, and checks no event was stored. */
  async function refused(
    command: Parameters<typeof sendCommand>[3],
    status: number,
    code: string,
    cookie = ann.cookie,
  ) {
    const before = await eventCount(api.core);
    const response = await sendCommand(api, cookie, plan.id, command);
    expect([response.status, response.body.error?.code], JSON.stringify(response.body)).toEqual([status, code]);
    expect(await eventCount(api.core)).toBe(before);
    return response.body.error;
  }

  it('durations: negative, zero (but for formations), fractional and 10,000 minutes', async () => {
    const negative = await refused(
      { type: 'SetItemDuration', itemId: single, durationMinutes: -5 },
      400,
      'REQUEST.INVALID_BODY',
    );
    expect(negative.details.fields).toEqual({ durationMinutes: ['A duration cannot be negative.'] });
    const huge = await refused(
      { type: 'SetItemDuration', itemId: single, durationMinutes: 10_000 },
      400,
      'REQUEST.INVALID_BODY',
    );
    expect(huge.details.fields.durationMinutes[0]).toMatch(/At most 600 minutes/);
    await refused({ type: 'SetItemDuration', itemId: single, durationMinutes: 0 }, 400, 'PLAN.INVALID_DURATION');
    await refused({ type: 'SetItemDuration', itemId: single, durationMinutes: 7.5 }, 400, 'REQUEST.INVALID_BODY');
    const added = await refused(
      { type: 'AddItem', item: { kind: 'break', durationMinutes: 10_000 }, to: { sectionId: plan.sections[1].id } },
      400,
      'REQUEST.INVALID_BODY',
    );
    expect(Object.keys(added.details.fields)).toEqual(['item.durationMinutes']);
    const create = await api.request({
      method: 'POST',
      url: '/api/practice-plans',
      cookie: ann.cookie,
      body: planInput({
        sections: [{ name: 'X', entries: [{ kind: 'drill', drillId: crypto.randomUUID(), durationMinutes: -1 }] }],
      }),
    });
    expect([create.status, Object.keys(create.body.error.details.fields)]).toEqual([
      400,
      ['sections.0.entries.0.durationMinutes'],
    ]);
  });

  it('a drill the user cannot see (private to someone else, deleted, unknown): 400 PLAN.DRILL_NOT_AVAILABLE', async () => {
    const secret = await createDrill(api, bob.cookie, { name: 'Bob private', visibility: 'private' });
    const gone = await createDrill(api, ann.cookie, { name: 'Gone' });
    await api.request({ method: 'DELETE', url: `/api/drills/${gone.id}`, cookie: ann.cookie });
    for (const drillId of [secret.id, gone.id, crypto.randomUUID()]) {
      const error = await refused(
        {
          type: 'AddItem',
          item: { kind: 'drill', drillId, durationMinutes: 10 },
          to: { sectionId: plan.sections[1].id },
        },
        400,
        'PLAN.DRILL_NOT_AVAILABLE',
      );
      expect(error.details.fields.drillId).toHaveLength(1);
    }
    const before = await eventCount(api.core);
    const create = await api.request({
      method: 'POST',
      url: '/api/practice-plans',
      cookie: ann.cookie,
      body: planInput({
        sections: [{ name: 'X', entries: [{ kind: 'drill', drillId: secret.id, durationMinutes: 10 }] }],
      }),
    });
    expect([create.status, create.body.error.code]).toEqual([400, 'PLAN.DRILL_NOT_AVAILABLE']);
    expect(await eventCount(api.core)).toBe(before);
    // Bob may use his own private drill in his own plan.
    const own = await createPlan(api, bob.cookie, {
      sections: [{ name: 'X', entries: [{ kind: 'drill', drillId: secret.id, durationMinutes: 10 }] }],
    });
    expect(own.drills[secret.id]).toMatchObject({ available: true });
  });

  it('a formation that does not exist or is private to someone else: 400 PLAN.FORMATION_NOT_AVAILABLE', async () => {
    const secret = await api.request({
      method: 'POST',
      url: '/api/formations',
      cookie: bob.cookie,
      body: { sport: 'quadball', name: 'Bob set piece', visibility: 'private' },
    });
    expect(secret.status, JSON.stringify(secret.body)).toBe(201);
    for (const formationId of [secret.body.formation.id, crypto.randomUUID()]) {
      await refused(
        {
          type: 'AddItem',
          item: { kind: 'formation', formationId, durationMinutes: 0 },
          to: { sectionId: plan.sections[1].id },
        },
        400,
        'PLAN.FORMATION_NOT_AVAILABLE',
      );
    }
  });

  it('a lane, section, block or item that does not exist: 409 with the part named', async () => {
    await refused({ type: 'MoveItemToLane', itemId: single, laneId: crypto.randomUUID() }, 409, 'PLAN.LANE_NOT_FOUND');
    await refused(
      { type: 'AddItem', item: { kind: 'break', durationMinutes: 5 }, to: { laneId: crypto.randomUUID() } },
      409,
      'PLAN.LANE_NOT_FOUND',
    );
    await refused({ type: 'RenameLane', laneId: crypto.randomUUID(), name: 'X' }, 409, 'PLAN.LANE_NOT_FOUND');
    await refused({ type: 'Ungroup', blockId: crypto.randomUUID() }, 409, 'PLAN.BLOCK_NOT_FOUND');
    await refused({ type: 'RemoveItem', itemId: crypto.randomUUID() }, 409, 'PLAN.ITEM_NOT_FOUND');
    await refused(
      { type: 'ReorderSection', sectionId: crypto.randomUUID(), toIndex: 0 },
      409,
      'PLAN.SECTION_NOT_FOUND',
    );
  });

  it('an item in two blocks, items of another section, a bad lane assignment', async () => {
    await refused(
      { type: 'GroupIntoParallelBlock', sectionId: plan.sections[0].id, itemIds: [itemInLane] },
      409,
      'PLAN.ITEM_ALREADY_IN_BLOCK',
    );
    await refused(
      { type: 'GroupIntoParallelBlock', sectionId: plan.sections[0].id, itemIds: [plan.sections[1].entries[0].id] },
      400,
      'PLAN.ITEM_NOT_IN_SECTION',
    );
    await refused(
      {
        type: 'GroupIntoParallelBlock',
        sectionId: plan.sections[0].id,
        itemIds: [single],
        lanes: [
          { name: 'A', itemIds: [] },
          { name: 'B', itemIds: [] },
        ],
      },
      400,
      'PLAN.LANE_ASSIGNMENT',
    );
    await refused({ type: 'RemoveLane', laneId: blockLane, moveItemsTo: blockLane }, 400, 'PLAN.LANE_ASSIGNMENT');
    await refused(
      {
        type: 'AddItem',
        item: { id: single, kind: 'break', durationMinutes: 5 },
        to: { sectionId: plan.sections[1].id },
      },
      409,
      'PLAN.DUPLICATE_ID',
    );
  });

  it('malformed commands: unknown type, extra fields, both a section and a lane, bad ids, team visibility without a team', async () => {
    await refused({ type: 'Explode' } as never, 400, 'REQUEST.INVALID_BODY');
    await refused({ type: 'RemoveItem', itemId: single, reason: 'x' } as never, 400, 'REQUEST.INVALID_BODY');
    await refused(
      { type: 'MoveItem', itemId: single, to: { sectionId: plan.sections[1].id, laneId: blockLane } } as never,
      400,
      'REQUEST.INVALID_BODY',
    );
    await refused({ type: 'RemoveItem', itemId: 'not-a-uuid' }, 400, 'REQUEST.INVALID_BODY');
    await refused({ type: 'SetPlanMetadata', changes: { visibility: 'team' } }, 400, 'PLAN.TEAM_REQUIRED');
    await refused({ type: 'SetPlanMetadata', changes: {} }, 400, 'REQUEST.INVALID_BODY');
    await refused({ type: 'RecolourLane', laneId: blockLane, colour: 'red' }, 400, 'REQUEST.INVALID_BODY');
  });

  it('strangers and visitors change nothing; sharing changes need the owner', async () => {
    await refused({ type: 'RemoveItem', itemId: single }, 403, 'POLICY.FORBIDDEN', bob.cookie);
    const response = await api.request({
      method: 'POST',
      url: `/api/practice-plans/${plan.id}/commands`,
      body: { type: 'RemoveItem', itemId: single },
    });
    expect(response.status).toBe(401);
    const shared = await createPlan(api, ann.cookie, { editableByOthers: true });
    await applyCommand(api, bob.cookie, shared.id, {
      type: 'RenameSection',
      sectionId: shared.sections[0].id,
      name: 'Bob was here',
    });
    const before = await eventCount(api.core);
    const lockOut = await sendCommand(api, bob.cookie, shared.id, {
      type: 'SetPlanMetadata',
      changes: { visibility: 'private' },
    });
    expect([lockOut.status, lockOut.body.error.code]).toEqual([403, 'POLICY.FORBIDDEN']);
    expect(await eventCount(api.core)).toBe(before);
  });
});
