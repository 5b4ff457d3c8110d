import type { Queryable } from '@sideline/eventstore';
import { SqlParams, contentListScopeSql, ownContentScopeSql, teamFilterSql, type ContentListScope } from '../sql';
import type { SearchMode } from '../sql';
import type { ContentListDefinition, ContentListQueryBase, SearchCondition } from './content-list.definition';

/** A list's answer: the page, the total and page count, and how a search was answered. */
export interface ContentListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  searchMode: SearchMode;
}

/** Ties end newest first, then by id, so pages never overlap or skip. */
function orderSql<Q extends ContentListQueryBase<string>>(list: ContentListDefinition<Q, unknown, unknown>, query: Q) {
  const sort = list.sorts[query.sort as Q['sort']];
  return `${sort.sql(query.order ?? sort.order)}, ${list.alias}.created_at DESC, ${list.alias}.${list.idColumn}`;
}

async function runPage<Q extends ContentListQueryBase<string>, Row, Item>(
  db: Queryable,
  list: ContentListDefinition<Q, Row, Item>,
  scope: ContentListScope,
  query: Q,
  search: SearchCondition | null,
): Promise<{ items: Item[]; total: number }> {
  const a = list.alias;
  const params = new SqlParams();
  if (query.mine && !scope.userId) throw new Error('mine=true needs a signed-in viewer');
  const scopeOptions = list.publishedColumn ? { publishedColumn: list.publishedColumn } : {};
  const where = [
    query.mine ? ownContentScopeSql(a, scope, params) : contentListScopeSql(a, scope, params, scopeOptions),
    ...teamFilterSql(a, query.team, scope, params),
    ...list.filters(query, params),
  ];
  if (search) where.push(search(params));
  const filter = where.join(' AND ');
  const whereParams = [...params.values];
  const order = orderSql(list as ContentListDefinition<Q, unknown, unknown>, query);
  const limit = params.add(query.pageSize, 'integer');
  const skip = params.add((query.page - 1) * query.pageSize, 'integer');
  const viewer = params.add(scope.userId, 'text');
  // One scan for the page and the total: the window counts every match before LIMIT takes the page.
  const rows = await db.query<Row & { total: number }>(
    `SELECT ${list.summarySelect}, ${a}.total
       FROM (SELECT ${list.innerColumns}, count(*) OVER ()::int AS total FROM ${list.from} ${a} WHERE ${filter} ORDER BY ${order} LIMIT ${limit} OFFSET ${skip}) ${a}
       ${list.summaryJoins(viewer)}
      ORDER BY ${order}`,
    params.values,
  );
  if (rows.length > 0) return { items: rows.map((row) => list.summaryOf(row)), total: rows[0]!.total };
  if (query.page === 1) return { items: [], total: 0 };
  // Past the last page: the page is empty, but the total still says how many there are.
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${list.from} ${a} WHERE ${filter}`,
    whereParams,
  );
  return { items: [], total: count?.n ?? 0 };
}

/**
 * A content list: its filters, sort and offset pagination, within what the viewer may list (the one list scope,
 * `contentListScopeSql`, or the viewer's own content for `mine`), searched as the list declares.
 */
export async function listContent<Q extends ContentListQueryBase<string>, Row, Item>(
  db: Queryable,
  list: ContentListDefinition<Q, Row, Item>,
  scope: ContentListScope,
  query: Q,
): Promise<ContentListPage<Item>> {
  const { result, searchMode } = await list.search(db, query.q, (search) => runPage(db, list, scope, query, search));
  return {
    ...result,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(result.total / query.pageSize)),
    searchMode,
  };
}
