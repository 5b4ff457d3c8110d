import type { Complexity, DrillListPage, SkillLevel, SportId, TeamFilter } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import {
  SqlParams,
  contentListScopeSql,
  ownContentScopeSql,
  searchWithFallback,
  teamFilterSql,
  type ContentListScope,
  type SearchMode,
} from '../sql';
import { SUMMARY_SELECT, summaryJoins, summaryOf, type DrillSummary, type SummaryRow } from './drill-views';

export const DRILL_SORTS = ['newest', 'name', 'complexity', 'length', 'votes', 'usage'] as const;
export type DrillSort = (typeof DRILL_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

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

const SORTS: Record<DrillSort, { order: SortOrder; sql: (dir: string) => string }> = {
  newest: { order: 'desc', sql: (dir) => `d.created_at ${dir}, d.drill_id ${dir}` },
  name: { order: 'asc', sql: (dir) => `lower(d.name) ${dir}, d.name ${dir}` },
  complexity: { order: 'asc', sql: (dir) => `d.complexity_rank ${dir} NULLS LAST` },
  length: { order: 'asc', sql: (dir) => `d.length_min ${dir}, d.length_max ${dir}` },
  votes: { order: 'desc', sql: (dir) => `d.vote_score ${dir}, d.votes_up ${dir}` },
  usage: { order: 'desc', sql: (dir) => `d.usage_count ${dir}` },
};

/** Ties end newest first, then by id, so pages never overlap or skip. */
const orderSql = (sort: DrillSort, order?: SortOrder) =>
  `${SORTS[sort].sql(order ?? SORTS[sort].order)}, d.created_at DESC, d.drill_id`;

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

type SearchCondition = (params: SqlParams) => string;

async function runPage(
  db: Queryable,
  scope: ContentListScope,
  query: DrillListQuery,
  search: SearchCondition | null,
): Promise<{ items: DrillSummary[]; total: number }> {
  const params = new SqlParams();
  if (query.mine && !scope.userId) throw new Error('mine=true needs a signed-in viewer');
  const where = [
    query.mine ? ownContentScopeSql('d', scope.userId!, params) : contentListScopeSql('d', scope, params),
    ...teamFilterSql('d', query.team, scope, params),
    ...filterSql(query, params),
  ];
  if (search) where.push(search(params));
  const filter = where.join(' AND ');
  const whereParams = [...params.values];
  const order = orderSql(query.sort, query.order);
  const limit = params.add(query.pageSize, 'integer');
  const skip = params.add((query.page - 1) * query.pageSize, 'integer');
  const viewer = params.add(scope.userId, 'text');
  // One scan for the page and the total: the window counts every match before LIMIT takes the page.
  const rows = await db.query<SummaryRow & { total: number }>(
    `SELECT ${SUMMARY_SELECT}, d.total
       FROM (SELECT ${INNER_COLUMNS}, count(*) OVER ()::int AS total FROM drills d WHERE ${filter} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}) d
       ${summaryJoins(viewer)}
      ORDER BY ${order}`,
    params.values,
  );
  if (rows.length > 0) return { items: rows.map(summaryOf), total: rows[0]!.total };
  if (query.page === 1) return { items: [], total: 0 };
  // Past the last page: the page is empty, but the total still says how many there are.
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM drills d WHERE ${filter}`, whereParams);
  return { items: [], total: count?.n ?? 0 };
}

/**
 * The drill list: filters, sort, pagination, within what the viewer may list. A search first tries full text with
 * every word as a prefix; only when that finds nothing does it fall back to trigram similarity (misspellings).
 */
export async function listDrills(
  db: Queryable,
  scope: ContentListScope,
  query: DrillListQuery,
): Promise<DrillListPage> {
  const { result, searchMode } = await searchWithFallback(
    db,
    query.q,
    { searchColumn: 'd.search', lexiconTable: 'drill_search_words' },
    (search) => runPage(db, scope, query, search),
    { items: [] as DrillSummary[] },
  );
  return {
    ...result,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(result.total / query.pageSize)),
    searchMode,
  };
}
