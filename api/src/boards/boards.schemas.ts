import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0'], { error: 'Use true or false.' }).transform((v) => v === 'true' || v === '1');

export const boardListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** only boards I own, unlisted ones included */
  mine: bool.optional(),
  teamId: z.uuid({ error: 'Not a valid team id.' }).optional(),
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1, 'Pages start at 1.').max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'Page size must be a number.' }).int().min(1).max(100, 'At most 100 per page.').default(24),
});
export type BoardListQuery = z.output<typeof boardListQuerySchema>;

export const versionParamSchema = z.object({
  version: z.coerce.number({ error: 'Versions are numbers.' }).int('Versions are whole numbers.').min(1, 'Versions start at 1.').max(2_147_483_647),
});

const visibility = z.enum(['public', 'unlisted', 'private', 'team']);

export const boardSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  courtTemplateId: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  teamId: z.string().nullable(),
  visibility,
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  versionCount: z.number(),
  /** the collab document to open with a token from POST /api/collab/token */
  documentName: z.string(),
  /** what the asking user may do, from the one policy (the UI hides the rest) */
  can: z.object({ edit: z.boolean(), delete: z.boolean(), restore: z.boolean(), share: z.boolean() }),
});

export const boardPageSchema = z.object({ items: z.array(boardSchema), total: z.number(), page: z.number(), pageSize: z.number(), pageCount: z.number() });

export const shareLinkSchema = z.object({
  id: z.string(),
  mode: z.enum(['view', 'edit']),
  token: z.string(),
  url: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const boardVersionSchema = z.object({
  version: z.number(),
  kind: z.enum(['update', 'restore']),
  at: z.string(),
  editors: z.array(z.object({ id: z.string(), name: z.string() })),
  /** edits by visitors who came with an edit link and were not signed in */
  guestEdits: z.boolean(),
  restoredFrom: z.number().nullable(),
});
