import { COMPLEXITIES, SPORT_IDS, VISIBILITIES } from '@sideline/domain';
import { z } from 'zod';

/** Response shapes, for /api/docs only (responses are built from typed read models, not parsed). */
const votes = z.object({ up: z.number().int(), down: z.number().int(), score: z.number().int() });
const vote = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

export const drillRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.enum(SPORT_IDS),
  briefDescription: z.string(),
  variationOf: z.string().nullable(),
});

export const drillSummarySchema = drillRefSchema.extend({
  skillLevels: z.array(z.string()),
  complexity: z.enum(COMPLEXITIES).nullable(),
  lengthMin: z.number().int(),
  lengthMax: z.number().int(),
  playersMin: z.number().int(),
  playersMax: z.number().int().nullable().describe('null: no upper limit'),
  skills: z.array(z.string()),
  positions: z.array(z.string()).describe('position ids of the sport pack'),
  drillTypes: z.array(z.string()),
  hasVideo: z.boolean(),
  diagramCount: z.number().int(),
  visibility: z.enum(VISIBILITIES),
  ownerId: z.string(),
  ownerName: z.string(),
  votes,
  myVote: vote,
  usageCount: z.number().int(),
  variationCount: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});

export const drillDetailSchema = drillSummarySchema.extend({
  detailedDescription: z.string().describe('sanitised HTML'),
  videoUrl: z.string().nullable(),
  videoEmbedUrl: z.string().nullable().describe('YouTube (no-cookie) or Vimeo player URL'),
  diagrams: z.array(z.object({ id: z.string(), title: z.string(), courtTemplateId: z.string().nullable(), elements: z.array(z.record(z.string(), z.unknown())), files: z.record(z.string(), z.unknown()) })),
  editableByOthers: z.boolean(),
  deleted: z.boolean(),
  version: z.number().int().describe('also sent as the ETag; send it back as If-Match'),
  permissions: z.object({ canEdit: z.boolean(), canDelete: z.boolean(), canRestore: z.boolean(), canEngage: z.boolean() }),
  family: z.object({ parent: drillRefSchema.nullable(), variations: z.array(drillRefSchema) }),
});

export const drillResponseSchema = z.object({ drill: drillDetailSchema });

export const drillListResponseSchema = z.object({
  items: z.array(drillSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  searchMode: z.enum(['fulltext', 'fuzzy']).nullable().describe('fuzzy: full text found nothing, so trigram similarity was used'),
});

const facet = z.array(z.object({ value: z.string(), count: z.number().int() }));
const range = z.object({ min: z.number().int(), max: z.number().int() });
export const filterOptionsResponseSchema = z.object({ skillLevels: facet, complexity: facet, skills: facet, positions: facet, drillTypes: facet, players: range, length: range });

export const skillSuggestionsResponseSchema = z.object({ items: z.array(z.object({ skill: z.string(), count: z.number().int(), fromPack: z.boolean() })) });

export const voteResponseSchema = z.object({ votes, myVote: vote });

export const drillHistoryResponseSchema = z.object({
  items: z.array(
    z.object({
      version: z.number().int(),
      type: z.string(),
      at: z.string(),
      actorId: z.string().nullable(),
      actorName: z.string(),
      summary: z.string(),
      changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })).optional(),
    }),
  ),
});
