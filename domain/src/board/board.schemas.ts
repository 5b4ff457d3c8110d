import { z } from 'zod';
import { entityIdSchema, visibilitySchema } from '../content/content.schemas';
import { SPORT_PACKS, sportIdSchema } from '../sports';
import { SHARE_LINK_MODES } from './board.events';

export const BOARD_NAME_MAX = 120;

export const boardNameSchema = z
  .string({ error: 'Give the board a name.' })
  .trim()
  .min(1, 'Give the board a name.')
  .max(BOARD_NAME_MAX, `Keep the name under ${BOARD_NAME_MAX} characters.`);

/** The create form and POST /api/boards. The court template must be one of the sport's. */
export const createBoardSchema = z
  .object({
    name: boardNameSchema,
    sport: sportIdSchema,
    courtTemplateId: z.string({ error: 'Choose a court template.' }).min(1, 'Choose a court template.').max(64),
    teamId: entityIdSchema.nullable().default(null),
    visibility: visibilitySchema.default('private'),
  })
  .superRefine((board, ctx) => {
    const pack = SPORT_PACKS[board.sport];
    if (!pack.courtTemplates.some((t) => t.id === board.courtTemplateId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['courtTemplateId'],
        message: `Choose one of the ${pack.name} templates (${pack.courtTemplates.map((t) => t.name).join(', ')}).`,
      });
    }
    if (board.visibility === 'team' && !board.teamId) {
      ctx.addIssue({
        code: 'custom',
        path: ['visibility'],
        message: 'Choose a team to share the board with its members.',
      });
    }
  });
export type CreateBoardInput = z.input<typeof createBoardSchema>;
export type CreateBoardFields = z.output<typeof createBoardSchema>;

/** PATCH /api/boards/:id: what changed; at least one field. */
export const updateBoardSchema = z
  .object({ name: boardNameSchema.optional(), visibility: visibilitySchema.optional() })
  .refine((patch) => patch.name !== undefined || patch.visibility !== undefined, {
    message: 'Send a new name or a new visibility.',
  });
export type UpdateBoardInput = z.output<typeof updateBoardSchema>;

export const shareLinkModeSchema = z.enum(SHARE_LINK_MODES, { error: 'A share link lets people view or edit.' });
export const createShareLinkSchema = z.object({ mode: shareLinkModeSchema });

/** Where a share link opens a board in the web app; the API hands out `PUBLIC_URL` + this path. */
export const boardSharePath = (token: string) => `/whiteboard/shared/${encodeURIComponent(token)}`;
