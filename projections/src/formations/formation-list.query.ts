import type { FormationListPage, FormationType, SportId } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { lexiconSearch, listContent, type ContentListDefinition, type SortOrder, type SortSpec } from '../content-list';
import { SqlParams, contentListScopeSql, type ContentListScope, type SearchMode } from '../sql';
import { SUMMARY_SELECT, summaryJoins, summaryOf, type FormationSummary, type SummaryRow } from './formation-views';

export const FORMATION_SORTS = ['newest', 'name', 'updated', 'votes', 'type'] as const;
export type FormationSort = (typeof FORMATION_SORTS)[number];
export type FormationSortOrder = SortOrder;

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
  /** `'mine'`: my teams' content; a team id: that team's */
  team?: string;
  sort: FormationSort;
  order?: FormationSortOrder;
  page: number;
  pageSize: number;
}

export type FormationSearchMode = SearchMode;

export type { FormationListPage };

const SORTS: Record<FormationSort, SortSpec> = {
  newest: { order: 'desc', sql: (dir) => `f.created_at ${dir}` },
  name: { order: 'asc', sql: (dir) => `lower(f.name) ${dir}, f.name ${dir}` },
  updated: { order: 'desc', sql: (dir) => `f.updated_at ${dir}` },
  votes: { order: 'desc', sql: (dir) => `f.vote_score ${dir}, f.votes_up ${dir}` },
  type: { order: 'asc', sql: (dir) => `f.formation_type ${dir}, lower(f.name) ASC` },
};

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

/** The formation list: what differs from the other content lists. */
const FORMATION_LIST: ContentListDefinition<FormationListQuery, SummaryRow, FormationSummary> = {
  from: 'formations',
  alias: 'f',
  idColumn: 'formation_id',
  innerColumns: INNER_COLUMNS,
  sorts: SORTS,
  filters: filterSql,
  summarySelect: SUMMARY_SELECT,
  summaryJoins,
  summaryOf,
  search: lexiconSearch({ searchColumn: 'f.search', lexiconTable: 'formation_search_words' }),
};

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
  return listContent(db, FORMATION_LIST, scope, query);
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
