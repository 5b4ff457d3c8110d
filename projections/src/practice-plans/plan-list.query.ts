import type { PhaseOfSeason, PlanListPage, PracticeGoal, SportId } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import {
  SqlParams,
  contentListScopeSql,
  ownContentScopeSql,
  teamFilterSql,
  prefixTsQuery,
  searchWords,
  type ContentListScope,
} from '../sql';
import {
  PLAN_SUMMARY_SELECT,
  planSummaryJoins,
  planSummaryOf,
  type PlanSummary,
  type PlanSummaryRow,
} from './plan-views';

export const PLAN_SORTS = ['newest', 'updated', 'name', 'duration', 'votes', 'participants'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** The plan list's filters, already validated by the API's zod query schema. */
export interface PlanListQuery {
  q?: string;
  sport?: SportId;
  /** any of these phases */
  phases?: PhaseOfSeason[];
  phasesExclude?: PhaseOfSeason[];
  /** all of these goals (the reference app's "required") */
  goals?: PracticeGoal[];
  /** none of these goals */
  goalsExclude?: PracticeGoal[];
  /** plans expecting at least / at most this many participants (plans without a number are left out) */
  participantsMin?: number;
  participantsMax?: number;
  /** plans containing every one of these drills */
  drillIds?: string[];
  teamId?: string;
  published?: boolean;
  /** my plans, unlisted included (needs a signed-in viewer) */
  mine?: boolean;
  /** `mine`: my teams' content; a team id: that team's */
  team?: 'mine' | string;
  sort: PlanSort;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const SORTS: Record<PlanSort, { order: 'asc' | 'desc'; sql: (dir: string) => string }> = {
  newest: { order: 'desc', sql: (dir) => `p.created_at ${dir}` },
  updated: { order: 'desc', sql: (dir) => `p.updated_at ${dir}` },
  name: { order: 'asc', sql: (dir) => `lower(p.name) ${dir}, p.name ${dir}` },
  duration: { order: 'asc', sql: (dir) => `p.total_minutes ${dir}` },
  votes: { order: 'desc', sql: (dir) => `p.vote_score ${dir}, p.votes_up ${dir}` },
  participants: { order: 'asc', sql: (dir) => `p.expected_participants ${dir} NULLS LAST` },
};
const orderSql = (query: PlanListQuery) =>
  `${SORTS[query.sort].sql(query.order ?? SORTS[query.sort].order)}, p.created_at DESC, p.plan_id`;

function filterSql(query: PlanListQuery, params: SqlParams): string[] {
  const where: string[] = [];
  if (query.sport) where.push(`p.sport = ${params.add(query.sport)}`);
  if (query.phases?.length) where.push(`p.phase = ANY(${params.add(query.phases, 'text[]')})`);
  if (query.phasesExclude?.length)
    where.push(`(p.phase IS NULL OR NOT p.phase = ANY(${params.add(query.phasesExclude, 'text[]')}))`);
  if (query.goals?.length) where.push(`p.goals @> ${params.add(query.goals, 'text[]')}`);
  if (query.goalsExclude?.length) where.push(`NOT (p.goals && ${params.add(query.goalsExclude, 'text[]')})`);
  if (query.participantsMin !== undefined)
    where.push(`p.expected_participants >= ${params.add(query.participantsMin, 'integer')}`);
  if (query.participantsMax !== undefined)
    where.push(`p.expected_participants <= ${params.add(query.participantsMax, 'integer')}`);
  if (query.drillIds?.length) where.push(`p.drill_ids @> ${params.add(query.drillIds, 'text[]')}`);
  if (query.teamId) where.push(`p.team_id = ${params.add(query.teamId)}`);
  if (query.published !== undefined) where.push(`p.published = ${params.add(query.published, 'boolean')}`);
  return where;
}

async function runPage(
  db: Queryable,
  scope: ContentListScope,
  query: PlanListQuery,
  search: ((params: SqlParams) => string) | null,
) {
  const params = new SqlParams();
  if (query.mine && !scope.userId) throw new Error('mine=true needs a signed-in viewer');
  const where = [
    query.mine
      ? ownContentScopeSql('p', scope.userId!, params)
      : contentListScopeSql('p', scope, params, { publishedColumn: 'published' }),
    ...teamFilterSql('p', query.team, scope, params),
    ...filterSql(query, params),
  ];
  if (search) where.push(search(params));
  const filter = where.join(' AND ');
  const whereParams = [...params.values];
  const limit = params.add(query.pageSize, 'integer');
  const skip = params.add((query.page - 1) * query.pageSize, 'integer');
  const viewer = params.add(scope.userId, 'text');
  const rows = await db.query<PlanSummaryRow & { total: number }>(
    `SELECT ${PLAN_SUMMARY_SELECT}, p.total
       FROM (SELECT p.*, count(*) OVER ()::int AS total FROM plans_view p WHERE ${filter} ORDER BY ${orderSql(query)} LIMIT ${limit} OFFSET ${skip}) p
       ${planSummaryJoins(viewer)}
      ORDER BY ${orderSql(query)}`,
    params.values,
  );
  if (rows.length > 0) return { items: rows.map(planSummaryOf), total: rows[0]!.total };
  if (query.page === 1) return { items: [], total: 0 };
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM plans_view p WHERE ${filter}`,
    whereParams,
  );
  return { items: [], total: count?.n ?? 0 };
}

/**
 * Plans the viewer may list, filtered, sorted and paginated. A search tries full text first (name and description,
 * every word a prefix); when that finds nothing it falls back to trigram word similarity on the name and description.
 */
export async function listPlans(db: Queryable, scope: ContentListScope, query: PlanListQuery): Promise<PlanListPage> {
  const words = query.q ? searchWords(query.q) : [];
  const page = (
    result: { items: PlanSummary[]; total: number },
    searchMode: PlanListPage['searchMode'],
  ): PlanListPage => ({
    ...result,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(result.total / query.pageSize)),
    searchMode,
  });
  if (words.length === 0) return page(await runPage(db, scope, query, null), null);
  const fullText = await runPage(
    db,
    scope,
    query,
    (params) => `p.search @@ to_tsquery('simple', ${params.add(prefixTsQuery(words))})`,
  );
  if (fullText.total > 0) return page(fullText, 'fulltext');
  const phrase = words.join(' ');
  const fuzzy = await runPage(db, scope, query, (params) => {
    const q = params.add(phrase, 'text');
    return `(word_similarity(${q}, p.name) >= 0.5 OR word_similarity(${q}, p.description_plain) >= 0.5)`;
  });
  return page(fuzzy, 'fuzzy');
}
