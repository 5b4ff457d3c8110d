import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { isApiError } from '../api/api-error';
import { friendlyMessage } from '../api/friendly-message';
import styles from './list-page.module.css';
import { PageTitle } from './page-title';
import { Pagination, type PaginationProps } from './pagination';
import { SearchBox } from './search-box';

const SKELETON_CARDS = 6;

/** What a list endpoint answers with, as far as the page around it cares. */
export interface ListPageData<T> {
  items: readonly T[];
  total: number;
  pageCount: number;
  searchMode: 'fulltext' | 'fuzzy' | null;
}

interface ListPageProps<T> {
  /** the heading, e.g. "Drills" */
  title: string;
  lead: string;
  /** the header's buttons (create, import, sign in) */
  actions: ReactNode;
  /** how the count reads: "1 drill", "12 drills" */
  noun: { one: string; many: string };
  /** makes the results heading's id, e.g. "drill" → drill-results-heading */
  idPrefix: string;
  search: { q: string; onSearch: (q: string) => void; label: string; placeholder: string };
  /** above the search: which kind of item the list shows (e.g. plans or practices), when there is a choice */
  views?: ReactNode;
  sortControls: ReactNode;
  /** how many filters are on, shown on the narrow screens' filters button */
  filterCount: number;
  filters: (id: string) => ReactNode;
  list: UseQueryResult<ListPageData<T>>;
  onClearFilters: () => void;
  /** one loading card */
  skeleton: ReactNode;
  skeletonTestId?: string;
  /** one result card, with its key */
  renderItem: (item: T) => ReactNode;
  /** what shows when the page has no results */
  empty: (data: ListPageData<T>) => ReactNode;
  pagination: Omit<PaginationProps, 'pageCount'>;
  /** narrower cards, one more to a row */
  narrowCards?: boolean;
  /** more room under the pagination */
  spaced?: boolean;
  /** after the list, e.g. the drill cart */
  children?: ReactNode;
}

/**
 * The frame every list page shares: header, search and sort, the filters column (a toggle on narrow screens) and
 * the results: count, error, loading cards, cards, empty state and pages.
 */
export function ListPage<T>(props: ListPageProps<T>) {
  const { title, lead, actions, noun, idPrefix, search, sortControls, filterCount, filters, list, onClearFilters } =
    props;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const data = list.data;
  const grid = props.narrowCards ? `${styles.grid} ${styles.gridNarrow}` : styles.grid;

  return (
    <div className={props.spaced ? `${styles.page} ${styles.pageSpaced}` : styles.page}>
      <PageTitle title={search.q ? `${title} matching “${search.q}”` : title} />
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {actions}
      </div>

      {props.views}
      <div className={styles.toolbar}>
        <SearchBox value={search.q} onSearch={search.onSearch} label={search.label} placeholder={search.placeholder} />
        {sortControls}
        <button
          type="button"
          className={`button button--secondary ${styles.filtersToggle}`}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filters{filterCount > 0 ? ` (${filterCount})` : ''}
        </button>
      </div>

      <div className={styles.layout}>
        <div className={filtersOpen ? `${styles.filtersSlot} ${styles.filtersSlotOpen}` : styles.filtersSlot}>
          {filters(filtersId)}
        </div>

        <section
          className={styles.results}
          aria-labelledby={`${idPrefix}-results-heading`}
          aria-busy={list.isFetching || undefined}
        >
          <h2 id={`${idPrefix}-results-heading`} className="visually-hidden">
            Results
          </h2>
          <p className={styles.resultCount} role="status">
            {data
              ? resultSummary(data.total, data.searchMode, search.q, noun)
              : list.isPending
                ? `Loading ${noun.many}…`
                : ''}
          </p>

          {list.isError && !data ? (
            <div className={styles.errorBox} role="alert">
              <p>
                {isApiError(list.error) && list.error.status === 400
                  ? `Some of these filters do not work: ${Object.values(list.error.fieldErrors).flat().join(' ') || list.error.message}`
                  : friendlyMessage(list.error)}
              </p>
              <div className={styles.emptyActions}>
                <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
                  Try again
                </button>
                <button type="button" className="button button--ghost" onClick={onClearFilters}>
                  Clear filters
                </button>
              </div>
            </div>
          ) : null}

          {list.isPending ? (
            <div className={grid} aria-hidden="true" data-testid={props.skeletonTestId}>
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <Fragment key={index}>{props.skeleton}</Fragment>
              ))}
            </div>
          ) : null}

          {data && data.items.length > 0 ? (
            <div className={list.isPlaceholderData ? `${grid} ${styles.gridStale}` : grid}>
              {data.items.map(props.renderItem)}
            </div>
          ) : null}

          {data && data.items.length === 0 ? props.empty(data) : null}

          {data && data.total > 0 ? <Pagination {...props.pagination} pageCount={data.pageCount} /> : null}
        </section>
      </div>
      {props.children}
    </div>
  );
}

/** "12 drills matching “pass”", or how a fuzzy search or an empty list reads. */
export function resultSummary(
  total: number,
  searchMode: ListPageData<unknown>['searchMode'],
  q: string,
  noun: { one: string; many: string },
): string {
  const count = total === 1 ? `1 ${noun.one}` : `${total.toLocaleString()} ${noun.many}`;
  if (total === 0) return q ? `Nothing matches “${q}”` : `No ${noun.many}`;
  if (!q) return count;
  if (searchMode === 'fuzzy') return `No exact matches for “${q}”: ${count} with similar words`;
  return `${count} matching “${q}”`;
}
