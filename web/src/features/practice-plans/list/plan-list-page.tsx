import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { friendlyMessage } from '../../../api/friendly-message';
import { PageTitle } from '../../../ui/page-title';
import { Pagination } from '../../../ui/pagination';
import { SearchBox } from '../../../ui/search-box';
import { useSessionUser } from '../../auth/session';
import { useLiveChanges } from '../../live/use-live-changes';
import { planKeys, planListQuery } from '../plan-queries';
import { CreateFromCart } from './create-from-cart';
import { PlanCard, PlanCardSkeleton } from './plan-card';
import { PlanFilterPanel } from './plan-filter-panel';
import { PLAN_PAGE_SIZES, activePlanFilterCount, clearPlanFilters, planListSearch, toPlanApiQuery } from './plan-list-params';
import styles from './plan-list.module.css';
import { PlanListEmpty } from './plan-list-empty';
import { PlanSortControls } from './plan-sort-controls';
import { usePlanListState } from './use-plan-list-state';

const SKELETON_CARDS = 6;

/** `/practice-plans`: search, filters, sort and pages, all in the address bar, so a link shows the same view. */
export function PlanListPage() {
  const user = useSessionUser();
  const [state, update] = usePlanListState();
  const queryClient = useQueryClient();
  const list = useQuery({ ...planListQuery(toPlanApiQuery(state)), placeholderData: keepPreviousData, meta: { handledStatuses: [400, 401] } });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  // Someone created, changed or deleted a plan: the list may have changed.
  useLiveChanges(['plans'], () => void queryClient.invalidateQueries({ queryKey: planKeys.lists() }));

  const data = list.data;
  const filterCount = activePlanFilterCount(state);

  return (
    <div className={styles.page}>
      <PageTitle title={state.q ? `Practice plans matching “${state.q}”` : 'Practice plans'} />
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Practice plans</h1>
          <p className={styles.lead}>Timed practices with sections, drills and position groups running side by side.</p>
        </div>
        {user ? (
          <div className={styles.headerActions}>
            <CreateFromCart />
            <Link to="/practice-plans/wizard/basic-info" className="button button--secondary">
              Plan with the wizard
            </Link>
            <Link to="/practice-plans/create" className="button button--primary">
              New plan
            </Link>
          </div>
        ) : (
          <Link to="/login?next=%2Fpractice-plans%2Fcreate" className="button button--secondary">
            Sign in to make plans
          </Link>
        )}
      </div>

      <div className={styles.toolbar}>
        <SearchBox value={state.q} onSearch={(q) => update({ ...state, q, page: 1 }, { replace: state.q !== '' })} label="Search practice plans" placeholder="Search plans by name or description" />
        <PlanSortControls state={state} update={update} />
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
          <PlanFilterPanel id={filtersId} state={state} update={update} signedIn={user !== null} />
        </div>

        <section className={styles.results} aria-labelledby="plan-results-heading" aria-busy={list.isFetching || undefined}>
          <h2 id="plan-results-heading" className="visually-hidden">
            Results
          </h2>
          <p className={styles.resultCount} role="status">
            {data ? resultSummary(data.total, data.searchMode, state.q) : list.isPending ? 'Loading plans…' : ''}
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
                <button type="button" className="button button--ghost" onClick={() => update(clearPlanFilters(state))}>
                  Clear filters
                </button>
              </div>
            </div>
          ) : null}

          {list.isPending ? (
            <div className={styles.grid} aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <PlanCardSkeleton key={index} />
              ))}
            </div>
          ) : null}

          {data && data.items.length > 0 ? (
            <div className={list.isPlaceholderData ? `${styles.grid} ${styles.gridStale}` : styles.grid}>
              {data.items.map((plan) => (
                <PlanCard key={plan.id} plan={plan} showSport={state.sport === null} signedIn={user !== null} />
              ))}
            </div>
          ) : null}

          {data && data.items.length === 0 ? (
            <PlanListEmpty state={state} update={update} total={data.total} pageCount={data.pageCount} hasFilters={filterCount > 0} signedIn={user !== null} />
          ) : null}

          {data && data.total > 0 ? (
            <Pagination
              page={state.page}
              pageCount={data.pageCount}
              pageSize={state.pageSize}
              pageSizes={PLAN_PAGE_SIZES}
              hrefFor={(page) => `/practice-plans${planListSearch({ ...state, page })}`}
              onPage={(page) => update({ ...state, page })}
              onPageSize={(pageSize) => update({ ...state, pageSize, page: 1 })}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

function resultSummary(total: number, searchMode: 'fulltext' | 'fuzzy' | null, q: string): string {
  const plans = total === 1 ? '1 plan' : `${total.toLocaleString()} plans`;
  if (total === 0) return q ? `Nothing matches “${q}”` : 'No plans';
  if (!q) return plans;
  if (searchMode === 'fuzzy') return `No exact matches for “${q}”: ${plans} with similar words`;
  return `${plans} matching “${q}”`;
}
