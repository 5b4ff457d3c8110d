import type { FormationListPage, FormationType, SportId } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import {
  SqlParams,
  contentListScopeSql,
  ownContentScopeSql,
  teamFilterSql,
  searchWithFallback,
  type ContentListScope,
  type SearchMode,
} from '../sql';
import { SUMMARY_SELECT, summaryJoins, summaryOf, type FormationSummary, type SummaryRow } from './formation-views';

export const FORMATION_SORTS = ['newest', 'name', 'updated', 'votes', 'type'] as const;
export type FormationSort = (typeof FORMATION_SORTS)[number];
export type FormationSortOrder = 'asc' | 'desc';

/** The list's filters, already validated (the API's zod query schema produces this). */
export interface FormationListQuery {
  q?: string;
  sport?: SportId;
  /** any of these types */
  formationType?: FormationType[];
  /** any of these tags (case-insensitive) */
  tags?: string[];
  /** my formations, unlisted included (needs a signed-in viewer) */
  mine?: boolean;
  /** `mine`: my teams' content; a team id: that team's */
  team?: 'mine' | string;
  sort: FormationSort;
  order?: FormationSortOrder;
  page: number;
  pageSize: number;
}

export type FormationSearchMode = SearchMode;

export type { FormationListPage };

const SORTS: Record<FormationSort, { order: FormationSortOrder; sql: (dir: string) => string }> = {
  newest: { order: 'desc', sql: (dir) => `f.created_at ${dir}` },
  name: { order: 'asc', sql: (dir) => `lower(f.name) ${dir}, f.name ${dir}` },
  updated: { order: 'desc', sql: (dir) => `f.updated_at ${dir}` },
  votes: { order: 'desc', sql: (dir) => `f.vote_score ${dir}, f.votes_up ${dir}` },
  type: { order: 'asc', sql: (dir) => `f.formation_type ${dir}, lower(f.name) ASC` },
};

/** Ties end newest first, then by id, so pages never overlap or skip. */
const orderSql = (sort: FormationSort, order?: FormationSortOrder) =>
  `${SORTS[sort].sql(order ?? SORTS[sort].order)}, f.created_at DESC, f.formation_id`;

/** What the page query reads before the joins: every column an ORDER BY or the summary needs. */
const INNER_COLUMNS = `f.formation_id, f.sport, f.name, f.brief_description, f.tags, f.formation_type, f.court_template_id, f.visibility, f.team_id,
  f.owner_id, f.votes_up, f.votes_down, f.vote_score, f.used_in_plan_count, f.diagram_version_count, f.duplicated_from, f.created_at, f.updated_at`;

function filterSql(query: FormationListQuery, params: SqlParams): string[] {
  const where: string[] = [];
  if (query.sport) where.push(`f.sport = ${params.add(query.sport)}`);
  if (query.formationType?.length)
    where.push(`f.formation_type = ANY(${params.add([...query.formationType], 'text[]')})`);
  if (query.tags?.length)
    where.push(
      `f.tag_keys && ${params.add(
        query.tags.map((tag) => tag.toLowerCase()),
        'text[]',
      )}`,
    );
  return where;
}

type SearchCondition = (params: SqlParams) => string;

async function runPage(
  db: Queryable,
  scope: ContentListScope,
  query: FormationListQuery,
  search: SearchCondition | null,
): Promise<{ items: FormationSummary[]; total: number }> {
  const params = new SqlParams();
  if (query.mine && !scope.userId) throw new Error('mine=true needs a signed-in viewer');
  const where = [
    query.mine ? ownContentScopeSql('f', scope.userId!, params) : contentListScopeSql('f', scope, params),
    ...teamFilterSql('f', query.team, scope, params),
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
    `SELECT ${SUMMARY_SELECT}, f.total
       FROM (SELECT ${INNER_COLUMNS}, count(*) OVER ()::int AS total FROM formations f WHERE ${filter} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}) f
       ${summaryJoins(viewer)}
      ORDER BY ${order}`,
    params.values,
  );
  if (rows.length > 0) return { items: rows.map(summaryOf), total: rows[0]!.total };
  if (query.page === 1) return { items: [], total: 0 };
  // Past the last page: the page is empty, but the total still says how many there are.
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM formations f WHERE ${filter}`,
    whereParams,
  );
  return { items: [], total: count?.n ?? 0 };
}

/**
 * The formation list: filters, sort, pagination, within what the viewer may list. A search first tries full text
 * (name, tags, both descriptions) with every word as a prefix; only when that finds nothing does it fall back to the
 * known words closest to each searched one (trigram similarity), like the drill list.
 */
export async function listFormations(
  db: Queryable,
  scope: ContentListScope,
  query: FormationListQuery,
): Promise<FormationListPage> {
  const { result, searchMode } = await searchWithFallback(
    db,
    query.q,
    { searchColumn: 'f.search', lexiconTable: 'formation_search_words' },
    (search) => runPage(db, scope, query, search),
    { items: [] as FormationSummary[] },
  );
  return {
    ...result,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(result.total / query.pageSize)),
    searchMode,
  };
}

/** Tags in use among the formations the viewer may list, most used first (the tag filter's choices). */
export async function formationTagCounts(
  db: Queryable,
  scope: ContentListScope,
  sport?: SportId,
  limit = 100,
): Promise<{ value: string; count: number }[]> {
  const params = new SqlParams();
  const where = [contentListScopeSql('f', scope, params), ...(sport ? [`f.sport = ${params.add(sport)}`] : [])].join(
    ' AND ',
  );
  // Tags differ in case between formations: count them together, show the most used spelling.
  return db.query<{ value: string; count: number }>(
    `SELECT (array_agg(tag ORDER BY n DESC, tag))[1] AS value, sum(n)::int AS count
       FROM (SELECT tag, count(*)::int AS n FROM formations f, unnest(f.tags) AS tag WHERE ${where} GROUP BY tag) t
      GROUP BY lower(tag) ORDER BY count DESC, value LIMIT ${params.add(limit, 'integer')}`,
    params.values,
  );
}
