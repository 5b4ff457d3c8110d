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
import { formationKeys, formationListQuery, formationTagsQuery } from '../formation-queries';
import type { SearchMode } from '../formation-types';
import { FormationCard, FormationCardSkeleton } from './formation-card';
import { FormationFilterPanel } from './formation-filter-panel';
import { FormationListEmpty } from './formation-list-empty';
import { PAGE_SIZES, activeFilterCount, clearFilters, listSearch, toApiQuery } from './formation-list-params';
import styles from './formation-list.module.css';
import { FormationSortControls } from './formation-sort-controls';
import { useFormationListState } from './use-formation-list-state';

const SKELETON_CARDS = 6;

/** `/formations`: search, filters, sort and pages, all in the address bar, so a link shows the same view. */
export function FormationListPage() {
  const user = useSessionUser();
  const [state, update] = useFormationListState();
  const queryClient = useQueryClient();
  const list = useQuery({ ...formationListQuery(toApiQuery(state)), placeholderData: keepPreviousData, meta: { handledStatuses: [400] } });
  const tags = useQuery({ ...formationTagsQuery(state.sport), placeholderData: keepPreviousData });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  // Someone created, edited or deleted a formation: the list and the tag counts may have changed.
  useLiveChanges(['formations'], () => void queryClient.invalidateQueries({ queryKey: formationKeys.all }));

  const data = list.data;
  const filterCount = activeFilterCount(state);
  const signedIn = user !== null;

  return (
    <div className={styles.page}>
      <PageTitle title={state.q ? `Formations matching “${state.q}”` : 'Formations'} />
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>Formations</h1>
          <p className={styles.lead}>Set plays and defensive shapes, drawn live with your staff.</p>
        </div>
        {signedIn ? (
          <Link to="/formations/create" className="button button--primary">
            New formation
          </Link>
        ) : (
          <Link to="/login?next=%2Fformations%2Fcreate" className="button button--secondary">
            Sign in to add formations
          </Link>
        )}
      </div>

      <div className={styles.toolbar}>
        <SearchBox
          value={state.q}
          onSearch={(q) => update({ ...state, q, page: 1 }, { replace: state.q !== '' })}
          label="Search formations"
          placeholder="Search formations by name, tag or description"
        />
        <FormationSortControls state={state} update={update} />
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
          <FormationFilterPanel id={filtersId} state={state} update={update} tags={tags.data} signedIn={signedIn} />
        </div>

        <section className={styles.results} aria-labelledby="formation-results-heading" aria-busy={list.isFetching || undefined}>
          <h2 id="formation-results-heading" className="visually-hidden">
            Results
          </h2>
          <p className={styles.resultCount} role="status">
            {data ? resultSummary(data.total, data.searchMode, state.q) : list.isPending ? 'Loading formations…' : ''}
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
                <button type="button" className="button button--ghost" onClick={() => update(clearFilters(state))}>
                  Clear filters
                </button>
              </div>
            </div>
          ) : null}

          {list.isPending ? (
            <div className={styles.grid} aria-hidden="true" data-testid="formation-skeletons">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <FormationCardSkeleton key={index} />
              ))}
            </div>
          ) : null}

          {data && data.items.length > 0 ? (
            <div className={list.isPlaceholderData ? `${styles.grid} ${styles.gridStale}` : styles.grid}>
              {data.items.map((formation) => (
                <FormationCard key={formation.id} formation={formation} showSport={state.sport === null} signedIn={signedIn} />
              ))}
            </div>
          ) : null}

          {data && data.items.length === 0 ? (
            <FormationListEmpty state={state} update={update} total={data.total} pageCount={data.pageCount} hasFilters={filterCount > 0} signedIn={signedIn} />
          ) : null}

          {data && data.total > 0 ? (
            <Pagination
              page={state.page}
              pageCount={data.pageCount}
              pageSize={state.pageSize}
              pageSizes={PAGE_SIZES}
              hrefFor={(page) => `/formations${listSearch({ ...state, page })}`}
              onPage={(page) => update({ ...state, page })}
              onPageSize={(pageSize) => update({ ...state, pageSize, page: 1 })}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

function resultSummary(total: number, searchMode: SearchMode, q: string): string {
  const formations = total === 1 ? '1 formation' : `${total.toLocaleString()} formations`;
  if (total === 0) return q ? `Nothing matches “${q}”` : 'No formations';
  if (!q) return formations;
  if (searchMode === 'fuzzy') return `No exact matches for “${q}”: ${formations} with similar words`;
  return `${formations} matching “${q}”`;
}
