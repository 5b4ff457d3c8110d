import { COMPLEXITY_ORDER, richTextToPlain, type DrillContent } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { lexiconWords } from '../sql';

/** The list columns derived from a drill's content, in the order of CONTENT_COLUMNS. */
export const CONTENT_COLUMNS = [
  'sport',
  'name',
  'brief_description',
  'detailed_plain',
  'skill_levels',
  'complexity',
  'complexity_rank',
  'length_min',
  'length_max',
  'players_min',
  'players_max',
  'skills',
  'skill_keys',
  'positions',
  'drill_types',
  'drill_type_keys',
  'has_video',
  'diagram_count',
] as const;

/** SQL casts per column, so array and json parameters mean the same on PGlite and PostgreSQL. */
export const CONTENT_CASTS: Record<(typeof CONTENT_COLUMNS)[number], string> = {
  sport: 'text',
  name: 'text',
  brief_description: 'text',
  detailed_plain: 'text',
  skill_levels: 'text[]',
  complexity: 'text',
  complexity_rank: 'smallint',
  length_min: 'integer',
  length_max: 'integer',
  players_min: 'integer',
  players_max: 'integer',
  skills: 'text[]',
  skill_keys: 'text[]',
  positions: 'text[]',
  drill_types: 'text[]',
  drill_type_keys: 'text[]',
  has_video: 'boolean',
  diagram_count: 'integer',
};

const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());

/** The list columns' values for a drill's content (the content itself goes to `drill_contents`). */
export function contentColumnValues(content: DrillContent): unknown[] {
  return [
    content.sport,
    content.name,
    content.briefDescription,
    richTextToPlain(content.detailedDescription),
    content.skillLevels,
    content.complexity,
    content.complexity ? COMPLEXITY_ORDER[content.complexity] : null,
    content.lengthMin,
    content.lengthMax,
    content.playersMin,
    content.playersMax,
    content.skills,
    lower(content.skills),
    content.positions,
    content.drillTypes,
    lower(content.drillTypes),
    Boolean(content.videoUrl),
    content.diagrams.length,
  ];
}

/** `col1 = $n::type, col2 = …` starting at parameter `first`. */
export function contentAssignments(first: number): string {
  return CONTENT_COLUMNS.map((column, i) => `${column} = $${first + i}::${CONTENT_CASTS[column]}`).join(', ');
}

/** `$n::type, …` for an INSERT, starting at parameter `first`. */
export function contentPlaceholders(first: number): string {
  return CONTENT_COLUMNS.map((column, i) => `$${first + i}::${CONTENT_CASTS[column]}`).join(', ');
}

/** `col = excluded.col, …` for the content columns of an upsert. */
export const CONTENT_FROM_EXCLUDED = CONTENT_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', ');

/**
 * Stores the whole content for the detail page (jsonb as text, so neither driver mistakes an array for a SQL array).
 */
export async function saveContent(tx: Queryable, drillId: string, content: DrillContent): Promise<void> {
  await tx.query(
    'INSERT INTO drill_contents (drill_id, content) VALUES ($1, $2::jsonb) ON CONFLICT (drill_id) DO UPDATE SET content = excluded.content',
    [drillId, JSON.stringify(content)],
  );
}

/** Adds the words of a drill's name and brief to the fuzzy-search lexicon. */
export async function saveSearchWords(
  tx: Queryable,
  content: Pick<DrillContent, 'name' | 'briefDescription'>,
): Promise<void> {
  const words = lexiconWords(content.name, content.briefDescription);
  if (words.length === 0) return;
  await tx.query('INSERT INTO drill_search_words (word) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [words]);
}
