import { pageNumberSchema, pageSizeSchema, sportIdSchema, teamFilterSchema } from '@sideline/domain';
import { z } from 'zod';

/** The query parameters of the content lists (drills, formations, plans): what they share, and its pieces. */

const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * A list filter: once as "a,b" or repeated (?x=a&x=b), both one list of trimmed, non-empty values, each checked by
 * `item`; bounded in characters and in values.
 */
export const csvList = <T extends z.ZodType<unknown, string>>(
  item: T,
  what: string,
  bounds: { values: number; characters: number },
) =>
  z
    .preprocess(
      (value) => (Array.isArray(value) ? value.join(',') : value),
      z.string({ error: `List ${what} separated by commas.` }).max(bounds.characters, `Too many ${what}.`),
    )
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(bounds.values, `At most ${bounds.values} ${what}.`))
    .optional();

/** Whole numbers; an empty value means "no filter". */
export const optionalWhole = (what: string, min: number, max: number) =>
  z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: `${what} must be a number.` })
      .int(`${what} must be a whole number.`)
      .min(min, `${what} must be at least ${min}.`)
      .max(max, `${what} must be at most ${max}.`)
      .optional(),
  );

export const queryFlag = (what: string) =>
  z
    .enum(['true', 'false'], { error: `${what} is true or false.` })
    .transform((v) => v === 'true')
    .optional();

/**
 * GET on a content list: the search words, the sport, `mine` and the team scope, the sort (one of `sorts`, `newest`
 * unless asked) and its order, the page; `own` adds the list's own filters. Every state is a query parameter, so a
 * filtered view can be shared as a link; an empty value is no value.
 */
export function contentListQuerySchema<S extends readonly [string, ...string[]], O extends z.ZodRawShape>(
  sorts: S,
  own: O,
) {
  return z.object({
    q: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
    sport: z.preprocess(blankIsMissing, sportIdSchema.optional()),
    ...own,
    mine: queryFlag('mine'),
    team: teamFilterSchema,
    sort: z.preprocess(blankIsMissing, z.enum(sorts, { error: `Sort by ${sorts.join(', ')}.` }).default(sorts[0])),
    order: z.preprocess(blankIsMissing, z.enum(['asc', 'desc'], { error: 'Order is asc or desc.' }).optional()),
    page: pageNumberSchema(),
    pageSize: pageSizeSchema(20),
  });
}
