import { z } from 'zod';
import { VISIBILITIES } from '../content/content.schemas';
import {
  clockTime,
  contractMatches,
  isoDate,
  isoDateTime,
  pageContract,
  searchModeContract,
  type Same,
} from '../contracts/contract-kit';
import { SPORT_IDS } from '../sports';
import { myVoteContract, voteTallyContract } from '../vote/vote.contract';
import type { PlanMetadata, Section } from './plan.model';
import type { PlanTiming } from './plan-timing';
import { PHASES_OF_SEASON, PLAN_ITEM_KINDS, PRACTICE_GOALS } from './plan-vocabulary';

/** What the practice-plan endpoints answer. One description, used by the read models, the API and the web app. */

export const planItemContract = z.strictObject({
  id: z.string(),
  kind: z.enum(PLAN_ITEM_KINDS),
  drillId: z.string().nullable(),
  formationId: z.string().nullable(),
  title: z.string(),
  durationMinutes: z.number().int(),
  notes: z.string(),
});
const laneContract = z.strictObject({
  id: z.string(),
  name: z.string(),
  colour: z.string(),
  positionKey: z.string().nullable(),
  items: z.array(planItemContract),
});
const blockContract = z.strictObject({ kind: z.literal('parallel'), id: z.string(), lanes: z.array(laneContract) });
export const sectionContract = z.strictObject({
  id: z.string(),
  name: z.string(),
  goals: z.array(z.string()),
  notes: z.string(),
  targetMinutes: z.number().int().nullable(),
  entries: z.array(z.union([planItemContract, blockContract])),
});

export const planMetadataContract = z.strictObject({
  name: z.string(),
  description: z.string().describe('sanitised HTML'),
  sport: z.enum(SPORT_IDS),
  phaseOfSeason: z.enum(PHASES_OF_SEASON).nullable(),
  practiceGoals: z.array(z.enum(PRACTICE_GOALS)),
  expectedParticipants: z.number().int().nullable(),
  startTime: clockTime,
  visibility: z.enum(VISIBILITIES),
  editableByOthers: z.boolean(),
  teamId: z.string().nullable(),
  scheduledDate: isoDate.nullable(),
  targetMinutes: z.number().int().nullable(),
});

export const planTimingContract = z.strictObject({
  totalMinutes: z.number().int(),
  targetMinutes: z.number().int().nullable(),
  startClock: clockTime,
  endClock: clockTime,
  crossesMidnight: z.boolean(),
  sections: z.array(
    z.strictObject({
      sectionId: z.string(),
      startMinute: z.number(),
      endMinute: z.number(),
      totalMinutes: z.number(),
      plannedMinutes: z.number(),
      startClock: clockTime,
      endClock: clockTime,
      targetMinutes: z.number().nullable(),
      unfilledMinutes: z.number().nullable(),
    }),
  ),
  blocks: z.array(
    z.strictObject({
      blockId: z.string(),
      sectionId: z.string(),
      startMinute: z.number(),
      endMinute: z.number(),
      lengthMinutes: z.number(),
      startClock: clockTime,
      endClock: clockTime,
      lanes: z.array(
        z.strictObject({ laneId: z.string(), name: z.string(), totalMinutes: z.number(), idleMinutes: z.number() }),
      ),
    }),
  ),
  items: z.array(
    z.strictObject({
      itemId: z.string(),
      sectionId: z.string(),
      blockId: z.string().nullable(),
      laneId: z.string().nullable(),
      durationMinutes: z.number(),
      startMinute: z.number(),
      endMinute: z.number(),
      startClock: clockTime,
      endClock: clockTime,
      dayOffset: z.number().int(),
    }),
  ),
  warnings: z.array(
    z.strictObject({
      blockId: z.string(),
      sectionId: z.string(),
      laneId: z.string(),
      laneName: z.string(),
      laneMinutes: z.number(),
      blockMinutes: z.number(),
      shortByMinutes: z.number(),
      longestLaneId: z.string(),
      longestLaneName: z.string(),
      message: z.string(),
    }),
  ),
});

// The model and the timing are written as TypeScript types where they are computed; the contract must say the same.
contractMatches<Same<z.infer<typeof sectionContract>, Section>>();
contractMatches<Same<z.infer<typeof planMetadataContract>, PlanMetadata>>();
contractMatches<Same<z.infer<typeof planTimingContract>, PlanTiming>>();

/** What lists and cards show of a plan. */
export const planSummaryContract = z.strictObject({
  id: z.string(),
  name: z.string(),
  sport: z.enum(SPORT_IDS),
  descriptionPlain: z.string().describe('the description’s words, shortened for cards'),
  phaseOfSeason: z.enum(PHASES_OF_SEASON).nullable(),
  practiceGoals: z.array(z.enum(PRACTICE_GOALS)),
  expectedParticipants: z.number().int().nullable(),
  startTime: clockTime,
  totalMinutes: z.number().int().describe('from planTiming, the one duration function'),
  targetMinutes: z.number().int().nullable(),
  sectionCount: z.number().int(),
  itemCount: z.number().int(),
  drillCount: z.number().int(),
  visibility: z.enum(VISIBILITIES),
  published: z.boolean(),
  publishedAt: isoDateTime.nullable(),
  teamId: z.string().nullable(),
  scheduledDate: isoDate.nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  votes: voteTallyContract,
  myVote: myVoteContract,
  deleted: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

export const planListContract = pageContract(planSummaryContract).extend({ searchMode: searchModeContract });

/** A drill the plan uses: its name when the viewer may open it, else only that it is hidden from them. */
export const planDrillRefContract = z.union([
  z.strictObject({
    id: z.string(),
    available: z.literal(true),
    name: z.string(),
    sport: z.enum(SPORT_IDS),
    briefDescription: z.string(),
    variationOf: z.string().nullable(),
  }),
  z.strictObject({ id: z.string(), available: z.literal(false) }),
]);

/** What the viewer may do with the plan, from the one policy: the web shows these and decides nothing itself. */
export const planCanContract = z.strictObject({
  edit: z.boolean(),
  /** change who sees it, whether others may edit it, and its team */
  share: z.boolean(),
  publish: z.boolean(),
  delete: z.boolean(),
  restore: z.boolean(),
  /** vote and comment */
  engage: z.boolean(),
  duplicate: z.boolean(),
  /** see its history (the page hides the History tab otherwise) */
  readHistory: z.boolean(),
});

/** The viewer's own undo and redo (never a co-editor's). */
export const planUndoStateContract = z.strictObject({
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  undoLabel: z.string().nullable(),
  redoLabel: z.string().nullable(),
});

export const planDetailContract = z.strictObject({
  id: z.string(),
  version: z.number().int().describe('the stream version, also the ETag'),
  ownerId: z.string(),
  ownerName: z.string(),
  metadata: planMetadataContract,
  sections: z.array(sectionContract),
  published: z.boolean(),
  publishedAt: isoDateTime.nullable(),
  deleted: z.boolean(),
  copiedFrom: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  votes: voteTallyContract,
  myVote: myVoteContract,
  timing: planTimingContract.describe('from planTiming, the one duration function'),
  drills: z.record(z.string(), planDrillRefContract).describe('every drill the plan refers to, by id'),
  can: planCanContract,
  undo: planUndoStateContract,
  documentName: z.string().describe('the collab presence room: plan:<id>'),
});

export const planResponseContract = z.strictObject({ plan: planDetailContract });
export const planCommandResponseContract = z.strictObject({
  changed: z.boolean(),
  version: z.number().int(),
  plan: planDetailContract,
});
export const planUndoResponseContract = z.strictObject({
  label: z.string(),
  version: z.number().int(),
  plan: planDetailContract,
});

export type PlanSummary = z.infer<typeof planSummaryContract>;
export type PlanListPage = z.infer<typeof planListContract>;
export type PlanDrillRef = z.infer<typeof planDrillRefContract>;
export type PlanCan = z.infer<typeof planCanContract>;
export type PlanUndoState = z.infer<typeof planUndoStateContract>;
export type PlanDetail = z.infer<typeof planDetailContract>;
export type PlanCommandResult = z.infer<typeof planCommandResponseContract>;
export type PlanUndoResult = z.infer<typeof planUndoResponseContract>;
