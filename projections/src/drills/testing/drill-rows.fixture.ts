import { randomUUID } from 'node:crypto';
import type { DrillContent, Visibility } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { CONTENT_COLUMNS, contentColumnValues, contentPlaceholders } from '../drill-columns';
import { lexiconWords } from '../../sql/index';

/**
 * Read-model rows written directly, for tests of the list query and for the bench (10,000 drills in seconds).
 * Commands and events are tested elsewhere; here only the rows matter.
 */
export interface DrillRowSpec {
  id?: string;
  ownerId: string;
  teamId?: string | null;
  visibility?: Visibility;
  deleted?: boolean;
  editableByOthers?: boolean;
  variationOf?: string | null;
  votes?: { up: number; down: number };
  usageCount?: number;
  createdAt?: Date;
  content?: Partial<DrillContent>;
}

export const FIXTURE_CONTENT: DrillContent = {
  sport: 'quadball',
  name: 'Passing triangle',
  briefDescription: 'Three chasers pass around a triangle of cones.',
  detailedDescription: '<p>Keep the ball moving.</p>',
  drillTypes: ['Skill-focus'],
  skillLevels: ['Beginner'],
  complexity: 'Low',
  lengthMin: 10,
  lengthMax: 15,
  playersMin: 3,
  playersMax: 6,
  skills: ['Passing', 'Catching'],
  positions: ['chaser'],
  videoUrl: null,
  diagrams: [],
};

const ROWS_PER_INSERT = 200;
const EXTRA_COLUMNS = [
  'drill_id',
  'owner_id',
  'team_id',
  'visibility',
  'deleted',
  'editable_by_others',
  'variation_of',
  'votes_up',
  'votes_down',
  'vote_score',
  'usage_count',
  'version',
  'created_at',
  'updated_at',
];

export async function insertDrillRows(db: Queryable, specs: readonly DrillRowSpec[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < specs.length; start += ROWS_PER_INSERT) {
    const chunk = specs.slice(start, start + ROWS_PER_INSERT);
    const params: unknown[] = [];
    const contents: unknown[] = [];
    const tuples = chunk.map((spec) => {
      const id = spec.id ?? randomUUID();
      ids.push(id);
      const at = spec.createdAt ?? new Date();
      const up = spec.votes?.up ?? 0;
      const down = spec.votes?.down ?? 0;
      const first = params.length + 1;
      params.push(
        id,
        spec.ownerId,
        spec.teamId ?? null,
        spec.visibility ?? 'public',
        spec.deleted ?? false,
        spec.editableByOthers ?? false,
        spec.variationOf ?? null,
        up,
        down,
        up - down,
        spec.usageCount ?? 0,
        1,
        at,
        at,
      );
      const extra = EXTRA_COLUMNS.map((_c, i) => `$${first + i}`).join(', ');
      const contentFirst = params.length + 1;
      const content = { ...FIXTURE_CONTENT, ...spec.content };
      params.push(...contentColumnValues(content));
      contents.push(id, JSON.stringify(content));
      return `(${extra}, ${contentPlaceholders(contentFirst)})`;
    });
    await db.query(
      `INSERT INTO drills (${[...EXTRA_COLUMNS, ...CONTENT_COLUMNS].join(', ')}) VALUES ${tuples.join(', ')}`,
      params,
    );
    const contentTuples = chunk.map((_spec, i) => `($${2 * i + 1}, $${2 * i + 2}::jsonb)`);
    await db.query(`INSERT INTO drill_contents (drill_id, content) VALUES ${contentTuples.join(', ')}`, contents);
    const words = lexiconWords(
      ...chunk.flatMap((spec) => [
        spec.content?.name ?? FIXTURE_CONTENT.name,
        spec.content?.briefDescription ?? FIXTURE_CONTENT.briefDescription,
      ]),
    );
    await db.query('INSERT INTO drill_search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [words]);
  }
  return ids;
}
