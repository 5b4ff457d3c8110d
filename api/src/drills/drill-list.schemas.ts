import {
  COMPLEXITIES,
  DRILL_LIMITS,
  SKILL_LEVELS,
  SPORT_IDS,
  SPORT_PACKS,
  findDrillType,
  findPosition,
  sportIdSchema,
} from '@sideline/domain';
import { DRILL_SORTS } from '@sideline/projections';
import { z } from 'zod';
import { contentListQuerySchema, csvList, optionalWhole, queryFlag } from '../http/list-query.schemas';

/** at most 40 values per list filter, 4,000 characters in all */
const LIST_BOUNDS = { values: 40, characters: 4_000 };
const csv = <T extends z.ZodType<unknown, string>>(item: T, what: string) => csvList(item, what, LIST_BOUNDS);

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

export const drillListQuerySchema = contentListQuerySchema(DRILL_SORTS, {
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
  players: optionalWhole('Players', 1, DRILL_LIMITS.players),
  lengthMin: optionalWhole('Shortest length', 0, DRILL_LIMITS.minutes),
  lengthMax: optionalWhole('Longest length', 0, DRILL_LIMITS.minutes),
  hasVideo: queryFlag('hasVideo'),
  hasDiagrams: queryFlag('hasDiagrams'),
}).superRefine((query, ctx) => {
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
