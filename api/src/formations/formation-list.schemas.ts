import {
  FORMATION_LIMITS,
  FORMATION_TYPES,
  pageNumberSchema,
  pageSizeSchema,
  sportIdSchema,
  teamFilterSchema,
} from '@sideline/domain';
import { FORMATION_SORTS } from '@sideline/projections';
import { z } from 'zod';

const MAX_LIST_ITEMS = 40;

/** A query value may come once as "a,b" or repeated (?x=a&x=b); both become one list. */
const csv = <T extends z.ZodType<unknown, string>>(item: T, what: string) =>
  z
    .preprocess(
      (value) => (Array.isArray(value) ? value.join(',') : value),
      z.string({ error: `List ${what} separated by commas.` }).max(4_000, `Too many ${what}.`),
    )
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} ${what}.`))
    .optional();

const flag = (what: string) =>
  z
    .enum(['true', 'false'], { error: `${what} is true or false.` })
    .transform((v) => v === 'true')
    .optional();
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/formations: every list state is a query parameter, so a filtered view can be shared as a link. */
export const formationListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
  sport: z.preprocess(blankIsMissing, sportIdSchema.optional()),
  formationType: csv(
    z.enum(FORMATION_TYPES, { error: `A formation type is ${FORMATION_TYPES.join(', ')}.` }),
    'formation types',
  ),
  tags: csv(z.string().max(FORMATION_LIMITS.tag, `Tags are at most ${FORMATION_LIMITS.tag} characters.`), 'tags'),
  mine: flag('mine'),
  team: teamFilterSchema,
  sort: z.preprocess(
    blankIsMissing,
    z.enum(FORMATION_SORTS, { error: `Sort by ${FORMATION_SORTS.join(', ')}.` }).default('newest'),
  ),
  order: z.preprocess(blankIsMissing, z.enum(['asc', 'desc'], { error: 'Order is asc or desc.' }).optional()),
  page: pageNumberSchema(),
  pageSize: pageSizeSchema(20),
});
export type FormationListQueryInput = z.output<typeof formationListQuerySchema>;

export const formationTagsQuerySchema = z.object({ sport: z.preprocess(blankIsMissing, sportIdSchema.optional()) });
