import { z } from 'zod';
import { entityIdSchema } from '../content/content.schemas';
import type { SportId } from '../sports';
import {
  CUSTOM_LANE_COLOURS,
  dealItemsToLanes,
  itemFrom,
  positionLanesFor,
  sectionFrom,
  type NewId,
} from './plan-input';
import { assertNever } from '../shared/events';
import type { ItemTarget, LaneSpec } from './plan.model';
import type { PlanEditCommand } from './plan.commands';
import {
  durationSchema,
  itemNotesSchema,
  itemTitleSchema,
  laneNameSchema,
  planItemInputSchema,
  planMetadataPatchSchema,
  positionKeySchema,
  sectionGoalsSchema,
  sectionInputSchema,
  sectionNameSchema,
  sectionNotesSchema,
  targetMinutesSchema,
} from './plan.schemas';
import { PLAN_LIMITS, laneColourSchema } from './plan-vocabulary';

/**
 * The editor's commands as JSON (`POST /api/practice-plans/:id/commands`): one discriminated union on `type`,
 * validated by the API and by the editor before sending. Ids of new things are optional: send your own (a UUID) to
 * refer to the new item at once, or let the server make one.
 */
const index = z
  .number({ error: 'An index is a whole number from 0.' })
  .int('An index is a whole number from 0.')
  .min(0, 'An index is a whole number from 0.')
  .nullable()
  .default(null);
const id = entityIdSchema;

export const itemTargetInputSchema = z.union(
  [z.strictObject({ sectionId: id, index }), z.strictObject({ laneId: id, index })],
  { error: 'Say where: {sectionId, index?} or {laneId, index?}.' },
);

const laneInput = z.strictObject({
  id: id.optional(),
  name: laneNameSchema,
  colour: laneColourSchema.optional(),
  positionKey: positionKeySchema.optional(),
});

const command = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape });

export const planCommandInputSchema = z.discriminatedUnion(
  'type',
  [
    command('SetPlanMetadata', { changes: planMetadataPatchSchema }),
    command('AddSection', { section: sectionInputSchema, index }),
    command('SetSectionDetails', {
      sectionId: id,
      name: sectionNameSchema.optional(),
      goals: sectionGoalsSchema.optional(),
      notes: sectionNotesSchema.optional(),
      targetMinutes: targetMinutesSchema.nullable().optional(),
    }),
    command('RenameSection', { sectionId: id, name: sectionNameSchema }),
    command('ReorderSection', {
      sectionId: id,
      toIndex: z.number().int().min(0, 'An index is a whole number from 0.'),
    }),
    command('RemoveSection', { sectionId: id }),
    command('AddItem', { item: planItemInputSchema, to: itemTargetInputSchema }),
    command('MoveItem', { itemId: id, to: itemTargetInputSchema }),
    command('MoveItemToLane', { itemId: id, laneId: id, index }),
    command('SetItemDuration', { itemId: id, durationMinutes: durationSchema }),
    command('SetItemDetails', { itemId: id, title: itemTitleSchema.optional(), notes: itemNotesSchema.optional() }),
    command('RemoveItem', { itemId: id }),
    command('GroupIntoParallelBlock', {
      blockId: id.optional(),
      sectionId: id,
      itemIds: z.array(id).max(PLAN_LIMITS.entriesPerSection),
      /** omitted: one lane per position of the plan's sport; without itemIds the items are dealt to lanes in turn */
      lanes: z
        .array(laneInput.extend({ itemIds: z.array(id).optional() }))
        .min(1, 'A parallel block needs at least one lane.')
        .max(PLAN_LIMITS.lanesPerBlock, `At most ${PLAN_LIMITS.lanesPerBlock} lanes.`)
        .optional(),
      index,
    }),
    command('AddLane', { blockId: id, lane: laneInput, index }),
    command('RenameLane', { laneId: id, name: laneNameSchema }),
    command('RecolourLane', { laneId: id, colour: laneColourSchema }),
    command('RemoveLane', { laneId: id, moveItemsTo: id.nullable().default(null) }),
    command('Ungroup', { blockId: id }),
  ],
  { error: 'Unknown command type.' },
);
export type PlanCommandInput = z.input<typeof planCommandInputSchema>;
export type PlanCommandFields = z.output<typeof planCommandInputSchema>;
export const PLAN_COMMAND_TYPES = planCommandInputSchema.options.map((o) => o.shape.type.value);

/** What turning input into a command needs to know of the plan: its sport (position lanes). */
export interface CommandContext {
  sport: SportId;
  newId: NewId;
}

const target = (
  to: { sectionId: string; index: number | null } | { laneId: string; index: number | null },
): ItemTarget =>
  'laneId' in to ? { laneId: to.laneId, index: to.index } : { sectionId: to.sectionId, index: to.index };

function lanesFor(
  input: Extract<PlanCommandFields, { type: 'GroupIntoParallelBlock' }>,
  ctx: CommandContext,
): LaneSpec[] {
  if (!input.lanes) return dealItemsToLanes(positionLanesFor(ctx.sport, ctx.newId), input.itemIds);
  const lanes = input.lanes.map((lane, i) => ({
    id: lane.id ?? ctx.newId(),
    name: lane.name,
    colour: lane.colour ?? CUSTOM_LANE_COLOURS[i % CUSTOM_LANE_COLOURS.length]!,
    positionKey: lane.positionKey ?? null,
  }));
  // Either every lane says which items it takes, or the items are dealt in turn.
  if (input.lanes.some((lane) => lane.itemIds !== undefined))
    return lanes.map((lane, i) => ({ ...lane, itemIds: input.lanes![i]!.itemIds ?? [] }));
  return dealItemsToLanes(lanes, input.itemIds);
}

/** Validated input → the domain command, with new ids made where the client sent none. */
export function planCommandFrom(input: PlanCommandFields, ctx: CommandContext): PlanEditCommand {
  switch (input.type) {
    case 'SetPlanMetadata':
      return { type: 'SetPlanMetadata', data: { changes: input.changes } };
    case 'AddSection':
      return { type: 'AddSection', data: { section: sectionFrom(input.section, ctx.newId), index: input.index } };
    case 'SetSectionDetails': {
      const { type: _type, ...data } = input;
      return { type: 'SetSectionDetails', data };
    }
    case 'RenameSection':
      return { type: 'SetSectionDetails', data: { sectionId: input.sectionId, name: input.name } };
    case 'ReorderSection':
      return { type: 'ReorderSection', data: { sectionId: input.sectionId, toIndex: input.toIndex } };
    case 'RemoveSection':
      return { type: 'RemoveSection', data: { sectionId: input.sectionId } };
    case 'AddItem':
      return { type: 'AddItem', data: { item: itemFrom(input.item, ctx.newId), to: target(input.to) } };
    case 'MoveItem':
      return { type: 'MoveItem', data: { itemId: input.itemId, to: target(input.to) } };
    case 'MoveItemToLane':
      return { type: 'MoveItem', data: { itemId: input.itemId, to: { laneId: input.laneId, index: input.index } } };
    case 'SetItemDuration':
      return { type: 'SetItemDuration', data: { itemId: input.itemId, durationMinutes: input.durationMinutes } };
    case 'SetItemDetails': {
      const { type: _type, ...data } = input;
      return { type: 'SetItemDetails', data };
    }
    case 'RemoveItem':
      return { type: 'RemoveItem', data: { itemId: input.itemId } };
    case 'GroupIntoParallelBlock':
      return {
        type: 'GroupIntoParallelBlock',
        data: {
          blockId: input.blockId ?? ctx.newId(),
          sectionId: input.sectionId,
          itemIds: input.itemIds,
          lanes: lanesFor(input, ctx),
          index: input.index,
        },
      };
    case 'AddLane': {
      const { lane } = input;
      return {
        type: 'AddLane',
        data: {
          blockId: input.blockId,
          lane: {
            id: lane.id ?? ctx.newId(),
            name: lane.name,
            colour: lane.colour ?? CUSTOM_LANE_COLOURS[0],
            positionKey: lane.positionKey ?? null,
          },
          index: input.index,
        },
      };
    }
    case 'RenameLane':
      return { type: 'RenameLane', data: { laneId: input.laneId, name: input.name } };
    case 'RecolourLane':
      return { type: 'RecolourLane', data: { laneId: input.laneId, colour: input.colour } };
    case 'RemoveLane':
      return { type: 'RemoveLane', data: { laneId: input.laneId, moveItemsTo: input.moveItemsTo } };
    case 'Ungroup':
      return { type: 'Ungroup', data: { blockId: input.blockId } };
    default:
      return assertNever(input, 'plan command input');
  }
}
