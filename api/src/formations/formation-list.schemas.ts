import { FORMATION_LIMITS, FORMATION_TYPES, sportIdSchema } from '@sideline/domain';
import { FORMATION_SORTS } from '@sideline/projections';
import { z } from 'zod';
import { contentListQuerySchema, csvList } from '../http/list-query.schemas';

/** at most 40 values per list filter, 4,000 characters in all */
const LIST_BOUNDS = { values: 40, characters: 4_000 };

const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/formations: every list state is a query parameter, so a filtered view can be shared as a link. */
export const formationListQuerySchema = contentListQuerySchema(FORMATION_SORTS, {
  formationType: csvList(
    z.enum(FORMATION_TYPES, { error: `A formation type is ${FORMATION_TYPES.join(', ')}.` }),
    'formation types',
    LIST_BOUNDS,
  ),
  tags: csvList(
    z.string().max(FORMATION_LIMITS.tag, `Tags are at most ${FORMATION_LIMITS.tag} characters.`),
    'tags',
    LIST_BOUNDS,
  ),
});
export type FormationListQueryInput = z.output<typeof formationListQuerySchema>;

export const formationTagsQuerySchema = z.object({ sport: z.preprocess(blankIsMissing, sportIdSchema.optional()) });
