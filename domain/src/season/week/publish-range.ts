import { z } from 'zod';
import { isoDate } from '../../contracts/contract-kit';
import { calendarDateSchema } from '../../shared/input-ranges';

/** At most this many practices are published by one request: a bigger range is refused, not cut short silently. */
export const PUBLISH_RANGE_LIMIT = 200;

/**
 * POST /api/teams/:teamId/season/publish: the days (inclusive) whose draft practices of the active season are
 * published.
 */
export const publishRangeSchema = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((range) => range.from <= range.to, { message: 'The last day comes on or after the first.', path: ['to'] });
export type PublishRangeInput = z.output<typeof publishRangeSchema>;

export const publishRangeContract = z.strictObject({
  from: isoDate,
  to: isoDate,
  published: z.number().int().describe('drafts this request published'),
  alreadyPublished: z
    .number()
    .int()
    .describe('found as drafts but published already (a retry, or a colleague at the same moment)'),
  refused: z
    .number()
    .int()
    .describe('drafts the policy does not let this user publish (content.publish), left as they are'),
});
export type PublishRangeResult = z.infer<typeof publishRangeContract>;
