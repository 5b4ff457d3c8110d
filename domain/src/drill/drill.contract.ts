import { z } from 'zod';
import { COMPLEXITIES, SKILL_LEVELS, VISIBILITIES } from '../content/content.schemas';
import { isoDateTime, pageContract, searchModeContract } from '../contracts/contract-kit';
import { SPORT_IDS } from '../sports';
import { myVoteContract, voteTallyContract } from '../vote/vote.contract';
import { diagramSchema } from './drill.schemas';

/** What the drill endpoints answer: one description for the read models, the API and the web app. */

export const drillRefContract = z.strictObject({
  id: z.string(),
  name: z.string(),
  sport: z.enum(SPORT_IDS),
  briefDescription: z.string(),
  variationOf: z.string().nullable(),
});

export const drillSummaryContract = drillRefContract.extend({
  skillLevels: z.array(z.enum(SKILL_LEVELS)),
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
  teamId: z.string().nullable().describe('the team it belongs to, if any'),
  ownerId: z.string(),
  ownerName: z.string(),
  votes: voteTallyContract,
  myVote: myVoteContract,
  usageCount: z.number().int().describe('non-deleted plans using it'),
  variationCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** What the viewer may do with the drill, from the one policy. */
export const drillCanContract = z.strictObject({
  edit: z.boolean(),
  delete: z.boolean(),
  restore: z.boolean(),
  engage: z.boolean(),
  duplicate: z.boolean(),
});

export const drillDetailContract = drillSummaryContract.extend({
  detailedDescription: z.string().describe('sanitised HTML'),
  videoUrl: z.string().nullable(),
  videoEmbedUrl: z.string().nullable().describe('YouTube (no-cookie) or Vimeo player URL'),
  diagrams: z.array(diagramSchema),
  editableByOthers: z.boolean(),
  deleted: z.boolean(),
  version: z.number().int().describe('also sent as the ETag; send it back as If-Match'),
  can: drillCanContract,
  family: z.strictObject({ parent: drillRefContract.nullable(), variations: z.array(drillRefContract) }),
});

export const drillResponseContract = z.strictObject({ drill: drillDetailContract });
export const drillListContract = pageContract(drillSummaryContract).extend({ searchMode: searchModeContract });

const facet = z.array(z.strictObject({ value: z.string(), count: z.number().int() }));
const range = z.strictObject({ min: z.number().int(), max: z.number().int() });
export const drillFilterOptionsContract = z.strictObject({
  skillLevels: facet,
  complexity: facet,
  skills: facet,
  positions: facet,
  drillTypes: facet,
  players: range,
  length: range,
});
export const skillSuggestionsContract = z.strictObject({
  items: z.array(z.strictObject({ skill: z.string(), count: z.number().int(), fromPack: z.boolean() })),
});

export type DrillRef = z.infer<typeof drillRefContract>;
export type DrillSummary = z.infer<typeof drillSummaryContract>;
export type DrillCan = z.infer<typeof drillCanContract>;
export type DrillDetail = z.infer<typeof drillDetailContract>;
export type DrillListPage = z.infer<typeof drillListContract>;
export type DrillFilterOptions = z.infer<typeof drillFilterOptionsContract>;
export type FacetCount = DrillFilterOptions['skills'][number];
export type SkillSuggestion = z.infer<typeof skillSuggestionsContract>['items'][number];

/** The plan cart: drills a coach collects for their next plan, in the order added. */
export const cartContract = z.strictObject({ items: z.array(drillRefContract) });
export type Cart = z.infer<typeof cartContract>;
