import { z } from 'zod';
import { VISIBILITIES } from '../content/content.schemas';
import { documentVersionContract } from '../collab/document-versions';
import { isoDateTime, pageContract } from '../contracts/contract-kit';
import { SPORT_IDS } from '../sports';

/** What the whiteboard endpoints answer: one description for the read models, the API and the web app. */

/** What the asking user may do with a board, from the one policy (the web hides the rest). */
export const boardCanContract = z.strictObject({
  edit: z.boolean(),
  delete: z.boolean(),
  restore: z.boolean(),
  share: z.boolean(),
});

export const boardContract = z.strictObject({
  id: z.string(),
  name: z.string(),
  sport: z.enum(SPORT_IDS),
  courtTemplateId: z.string(),
  owner: z.strictObject({ id: z.string(), name: z.string() }),
  teamId: z.string().nullable(),
  visibility: z.enum(VISIBILITIES),
  deleted: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  versionCount: z.number().int().describe('stored drawing versions'),
  documentName: z.string().describe('the collab document to open with a token from POST /api/collab/token'),
  can: boardCanContract,
});
export const boardResponseContract = z.strictObject({ board: boardContract });
export const boardPageContract = pageContract(boardContract);

export const shareLinkContract = z.strictObject({
  id: z.string(),
  mode: z.enum(['view', 'edit']),
  token: z.string(),
  url: z.string(),
  createdAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
});

/** What a share link opens, for anyone holding it. */
export const sharedBoardContract = z.strictObject({
  board: z.strictObject({
    id: z.string(),
    name: z.string(),
    sport: z.enum(SPORT_IDS),
    courtTemplateId: z.string(),
    documentName: z.string(),
  }),
  mode: z.enum(['view', 'edit']),
});

export const boardVersionContract = documentVersionContract.extend({
  /** edits by visitors who came with an edit link and were not signed in */
  guestEdits: z.boolean(),
});

export type Board = z.infer<typeof boardContract>;
export type BoardPage = z.infer<typeof boardPageContract>;
export type ShareLink = z.infer<typeof shareLinkContract>;
export type SharedBoard = z.infer<typeof sharedBoardContract>;
export type BoardVersion = z.infer<typeof boardVersionContract>;
