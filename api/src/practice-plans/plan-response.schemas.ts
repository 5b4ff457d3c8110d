import { DRAFT_STEPS, PHASES_OF_SEASON, PLAN_ITEM_KINDS, PRACTICE_GOALS, SPORT_IDS, VISIBILITIES, WIZARD_STEPS } from '@sideline/domain';
import { z } from 'zod';

/** Response shapes, for /api/docs only (responses are built from typed read models, not parsed). */
const votes = z.object({ up: z.number().int(), down: z.number().int(), score: z.number().int() });
const vote = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
const clock = z.string().nullable().describe('"HH:MM" when the plan has a start time');

export const planSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.enum(SPORT_IDS),
  descriptionPlain: z.string(),
  phaseOfSeason: z.enum(PHASES_OF_SEASON).nullable(),
  practiceGoals: z.array(z.enum(PRACTICE_GOALS)),
  expectedParticipants: z.number().int().nullable(),
  startTime: z.string().nullable(),
  totalMinutes: z.number().int().describe('from planTiming'),
  targetMinutes: z.number().int().nullable(),
  sectionCount: z.number().int(),
  itemCount: z.number().int(),
  drillCount: z.number().int(),
  visibility: z.enum(VISIBILITIES),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  teamId: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  votes,
  myVote: vote,
  deleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const planListResponseSchema = z.object({
  items: z.array(planSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  searchMode: z.enum(['fulltext', 'fuzzy']).nullable(),
});

const item = z.object({ id: z.string(), kind: z.enum(PLAN_ITEM_KINDS), drillId: z.string().nullable(), formationId: z.string().nullable(), title: z.string(), durationMinutes: z.number().int(), notes: z.string() });
const lane = z.object({ id: z.string(), name: z.string(), colour: z.string(), positionKey: z.string().nullable(), items: z.array(item) });
const block = z.object({ kind: z.literal('parallel'), id: z.string(), lanes: z.array(lane) });
const section = z.object({ id: z.string(), name: z.string(), goals: z.array(z.string()), notes: z.string(), targetMinutes: z.number().int().nullable(), entries: z.array(z.union([item, block])) });

export const planTimingSchema = z.object({
  totalMinutes: z.number().int(),
  targetMinutes: z.number().int().nullable(),
  startClock: clock,
  endClock: clock,
  crossesMidnight: z.boolean(),
  sections: z.array(z.object({ sectionId: z.string(), startMinute: z.number(), endMinute: z.number(), totalMinutes: z.number(), startClock: clock, endClock: clock, targetMinutes: z.number().nullable(), unfilledMinutes: z.number().nullable() })),
  blocks: z.array(z.object({ blockId: z.string(), sectionId: z.string(), startMinute: z.number(), endMinute: z.number(), lengthMinutes: z.number(), startClock: clock, endClock: clock, lanes: z.array(z.object({ laneId: z.string(), name: z.string(), totalMinutes: z.number(), idleMinutes: z.number() })) })),
  items: z.array(z.object({ itemId: z.string(), sectionId: z.string(), blockId: z.string().nullable(), laneId: z.string().nullable(), durationMinutes: z.number(), startMinute: z.number(), endMinute: z.number(), startClock: clock, endClock: clock, dayOffset: z.number().int() })),
  warnings: z.array(z.object({ blockId: z.string(), sectionId: z.string(), laneId: z.string(), laneName: z.string(), laneMinutes: z.number(), blockMinutes: z.number(), shortByMinutes: z.number(), longestLaneId: z.string(), longestLaneName: z.string(), message: z.string() })),
});

export const planDetailSchema = z.object({
  id: z.string(),
  version: z.number().int().describe('also the ETag'),
  ownerId: z.string(),
  ownerName: z.string(),
  metadata: z.object({
    name: z.string(), description: z.string().describe('sanitised HTML'), sport: z.enum(SPORT_IDS), phaseOfSeason: z.enum(PHASES_OF_SEASON).nullable(), practiceGoals: z.array(z.enum(PRACTICE_GOALS)),
    expectedParticipants: z.number().int().nullable(), startTime: z.string().nullable(), visibility: z.enum(VISIBILITIES), editableByOthers: z.boolean(), teamId: z.string().nullable(),
    scheduledDate: z.string().nullable(), targetMinutes: z.number().int().nullable(),
  }),
  sections: z.array(section),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  deleted: z.boolean(),
  copiedFrom: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  votes,
  myVote: vote,
  timing: planTimingSchema,
  drills: z.record(z.string(), z.object({ id: z.string(), available: z.boolean(), name: z.string().optional(), sport: z.enum(SPORT_IDS).optional(), briefDescription: z.string().optional(), variationOf: z.string().nullable().optional() })),
  permissions: z.object({ canEdit: z.boolean(), canDelete: z.boolean(), canRestore: z.boolean(), canPublish: z.boolean(), canEngage: z.boolean(), canDuplicate: z.boolean() }),
  undo: z.object({ canUndo: z.boolean(), canRedo: z.boolean(), undoLabel: z.string().nullable(), redoLabel: z.string().nullable() }),
  documentName: z.string().describe('the collab presence room: plan:<id>'),
});

export const planResponseSchema = z.object({ plan: planDetailSchema });
export const planCommandResponseSchema = z.object({ changed: z.boolean(), version: z.number().int(), plan: planDetailSchema });
export const planUndoResponseSchema = z.object({ label: z.string(), version: z.number().int(), plan: planDetailSchema });

export const planHistoryResponseSchema = z.object({
  items: z.array(z.object({ version: z.number().int(), type: z.string(), at: z.string(), actorId: z.string().nullable(), actorName: z.string(), summary: z.string(), changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })).optional() })),
});

export const draftSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'discarded', 'completed']),
  data: z.object({ basicInfo: z.unknown().nullable(), sections: z.unknown().nullable(), timeline: z.unknown().nullable(), drills: z.unknown().nullable() }),
  planId: z.string().nullable(),
  name: z.string().nullable(),
  nextStep: z.enum(WIZARD_STEPS),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const draftResponseSchema = z.object({ draft: draftSchema });
export const draftListResponseSchema = z.object({ items: z.array(draftSchema) });
export const draftStepParam = z.enum(DRAFT_STEPS);
