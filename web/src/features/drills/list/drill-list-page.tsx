import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { friendlyMessage } from '../../../api/friendly-message';
import { isApiError } from '../../../api/api-error';
import { PageTitle } from '../../../ui/page-title';
import { Pagination } from '../../../ui/pagination';
import { SearchBox } from '../../../ui/search-box';
import { useSessionUser } from '../../auth/session';
import { useLiveChanges } from '../../live/use-live-changes';
import { CartBar } from '../cart/cart-bar';
import { drillKeys, drillListQuery, filterOptionsQuery } from '../drill-queries';
import { DrillCard, DrillCardSkeleton } from './drill-card';
import { PAGE_SIZES, activeFilterCount, clearFilters, listSearch, toApiQuery } from './drill-list-params';
import styles from './drill-list.module.css';
import { FilterPanel } from './filter-panel';
import { ListEmptyState } from './list-empty-state';
import { SortControls } from './sort-controls';
import { useDrillListState } from './use-drill-list-state';

const SKELETON_CARDS = 6;

/** `/drills`: search, filters, sort and pages, all in the address bar, so a link shows the same view. */
export function DrillListPage() {
  const user = useSessionUser();
  const [state, update] = useDrillListState();
  const queryClient = useQueryClient();
  const apiQuery = toApiQuery(state);
  const list = useQuery({ ...drillListQuery(apiQuery), placeholderData: keepPreviousData, meta: { handledStatuses: [400] } });
  const options = useQuery({ ...filterOptionsQuery(state.sport), placeholderData: keepPreviousData });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  // Someone created, edited or deleted a drill: the list and the filter counts may have changed.
  useLiveChanges(['drills'], () => void queryClient.invalidateQueries({ queryKey: drillKeys.all }));

  const data = list.data;
  const filterCount = activeFilterCount(state);
  const loadingFirst = list.isPending;

  return (
    <div className={styles.page}>
      <PageTitle title={state.q ? `Drills matching “${state.q}”` : 'Drills'} />
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Drills</h1>
          <p className={styles.lead}>The shared drill library: find a drill for the next practice, or add your own.</p>
        </div>
        {user ? (
          <div className={styles.headerActions}>
            <Link to="/drills/bulk-upload" className="button button--secondary">
              Import from a file
            </Link>
            <Link to="/drills/create" className="button button--primary">
              New drill
            </Link>
          </div>
        ) : (
          <Link to="/login?next=%2Fdrills%2Fcreate" className="button button--secondary">
            Sign in to add drills
          </Link>
        )}
      </div>

      <div className={styles.toolbar}>
        <SearchBox
          value={state.q}
          onSearch={(q) => update({ ...state, q, page: 1 }, { replace: state.q !== '' })}
          label="Search drills"
          placeholder="Search drills by name or description"
        />
        <SortControls state={state} update={update} />
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
          <FilterPanel id={filtersId} state={state} update={update} options={options.data} signedIn={user !== null} />
        </div>

        <section className={styles.results} aria-labelledby="drill-results-heading" aria-busy={list.isFetching || undefined}>
          <h2 id="drill-results-heading" className="visually-hidden">
            Results
          </h2>
          <p className={styles.resultCount} role="status">
            {data ? resultSummary(data.total, data.searchMode, state.q) : loadingFirst ? 'Loading drills…' : ''}
          </p>

          {list.isError && !data ? (
            <div className={styles.errorBox} role="alert">
              <p>
                {isApiError(list.error) && list.error.status === 400
                  ? `Some of these filters do not work: ${Object.values(list.error.fieldErrors).flat().join(' ') || list.error.message}`
                  : friendlyMessage(list.error)}
              </p>
              <div className={styles.errorActions}>
                <button type="button" className="button button--secondary" onClick={() => void list.refetch()}>
                  Try again
                </button>
                <button type="button" className="button button--ghost" onClick={() => update(clearFilters(state))}>
                  Clear filters
                </button>
              </div>
            </div>
          ) : null}

          {loadingFirst ? (
            <div className={styles.grid} aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <DrillCardSkeleton key={index} />
              ))}
            </div>
          ) : null}

          {data && data.items.length > 0 ? (
            <div className={list.isPlaceholderData ? `${styles.grid} ${styles.gridStale}` : styles.grid}>
              {data.items.map((drill) => (
                <DrillCard key={drill.id} drill={drill} showSport={state.sport === null} signedIn={user !== null} />
              ))}
            </div>
          ) : null}

          {data && data.items.length === 0 ? (
            <ListEmptyState state={state} update={update} total={data.total} pageCount={data.pageCount} hasFilters={filterCount > 0} signedIn={user !== null} />
          ) : null}

          {data && data.total > 0 ? (
            <Pagination
              page={state.page}
              pageCount={data.pageCount}
              pageSize={state.pageSize}
              pageSizes={PAGE_SIZES}
              hrefFor={(page) => `/drills${listSearch({ ...state, page })}`}
              onPage={(page) => update({ ...state, page })}
              onPageSize={(pageSize) => update({ ...state, pageSize, page: 1 })}
            />
          ) : null}
        </section>
      </div>
      <CartBar />
    </div>
  );
}

function resultSummary(total: number, searchMode: 'fulltext' | 'fuzzy' | null, q: string): string {
  const drills = total === 1 ? '1 drill' : `${total.toLocaleString()} drills`;
  if (total === 0) return q ? `Nothing matches “${q}”` : 'No drills';
  if (!q) return drills;
  if (searchMode === 'fuzzy') return `No exact matches for “${q}”: ${drills} with similar words`;
  return `${drills} matching “${q}”`;
}
