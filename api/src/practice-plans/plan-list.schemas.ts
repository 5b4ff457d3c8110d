import { PHASES_OF_SEASON, PLAN_LIMITS, PRACTICE_GOALS, entityIdSchema, planListShowSchema } from '@sideline/domain';
import { PLAN_SORTS } from '@sideline/projections';
import { z } from 'zod';
import { contentListQuerySchema, csvList, optionalWhole, queryFlag } from '../http/list-query.schemas';

/** at most 20 values per list filter, 2,000 characters in all */
const LIST_BOUNDS = { values: 20, characters: 2_000 };
const csv = <T extends z.ZodType<unknown, string>>(item: T, what: string) => csvList(item, what, LIST_BOUNDS);

const phase = z.enum(PHASES_OF_SEASON, { error: `A phase is one of ${PHASES_OF_SEASON.join(', ')}.` });
const goal = z.enum(PRACTICE_GOALS, { error: `A goal is one of ${PRACTICE_GOALS.join(', ')}.` });

/** GET /api/practice-plans: every filter of the list page, all in the URL. */
export const planListQuerySchema = contentListQuerySchema(PLAN_SORTS, {
  phases: csv(phase, 'phases'),
  phasesExclude: csv(phase, 'phases'),
  goals: csv(goal, 'goals'),
  goalsExclude: csv(goal, 'goals'),
  participantsMin: optionalWhole('Fewest participants', 1, PLAN_LIMITS.participants),
  participantsMax: optionalWhole('Most participants', 1, PLAN_LIMITS.participants),
  drillIds: csv(entityIdSchema, 'drills'),
  teamId: entityIdSchema.optional(),
  published: queryFlag('published'),
  show: planListShowSchema,
  edited: queryFlag('edited'),
});
export type PlanListQueryInput = z.output<typeof planListQuerySchema>;
