import { z } from 'zod';
import { VISIBILITIES } from '../content/content.schemas';
import { documentVersionContract } from '../collab/document-versions';
import { isoDateTime, pageContract, searchModeContract } from '../contracts/contract-kit';
import { SPORT_IDS } from '../sports';
import { myVoteContract, voteTallyContract } from '../vote/vote.contract';
import { FORMATION_TYPES } from './formation.schemas';

/** What the formation endpoints answer: one description for the read models, the API and the web app. */

export const formationSummaryContract = z.strictObject({
  id: z.string(),
  sport: z.enum(SPORT_IDS),
  name: z.string(),
  briefDescription: z.string(),
  tags: z.array(z.string()),
  formationType: z.enum(FORMATION_TYPES),
  courtTemplateId: z.string().describe('the court the diagram starts from (one of the sport pack’s templates)'),
  visibility: z.enum(VISIBILITIES),
  teamId: z.string().nullable().describe('the team it belongs to, if any'),
  ownerId: z.string(),
  ownerName: z.string(),
  votes: voteTallyContract,
  myVote: myVoteContract,
  usedInPlanCount: z.number().int().describe('practice plans that use it'),
  diagramVersionCount: z.number().int().describe('stored diagram versions'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.describe('diagram edits move it too'),
});

/** What the viewer may do with the formation, from the one policy. */
export const formationCanContract = z.strictObject({
  edit: z.boolean().describe('change the details and draw on the diagram'),
  share: z.boolean().describe('change visibility and editable-by-others (owner, team admins, site admins)'),
  delete: z.boolean(),
  restore: z.boolean(),
  engage: z.boolean().describe('vote, comment'),
  duplicate: z.boolean(),
});

export const formationDetailContract = formationSummaryContract.extend({
  detailedDescription: z.string().describe('sanitised HTML'),
  editableByOthers: z.boolean(),
  deleted: z.boolean(),
  version: z
    .number()
    .int()
    .describe('the details version, also the ETag: send it back as If-Match. Diagram edits do not change it'),
  duplicatedFrom: z
    .strictObject({ id: z.string(), name: z.string() })
    .nullable()
    .describe('the original, when this is a copy you may open'),
  documentName: z
    .string()
    .describe('the diagram’s collab document (formation:<id>): open it with a token from POST /api/collab/token'),
  can: formationCanContract,
});

export const formationResponseContract = z.strictObject({ formation: formationDetailContract });
export const formationListContract = pageContract(formationSummaryContract).extend({ searchMode: searchModeContract });
export const formationTagsContract = z.strictObject({
  items: z.array(z.strictObject({ value: z.string(), count: z.number().int() })),
});

/** One stored version of a diagram (formations and boards): a drawing update or a restore. */
export const diagramVersionContract = documentVersionContract;

export type FormationSummary = z.infer<typeof formationSummaryContract>;
export type FormationCan = z.infer<typeof formationCanContract>;
export type FormationDetail = z.infer<typeof formationDetailContract>;
export type FormationListPage = z.infer<typeof formationListContract>;
export type DiagramVersion = z.infer<typeof diagramVersionContract>;
export type TagCount = z.infer<typeof formationTagsContract>['items'][number];
