import type { SqlParams } from '../sql';
import type { SearchMode } from '../sql';
import type { Queryable } from '@sideline/eventstore';

export type SortOrder = 'asc' | 'desc';

/** One sort key: its default direction and its ORDER BY terms for a direction. */
export interface SortSpec {
  order: SortOrder;
  sql: (dir: string) => string;
}

/** What every content list's query has besides its own filters. */
export interface ContentListQueryBase<S extends string> {
  q?: string;
  /** mine: my content, unlisted included (needs a signed-in viewer) */
  mine?: boolean;
  /** `'mine'`: my teams' content; a team id: that team's */
  team?: string;
  sort: S;
  order?: SortOrder;
  page: number;
  pageSize: number;
}

/** A search condition built on the page's params; null: no search. */
export type SearchCondition = (params: SqlParams) => string;

/** One page of a list for a search condition, with the total of matches. */
export type PageForSearch<Item> = (search: SearchCondition | null) => Promise<{ items: Item[]; total: number }>;

/** How a list answers its search box: which conditions it tries, in what order, and how it reports which answered. */
export type ListSearch<Item> = (
  db: Queryable,
  q: string | undefined,
  pageFor: PageForSearch<Item>,
) => Promise<{ result: { items: Item[]; total: number }; searchMode: SearchMode }>;

/**
 * What one content list declares: everything else (the list scope, `mine`, the team filter, paging, the total, the
 * page past the last one, the search) is the kit's.
 */
export interface ContentListDefinition<Q extends ContentListQueryBase<string>, Row, Item> {
  /** the table or view, and its alias in every statement */
  from: string;
  alias: string;
  /** the id column: the last tie-break, so pages never overlap or skip */
  idColumn: string;
  /** what the page query reads before the joins: every column an ORDER BY or the summary needs */
  innerColumns: string;
  /** content that can be unpublished: the column saying it is published (the list scope's option) */
  publishedColumn?: string;
  sorts: Record<Q['sort'], SortSpec>;
  filters: (query: Q, params: SqlParams) => string[];
  /** the summary's select list and joins over the page (`viewer`: the placeholder of the viewer's id, or null) */
  summarySelect: string;
  summaryJoins: (viewer: string) => string;
  summaryOf: (row: Row) => Item;
  search: ListSearch<Item>;
}
