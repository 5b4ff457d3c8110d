import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { planCommandFrom, planCommandInputSchema } from './plan-command-input';
import {
  copySections,
  dealItemsToLanes,
  defaultSectionsFor,
  itemFrom,
  positionLanesFor,
  sectionFrom,
} from './plan-input';
import {
  planItemInputSchema,
  planMetadataInputSchema,
  planMetadataPatchSchema,
  sectionInputSchema,
} from './plan.schemas';
import { allIds } from './plan-structure';
import { samplePlan } from './testing/plan.fixture';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const fieldsOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
const counter = () => {
  let n = 100;
  return () => uuid(++n);
};

describe('plan item schema', () => {
  it('accepts each kind with what it needs', () => {
    expect(planItemInputSchema.parse({ kind: 'drill', drillId: uuid(1), durationMinutes: 15 })).toMatchObject({
      kind: 'drill',
      title: '',
      notes: '',
    });
    expect(planItemInputSchema.safeParse({ kind: 'formation', formationId: uuid(2), durationMinutes: 0 }).success).toBe(
      true,
    );
    expect(planItemInputSchema.safeParse({ kind: 'break', durationMinutes: 10 }).success).toBe(true);
    expect(planItemInputSchema.safeParse({ kind: 'activity', title: 'Tag', durationMinutes: 5 }).success).toBe(true);
  });
  it('refuses durations out of range with clear messages on durationMinutes', () => {
    expect(fieldsOf(planItemInputSchema.safeParse({ kind: 'drill', drillId: uuid(1), durationMinutes: -5 }))).toEqual({
      durationMinutes: 'A duration cannot be negative.',
    });
    expect(
      fieldsOf(planItemInputSchema.safeParse({ kind: 'drill', drillId: uuid(1), durationMinutes: 10_000 })),
    ).toEqual({ durationMinutes: 'At most 600 minutes (10 hours) for one item.' });
    expect(fieldsOf(planItemInputSchema.safeParse({ kind: 'drill', drillId: uuid(1), durationMinutes: 0 }))).toEqual({
      durationMinutes: 'A drill takes at least 1 minute.',
    });
    expect(fieldsOf(planItemInputSchema.safeParse({ kind: 'break', durationMinutes: 2.5 }))).toEqual({
      durationMinutes: 'Use whole minutes.',
    });
  });
  it('refuses missing and misplaced references', () => {
    expect(fieldsOf(planItemInputSchema.safeParse({ kind: 'drill', durationMinutes: 5 }))).toEqual({
      drillId: 'Choose the drill.',
    });
    expect(fieldsOf(planItemInputSchema.safeParse({ kind: 'activity', durationMinutes: 5 }))).toEqual({
      title: 'Name the activity.',
    });
    expect(fieldsOf(planItemInputSchema.safeParse({ kind: 'break', drillId: uuid(1), durationMinutes: 5 }))).toEqual({
      drillId: 'A break does not refer to a drill.',
    });
    expect(
      fieldsOf(planItemInputSchema.safeParse({ kind: 'drill', drillId: 'not-a-uuid', durationMinutes: 5 })),
    ).toEqual({ drillId: 'Not a valid id.' });
  });
});

describe('plan metadata schemas', () => {
  it('fills defaults, sanitises the description and dedupes goals', () => {
    expect(
      planMetadataInputSchema.parse({
        name: ' Plan ',
        sport: 'soccer',
        description: '<p>Hi<script>x</script></p>',
        practiceGoals: ['recovery', 'recovery'],
      }),
    ).toEqual({
      name: 'Plan',
      sport: 'soccer',
      description: '<p>Hi</p>',
      practiceGoals: ['recovery'],
      phaseOfSeason: null,
      expectedParticipants: null,
      startTime: null,
      visibility: 'private',
      editableByOthers: false,
      teamId: null,
      scheduledDate: null,
      targetMinutes: null,
    });
  });
  it('refuses unknown enums, bad times and dates, team visibility without a team', () => {
    const bad = planMetadataInputSchema.safeParse({
      name: 'x',
      sport: 'chess',
      phaseOfSeason: 'Pre-season',
      practiceGoals: ['fun'],
      startTime: '7pm',
      scheduledDate: '2025-02-30',
    });
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual([
      'phaseOfSeason',
      'practiceGoals.0',
      'scheduledDate',
      'sport',
      'startTime',
    ]);
    expect(fieldsOf(planMetadataInputSchema.safeParse({ name: 'x', sport: 'soccer', visibility: 'team' }))).toEqual({
      visibility: 'Choose a team first: team visibility shares the plan with a team.',
    });
  });
  it('a patch names at least one known field', () => {
    expect(planMetadataPatchSchema.safeParse({}).success).toBe(false);
    expect(planMetadataPatchSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(planMetadataPatchSchema.parse({ startTime: null })).toEqual({ startTime: null });
  });
});

describe('plan command input', () => {
  const ctx = { sport: 'quadball' as const, newId: counter() };
  it('validates the union by type, strictly', () => {
    expect(planCommandInputSchema.safeParse({ type: 'Explode' }).success).toBe(false);
    expect(planCommandInputSchema.safeParse({ type: 'RemoveItem', itemId: uuid(1), extra: 1 }).success).toBe(false);
    expect(
      fieldsOf(planCommandInputSchema.safeParse({ type: 'SetItemDuration', itemId: uuid(1), durationMinutes: -1 })),
    ).toEqual({ durationMinutes: 'A duration cannot be negative.' });
    expect(
      planCommandInputSchema.safeParse({
        type: 'MoveItem',
        itemId: uuid(1),
        to: { sectionId: uuid(2), laneId: uuid(3) },
      }).success,
    ).toBe(false);
  });
  it('fills ids the client did not send and maps aliases to domain commands', () => {
    const add = planCommandFrom(
      planCommandInputSchema.parse({
        type: 'AddItem',
        item: { kind: 'break', durationMinutes: 10 },
        to: { sectionId: uuid(1) },
      }),
      ctx,
    );
    expect(add).toEqual({
      type: 'AddItem',
      data: {
        item: {
          id: expect.any(String),
          kind: 'break',
          drillId: null,
          formationId: null,
          title: 'Break',
          durationMinutes: 10,
          notes: '',
        },
        to: { sectionId: uuid(1), index: null },
      },
    });
    expect(
      planCommandFrom(
        planCommandInputSchema.parse({ type: 'MoveItemToLane', itemId: uuid(1), laneId: uuid(2), index: 0 }),
        ctx,
      ),
    ).toEqual({ type: 'MoveItem', data: { itemId: uuid(1), to: { laneId: uuid(2), index: 0 } } });
    expect(
      planCommandFrom(
        planCommandInputSchema.parse({ type: 'RenameSection', sectionId: uuid(1), name: 'Warm-up' }),
        ctx,
      ),
    ).toEqual({ type: 'SetSectionDetails', data: { sectionId: uuid(1), name: 'Warm-up' } });
  });
  it("groups into the sport's position lanes by default, dealing items in turn", () => {
    const group = planCommandFrom(
      planCommandInputSchema.parse({
        type: 'GroupIntoParallelBlock',
        sectionId: uuid(1),
        itemIds: [uuid(2), uuid(3), uuid(4), uuid(5), uuid(6)],
      }),
      ctx,
    );
    if (group.type !== 'GroupIntoParallelBlock') throw new Error('expected a group');
    expect(group.data.lanes.map((l) => [l.name, l.colour, l.positionKey, l.itemIds])).toEqual([
      ['Chasers', '#2563eb', 'chaser', [uuid(2), uuid(6)]],
      ['Beaters', '#111827', 'beater', [uuid(3)]],
      ['Keepers', '#16a34a', 'keeper', [uuid(4)]],
      ['Seekers', '#ca8a04', 'seeker', [uuid(5)]],
    ]);
  });
  it('takes given lanes with explicit items, or deals items to them', () => {
    const explicit = planCommandFrom(
      planCommandInputSchema.parse({
        type: 'GroupIntoParallelBlock',
        sectionId: uuid(1),
        itemIds: [uuid(2), uuid(3)],
        lanes: [
          { name: 'A', itemIds: [uuid(3), uuid(2)] },
          { name: 'B', colour: '#ABCDEF' },
        ],
      }),
      ctx,
    );
    if (explicit.type !== 'GroupIntoParallelBlock') throw new Error('expected a group');
    expect(explicit.data.lanes.map((l) => [l.name, l.colour, l.itemIds])).toEqual([
      ['A', '#2563eb', [uuid(3), uuid(2)]],
      ['B', '#abcdef', []],
    ]);
  });
});

describe('plan input helpers', () => {
  it('builds sections from input, making ids where missing', () => {
    const section = sectionFrom(
      sectionInputSchema.parse({
        name: 'Warm-up',
        entries: [
          { kind: 'break', durationMinutes: 5 },
          {
            kind: 'parallel',
            lanes: [{ name: 'A', colour: '#000000', items: [{ kind: 'activity', title: 'Run', durationMinutes: 5 }] }],
          },
        ],
      }),
      counter(),
    );
    expect(allIds([section]).size).toBe(5);
    expect(
      itemFrom(
        planItemInputSchema.parse({ kind: 'activity', title: 'Tag', durationMinutes: 5, drillId: null }),
        counter(),
      ),
    ).toMatchObject({ drillId: null, title: 'Tag' });
  });
  it('default sections come from the sport pack, lanes from its positions', () => {
    expect(defaultSectionsFor('soccer', counter()).map((s) => s.name)).toEqual([
      'Warm-up',
      'Technical',
      'Tactical',
      'Small-sided games',
      'Cool-down',
    ]);
    expect(positionLanesFor('soccer', counter()).map((l) => l.name)).toEqual([
      'Goalkeepers',
      'Defenders',
      'Midfielders',
      'Forwards',
    ]);
    expect(dealItemsToLanes([{ id: 'a', name: 'A', colour: '#000000', positionKey: null }], ['x', 'y'])).toEqual([
      { id: 'a', name: 'A', colour: '#000000', positionKey: null, itemIds: ['x', 'y'] },
    ]);
  });
  it('a copy shares no id with the original', () => {
    const original = samplePlan();
    const copy = copySections(original, counter());
    const originalIds = allIds(original);
    expect([...allIds(copy)].some((id) => originalIds.has(id))).toBe(false);
    expect(allIds(copy).size).toBe(originalIds.size);
  });
});
