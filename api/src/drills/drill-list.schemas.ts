import {
  COMPLEXITIES,
  DRILL_LIMITS,
  SKILL_LEVELS,
  SPORT_IDS,
  SPORT_PACKS,
  findDrillType,
  findPosition,
  pageNumberSchema,
  pageSizeSchema,
  sportIdSchema,
  teamFilterSchema,
} from '@sideline/domain';
import { DRILL_SORTS } from '@sideline/projections';
import { z } from 'zod';

const MAX_LIST_ITEMS = 40;

/** A query value may come once as "a,b" or repeated (?x=a&x=b); both become one comma-separated list. */
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

/** One of a fixed list, any case, given back in the list's spelling. */
const oneOf = <V extends string>(values: readonly V[], what: string) =>
  z.string().transform((value, ctx): V => {
    const found = values.find((v) => v.toLowerCase() === value.toLowerCase());
    if (found) return found;
    ctx.addIssue({ code: 'custom', message: `${value} is not a ${what} (${values.join(', ')}).` });
    return z.NEVER;
  });

/** A position of any sport (the sport check, when a sport is chosen, comes after), as its id. */
const position = z.string().transform((value, ctx) => {
  for (const sport of SPORT_IDS) {
    const found = findPosition(sport, value);
    if (found) return found.id;
  }
  ctx.addIssue({ code: 'custom', message: `${value} is not a position of any sport.` });
  return z.NEVER;
});

const drillType = z.string().transform((value, ctx) => {
  for (const sport of SPORT_IDS) {
    const found = findDrillType(sport, value);
    if (found) return found;
  }
  ctx.addIssue({ code: 'custom', message: `${value} is not a drill type.` });
  return z.NEVER;
});

const skill = z.string().max(DRILL_LIMITS.skill, `Skills are at most ${DRILL_LIMITS.skill} characters.`);

/** Whole numbers; an empty value means "no filter". */
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

export const drillListQuerySchema = z
  .object({
    q: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
    sport: sportIdSchema.optional(),
    skillLevels: csv(oneOf(SKILL_LEVELS, 'skill level'), 'skill levels'),
    skillLevelsExclude: csv(oneOf(SKILL_LEVELS, 'skill level'), 'skill levels'),
    complexity: csv(oneOf(COMPLEXITIES, 'complexity'), 'complexities'),
    complexityExclude: csv(oneOf(COMPLEXITIES, 'complexity'), 'complexities'),
    skills: csv(skill, 'skills'),
    skillsExclude: csv(skill, 'skills'),
    positions: csv(position, 'positions'),
    positionsExclude: csv(position, 'positions'),
    drillTypes: csv(drillType, 'drill types'),
    drillTypesExclude: csv(drillType, 'drill types'),
    players: optionalInt('Players', 1, DRILL_LIMITS.players),
    lengthMin: optionalInt('Shortest length', 0, DRILL_LIMITS.minutes),
    lengthMax: optionalInt('Longest length', 0, DRILL_LIMITS.minutes),
    hasVideo: flag('hasVideo'),
    hasDiagrams: flag('hasDiagrams'),
    mine: flag('mine'),
    team: teamFilterSchema,
    sort: z.enum(DRILL_SORTS, { error: `Sort by ${DRILL_SORTS.join(', ')}.` }).default('newest'),
    order: z.enum(['asc', 'desc'], { error: 'Order is asc or desc.' }).optional(),
    page: pageNumberSchema(),
    pageSize: pageSizeSchema(20),
  })
  .superRefine((query, ctx) => {
    // With a sport chosen, positions and drill types must be that sport's.
    if (!query.sport) return;
    const pack = SPORT_PACKS[query.sport];
    for (const key of ['positions', 'positionsExclude'] as const) {
      query[key]?.forEach((id, i) => {
        if (!findPosition(query.sport!, id))
          ctx.addIssue({ code: 'custom', path: [key, i], message: `${id} is not a ${pack.name} position.` });
      });
    }
    for (const key of ['drillTypes', 'drillTypesExclude'] as const) {
      query[key]?.forEach((type, i) => {
        if (!findDrillType(query.sport!, type))
          ctx.addIssue({ code: 'custom', path: [key, i], message: `${type} is not a ${pack.name} drill type.` });
      });
    }
  });
export type DrillListQueryInput = z.output<typeof drillListQuerySchema>;

export const filterOptionsQuerySchema = z.object({ sport: sportIdSchema.optional() });

export const skillSuggestionsQuerySchema = z.object({
  sport: sportIdSchema.optional(),
  q: z.string().trim().max(DRILL_LIMITS.skill, `Keep it under ${DRILL_LIMITS.skill} characters.`).optional(),
});
