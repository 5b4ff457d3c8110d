import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListPage } from '../../../ui/list-page';
import listCss from '../../../ui/list-page.module.css';
import { SortControls } from '../../../ui/sort-controls';
import { CartBar } from '../cart/cart-bar';
import { drillKeys, drillListQuery, filterOptionsQuery } from '../drill-queries';
import { DrillCard, DrillCardSkeleton } from './drill-card';
import { COMMON_ORDER_LABELS, COMMON_SORT_LABELS, useContentListPage } from '../../../ui/content-list';
import { SORT_KEYS, drillList, type SortKey, type SortOrder } from './drill-list-params';
import { FilterPanel } from './filter-panel';

const SORT_LABELS: Record<SortKey, string> = {
  ...COMMON_SORT_LABELS,
  complexity: 'Complexity',
  length: 'Length',
  usage: 'Use in plans',
};

const ORDER_LABELS: Record<SortKey, Record<SortOrder, string>> = {
  ...COMMON_ORDER_LABELS,
  complexity: { asc: 'Simplest first', desc: 'Most complex first' },
  length: { asc: 'Shortest first', desc: 'Longest first' },
  usage: { desc: 'Most used first', asc: 'Least used first' },
};

/** `/drills`: search, filters, sort and pages, all in the address bar, so a link shows the same view. */
export function DrillListPage() {
  const { state, update, filterCount, clearFilters, onSearch, onSort, pagination, emptyState, list, signedIn } =
    useContentListPage(drillList, '/drills', {
      query: drillListQuery,
      handledStatuses: [400],
      // Someone created, edited or deleted a drill: the list and the filter counts may have changed.
      live: { keys: ['drills'], invalidate: drillKeys.all },
    });
  const options = useQuery({ ...filterOptionsQuery(state.sport), placeholderData: keepPreviousData });

  return (
    <ListPage
      title="Drills"
      lead="The shared drill library: find a drill for the next practice, or add your own."
      actions={
        signedIn ? (
          <div className={listCss.headerActions}>
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
        )
      }
      noun={{ one: 'drill', many: 'drills' }}
      idPrefix="drill"
      search={{
        q: state.q,
        onSearch,
        label: 'Search drills',
        placeholder: 'Search drills by name or description',
      }}
      sortControls={
        <SortControls
          keys={SORT_KEYS}
          sort={state.sort}
          order={state.order}
          sortLabels={SORT_LABELS}
          orderLabels={ORDER_LABELS}
          onChange={onSort}
        />
      }
      filterCount={filterCount}
      filters={(id) => <FilterPanel id={id} state={state} update={update} options={options.data} signedIn={signedIn} />}
      list={list}
      onClearFilters={clearFilters}
      skeleton={<DrillCardSkeleton />}
      renderItem={(drill) => (
        <DrillCard key={drill.id} drill={drill} showSport={state.sport === null} signedIn={signedIn} />
      )}
      empty={(data) => (
        <ListEmptyState
          {...emptyState(data)}
          texts={{
            title: 'No drills found',
            filtered: 'No drill matches all of these filters.',
            empty: 'The library is empty so far.',
          }}
          create={signedIn ? { to: '/drills/create', label: 'Create a drill' } : null}
        />
      )}
      pagination={pagination}
    >
      <CartBar />
    </ListPage>
  );
}
