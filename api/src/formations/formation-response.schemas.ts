import { FORMATION_TYPES, SPORT_IDS, VISIBILITIES } from '@sideline/domain';
import { z } from 'zod';

/** Response shapes, for /api/docs only (responses are built from typed read models, not parsed). */
const votes = z.object({ up: z.number().int(), down: z.number().int(), score: z.number().int() });
const vote = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

export const formationSummarySchema = z.object({
  id: z.string(),
  sport: z.enum(SPORT_IDS),
  name: z.string(),
  briefDescription: z.string(),
  tags: z.array(z.string()),
  formationType: z.enum(FORMATION_TYPES),
  courtTemplateId: z.string().describe('the court the diagram starts from (one of the sport pack’s templates)'),
  visibility: z.enum(VISIBILITIES),
  ownerId: z.string(),
  ownerName: z.string(),
  votes,
  myVote: vote,
  usedInPlanCount: z.number().int().describe('practice plans that use it (0 until plans reference formations)'),
  diagramVersionCount: z.number().int().describe('stored diagram versions'),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601; diagram edits move it too'),
});

export const formationDetailSchema = formationSummarySchema.extend({
  detailedDescription: z.string().describe('sanitised HTML'),
  editableByOthers: z.boolean(),
  deleted: z.boolean(),
  version: z.number().int().describe('the details version, also the ETag: send it back as If-Match. Diagram edits do not change it'),
  duplicatedFrom: z.object({ id: z.string(), name: z.string() }).nullable().describe('the original, when this is a copy you may open'),
  documentName: z.string().describe('the diagram’s collab document (formation:<id>): open it with a token from POST /api/collab/token'),
  permissions: z.object({
    canEdit: z.boolean().describe('change the details and draw on the diagram'),
    canChangeVisibility: z.boolean().describe('change visibility and editable-by-others (owner, team admins, site admins)'),
    canDelete: z.boolean(),
    canRestore: z.boolean(),
    canEngage: z.boolean().describe('vote, comment'),
    canDuplicate: z.boolean(),
  }),
});

export const formationResponseSchema = z.object({ formation: formationDetailSchema });

export const formationListResponseSchema = z.object({
  items: z.array(formationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  searchMode: z.enum(['fulltext', 'fuzzy']).nullable().describe('fuzzy: full text found nothing, so the closest known words were searched'),
});

export const formationTagsResponseSchema = z.object({ items: z.array(z.object({ value: z.string(), count: z.number().int() })) });

export const formationVoteResponseSchema = z.object({ votes, myVote: vote });

export const formationHistoryResponseSchema = z.object({
  items: z.array(
    z.object({
      version: z.number().int().describe('stream version of the (last) event of this entry'),
      type: z.string(),
      at: z.string(),
      actorId: z.string().nullable(),
      actorName: z.string(),
      summary: z.string(),
      changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })).optional(),
    }),
  ),
});

export const formationVersionSchema = z.object({
  version: z.number(),
  kind: z.enum(['update', 'restore']),
  at: z.string(),
  editors: z.array(z.object({ id: z.string(), name: z.string() })),
  restoredFrom: z.number().nullable(),
});
