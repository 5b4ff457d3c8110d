import {
  PHASES_OF_SEASON,
  PLAN_LIMITS,
  PRACTICE_GOALS,
  entityIdSchema,
  pageNumberSchema,
  pageSizeSchema,
  planListShowSchema,
  sportIdSchema,
  teamFilterSchema,
} from '@sideline/domain';
import { PLAN_SORTS } from '@sideline/projections';
import { z } from 'zod';

const MAX_LIST_ITEMS = 20;

/** A query value may come once as "a,b" or repeated (?x=a&x=b); both become one list. */
const csv = <T extends z.ZodType<unknown, string>>(item: T, what: string) =>
  z
    .preprocess(
      (value) => (Array.isArray(value) ? value.join(',') : value),
      z.string({ error: `List ${what} separated by commas.` }).max(2_000, `Too many ${what}.`),
    )
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} ${what}.`))
    .optional();

const optionalInt = (what: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: `${what} must be a number.` })
      .int(`${what} must be a whole number.`)
      .min(min, `${what} must be at least ${min}.`)
      .max(max, `${what} must be at most ${max}.`)
      .optional(),
  );

const flag = (what: string) =>
  z
    .enum(['true', 'false'], { error: `${what} is true or false.` })
    .transform((v) => v === 'true')
    .optional();
const phase = z.enum(PHASES_OF_SEASON, { error: `A phase is one of ${PHASES_OF_SEASON.join(', ')}.` });
const goal = z.enum(PRACTICE_GOALS, { error: `A goal is one of ${PRACTICE_GOALS.join(', ')}.` });

/** GET /api/practice-plans: every filter of the list page, all in the URL. */
export const planListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
  sport: sportIdSchema.optional(),
  phases: csv(phase, 'phases'),
  phasesExclude: csv(phase, 'phases'),
  goals: csv(goal, 'goals'),
  goalsExclude: csv(goal, 'goals'),
  participantsMin: optionalInt('Fewest participants', 1, PLAN_LIMITS.participants),
  participantsMax: optionalInt('Most participants', 1, PLAN_LIMITS.participants),
  drillIds: csv(entityIdSchema, 'drills'),
  teamId: entityIdSchema.optional(),
  published: flag('published'),
  show: planListShowSchema,
  edited: flag('edited'),
  mine: flag('mine'),
  team: teamFilterSchema,
  sort: z.enum(PLAN_SORTS, { error: `Sort by ${PLAN_SORTS.join(', ')}.` }).default('newest'),
  order: z.enum(['asc', 'desc'], { error: 'Order is asc or desc.' }).optional(),
  page: pageNumberSchema(),
  pageSize: pageSizeSchema(20),
});
export type PlanListQueryInput = z.output<typeof planListQuerySchema>;
