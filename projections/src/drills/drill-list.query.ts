import type { Complexity, DrillListPage, SkillLevel, SportId, TeamFilter } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { lexiconSearch, listContent, type ContentListDefinition, type SortOrder, type SortSpec } from '../content-list';
import type { ContentListScope, SearchMode, SqlParams } from '../sql';
import { SUMMARY_SELECT, summaryJoins, summaryOf, type DrillSummary, type SummaryRow } from './drill-views';

export const DRILL_SORTS = ['newest', 'name', 'complexity', 'length', 'votes', 'usage'] as const;
export type DrillSort = (typeof DRILL_SORTS)[number];
export type { SortOrder };

/** The list's filters, already validated (the API's zod query schema produces this). Lists are any-of / none-of. */
export interface DrillListQuery {
  q?: string;
  sport?: SportId;
  skillLevels?: SkillLevel[];
  skillLevelsExclude?: SkillLevel[];
  complexity?: Complexity[];
  complexityExclude?: Complexity[];
  skills?: string[];
  skillsExclude?: string[];
  /** position ids */
  positions?: string[];
  positionsExclude?: string[];
  drillTypes?: string[];
  drillTypesExclude?: string[];
  /** a group size: drills whose player range contains it */
  players?: number;
  /** drills whose longest length is at least this */
  lengthMin?: number;
  /** drills whose shortest length is at most this */
  lengthMax?: number;
  hasVideo?: boolean;
  hasDiagrams?: boolean;
  /** my drills, unlisted included (needs a signed-in viewer) */
  mine?: boolean;
  /** `mine`: my teams' drills; a team id: that team's */
  team?: TeamFilter;
  sort: DrillSort;
  order?: SortOrder;
  page: number;
  pageSize: number;
}

export type { SearchMode };

export type { DrillListPage };

const SORTS: Record<DrillSort, SortSpec> = {
  newest: { order: 'desc', sql: (dir) => `d.created_at ${dir}, d.drill_id ${dir}` },
  name: { order: 'asc', sql: (dir) => `lower(d.name) ${dir}, d.name ${dir}` },
  complexity: { order: 'asc', sql: (dir) => `d.complexity_rank ${dir} NULLS LAST` },
  length: { order: 'asc', sql: (dir) => `d.length_min ${dir}, d.length_max ${dir}` },
  votes: { order: 'desc', sql: (dir) => `d.vote_score ${dir}, d.votes_up ${dir}` },
  usage: { order: 'desc', sql: (dir) => `d.usage_count ${dir}` },
};

/** What the page query reads before the joins: every column an ORDER BY or the summary needs. */
const INNER_COLUMNS = `d.drill_id, d.sport, d.name, d.brief_description, d.skill_levels, d.complexity, d.complexity_rank, d.length_min,
  d.length_max, d.players_min, d.players_max, d.skills, d.positions, d.drill_types, d.has_video, d.diagram_count, d.visibility, d.team_id, d.owner_id,
  d.votes_up, d.votes_down, d.vote_score, d.usage_count, d.variation_of, d.variation_count, d.created_at, d.updated_at`;

const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());

function filterSql(query: DrillListQuery, params: SqlParams): string[] {
  const where: string[] = [];
  const overlap = (column: string, include: readonly string[] | undefined, exclude: readonly string[] | undefined) => {
    if (include?.length) where.push(`d.${column} && ${params.add([...include], 'text[]')}`);
    if (exclude?.length) where.push(`NOT (d.${column} && ${params.add([...exclude], 'text[]')})`);
  };
  if (query.sport) where.push(`d.sport = ${params.add(query.sport)}`);
  overlap('skill_levels', query.skillLevels, query.skillLevelsExclude);
  overlap('skill_keys', query.skills && lower(query.skills), query.skillsExclude && lower(query.skillsExclude));
  overlap('positions', query.positions, query.positionsExclude);
  overlap(
    'drill_type_keys',
    query.drillTypes && lower(query.drillTypes),
    query.drillTypesExclude && lower(query.drillTypesExclude),
  );
  if (query.complexity?.length) where.push(`d.complexity = ANY(${params.add(query.complexity, 'text[]')})`);
  if (query.complexityExclude?.length)
    where.push(`(d.complexity IS NULL OR NOT d.complexity = ANY(${params.add(query.complexityExclude, 'text[]')}))`);
  if (query.players !== undefined) {
    const players = params.add(query.players, 'integer');
    where.push(`d.players_min <= ${players} AND (d.players_max IS NULL OR d.players_max >= ${players})`);
  }
  if (query.lengthMax !== undefined) where.push(`d.length_min <= ${params.add(query.lengthMax, 'integer')}`);
  if (query.lengthMin !== undefined) where.push(`d.length_max >= ${params.add(query.lengthMin, 'integer')}`);
  if (query.hasVideo !== undefined) where.push(`d.has_video = ${params.add(query.hasVideo, 'boolean')}`);
  if (query.hasDiagrams !== undefined) where.push(query.hasDiagrams ? 'd.diagram_count > 0' : 'd.diagram_count = 0');
  return where;
}

/** The drill list: what differs from the other content lists. */
const DRILL_LIST: ContentListDefinition<DrillListQuery, SummaryRow, DrillSummary> = {
  from: 'drills',
  alias: 'd',
  idColumn: 'drill_id',
  innerColumns: INNER_COLUMNS,
  sorts: SORTS,
  filters: filterSql,
  summarySelect: SUMMARY_SELECT,
  summaryJoins,
  summaryOf,
  search: lexiconSearch({ searchColumn: 'd.search', lexiconTable: 'drill_search_words' }),
};

/**
 * The drill list: filters, sort, pagination, within what the viewer may list. A search first tries full text with
 * every word as a prefix; only when that finds nothing does it fall back to trigram similarity (misspellings).
 */
export async function listDrills(
  db: Queryable,
  scope: ContentListScope,
  query: DrillListQuery,
): Promise<DrillListPage> {
  return listContent(db, DRILL_LIST, scope, query);
}
