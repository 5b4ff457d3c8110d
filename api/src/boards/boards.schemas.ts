import { pageNumberSchema, pageSizeSchema, teamFilterSchema } from '@sideline/domain';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .transform((v) => v === 'true' || v === '1');

export const boardListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** only boards I own, unlisted ones included */
  mine: bool.optional(),
  team: teamFilterSchema,
  page: pageNumberSchema(),
  pageSize: pageSizeSchema(24),
});
export type BoardListQuery = z.output<typeof boardListQuerySchema>;
