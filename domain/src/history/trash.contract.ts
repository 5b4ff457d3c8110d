import { z } from 'zod';
import { isoDateTime, pageContract } from '../contracts/contract-kit';
import { pageNumberSchema, pageSizeSchema } from '../shared/input-ranges';

export const TRASH_ENTITY_TYPES = ['drill', 'formation', 'plan', 'board'] as const;
export const trashEntityTypeSchema = z.enum(TRASH_ENTITY_TYPES, {
  error: 'Only drills, formations, plans and boards are in the trash.',
});

export const trashItemContract = z.strictObject({
  entityType: trashEntityTypeSchema,
  entityId: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  deletedAt: isoDateTime,
  can: z.strictObject({ restore: z.boolean() }),
});
export const trashPageContract = pageContract(trashItemContract).extend({ scope: z.enum(['mine', 'everyone']) });

export const trashQuerySchema = z.object({
  scope: z.enum(['mine', 'everyone'], { error: 'Scope is mine or everyone.' }).default('mine'),
  page: pageNumberSchema(),
  pageSize: pageSizeSchema(25),
});

export type TrashItem = z.infer<typeof trashItemContract>;
export type TrashPage = z.infer<typeof trashPageContract>;
