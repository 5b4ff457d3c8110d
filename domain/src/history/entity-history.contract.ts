import { z } from 'zod';
import { isoDateTime } from '../contracts/contract-kit';

/** The history endpoints: `/api/history/:entityType/:entityId…` (entity types: see HISTORY_ENTITY_TYPES). */
export const HISTORY_ENTITY_TYPES = ['drill', 'plan', 'formation', 'board', 'team', 'user', 'season'] as const;
export type HistoryEntityType = string;

const readableValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const fieldDiffContract = z.discriminatedUnion('kind', [
  z.strictObject({
    field: z.string(),
    label: z.string(),
    kind: z.literal('value'),
    from: readableValue,
    to: readableValue,
  }),
  z.strictObject({ field: z.string(), label: z.string(), kind: z.literal('text'), from: z.string(), to: z.string() }),
  z.strictObject({
    field: z.string(),
    label: z.string(),
    kind: z.literal('list'),
    added: z.array(z.string()),
    removed: z.array(z.string()),
    moved: z.array(z.string()),
    changed: z.array(z.strictObject({ from: z.string(), to: z.string() })),
  }),
]);

export const readableFieldContract = z.discriminatedUnion('kind', [
  z.strictObject({ key: z.string(), kind: z.literal('value'), label: z.string(), value: readableValue }),
  z.strictObject({ key: z.string(), kind: z.literal('text'), label: z.string(), text: z.string() }),
  z.strictObject({
    key: z.string(),
    kind: z.literal('list'),
    label: z.string(),
    entries: z.array(z.strictObject({ key: z.string(), label: z.string() })),
  }),
]);

/** One version: the event that made it, who, when, under which command, and what it changed (field labels). */
export const entityVersionContract = z.strictObject({
  version: z.number().int(),
  type: z.string().describe('the event type'),
  at: isoDateTime,
  actorId: z.string().nullable(),
  actorName: z.string(),
  commandId: z.string().nullable().describe('events stored by one command share it'),
  summary: z.string(),
  changed: z.array(z.string()).describe('labels of the fields this version changed'),
});

export const entityHistoryContract = z.strictObject({
  entityType: z.string(),
  entityId: z.string(),
  name: z.string(),
  currentVersion: z.number().int(),
  /** newest first: at most HISTORY_PAGE_SIZE of them, below `before` when the request named one */
  versions: z.array(entityVersionContract),
  /** ask again with `?before=` this for the older versions; null when these reach the first one */
  olderBefore: z.number().int().nullable(),
  can: z.strictObject({ restore: z.boolean() }),
});

/** Versions per answer of a history: a long-lived plan has thousands, each described with what it changed. */
export const HISTORY_PAGE_SIZE = 100;

/** `?before=`: the versions older than this one (a stream version), for the next page of a history. */
export const historyPageQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'before is a version number.' })
    .int('Versions are whole numbers.')
    .min(1, 'Versions start at 1.')
    .max(2_147_483_647, 'There is no such version.')
    .optional(),
});

export const historyDiffContract = z.strictObject({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(fieldDiffContract),
});

export const entityAtVersionContract = z.strictObject({
  version: z.number().int(),
  at: isoDateTime.nullable(),
  fields: z.array(readableFieldContract),
});

export const historyRestoreContract = z.strictObject({
  restoredTo: z.number().int(),
  /** the stream version after the restore (unchanged when nothing differed) */
  version: z.number().int(),
  eventTypes: z.array(z.string()),
  /** what was left as it is, and why (a team's member whose account is deleted is not added back…) */
  notes: z.array(z.string()),
});

/** Who added and who last changed each part (plan items and sections, diagram elements). */
export const attributionContract = z.strictObject({
  parts: z.record(
    z.string(),
    z.strictObject({
      label: z.string(),
      addedBy: z.string(),
      addedAt: isoDateTime,
      changedBy: z.string(),
      changedAt: isoDateTime,
    }),
  ),
});

export const restoreVersionBodySchema = z.object({
  version: z
    .number({ error: 'Say which version to restore.' })
    .int('Versions are whole numbers.')
    .min(1, 'Versions start at 1.'),
});

export type FieldDiffResponse = z.infer<typeof fieldDiffContract>;
export type EntityHistory = z.infer<typeof entityHistoryContract>;
export type EntityVersion = z.infer<typeof entityVersionContract>;
export type HistoryDiff = z.infer<typeof historyDiffContract>;
export type EntityAtVersion = z.infer<typeof entityAtVersionContract>;
export type HistoryRestore = z.infer<typeof historyRestoreContract>;
export type Attribution = z.infer<typeof attributionContract>;
