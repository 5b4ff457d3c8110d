import { Link } from 'react-router';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListPage } from '../../../ui/list-page';
import listCss from '../../../ui/list-page.module.css';
import { SortControls } from '../../../ui/sort-controls';
import { planKeys, planListQuery } from '../plan-queries';
import { CreateFromCart } from './create-from-cart';
import { PlanCard, PlanCardSkeleton } from './plan-card';
import { PlanFilterPanel } from './plan-filter-panel';
import { PlanShowChoice } from './plan-show-choice';
import { COMMON_ORDER_LABELS, COMMON_SORT_LABELS, useContentListPage } from '../../../ui/content-list';
import { PLAN_SORT_KEYS, planList, type PlanSortKey, type SortOrder } from './plan-list-params';

const SORT_LABELS: Record<PlanSortKey, string> = {
  ...COMMON_SORT_LABELS,
  updated: 'Last changed',
  date: 'Practice day',
  duration: 'Total time',
  participants: 'Participants',
};

const ORDER_LABELS: Record<PlanSortKey, Record<SortOrder, string>> = {
  ...COMMON_ORDER_LABELS,
  updated: { desc: 'Latest change first', asc: 'Oldest change first' },
  date: { asc: 'Earliest first', desc: 'Latest first' },
  duration: { asc: 'Shortest first', desc: 'Longest first' },
  participants: { asc: 'Fewest first', desc: 'Most first' },
};

/** `/practice-plans`: search, filters, sort and pages, all in the address bar, so a link shows the same view. */
export function PlanListPage() {
  const { state, update, filterCount, clearFilters, onSearch, onSort, pagination, emptyState, list, signedIn } =
    useContentListPage(planList, '/practice-plans', {
      query: planListQuery,
      handledStatuses: [400, 401],
      // Someone created, changed or deleted a plan: the list may have changed.
      live: { keys: ['plans'], invalidate: planKeys.lists() },
    });

  return (
    <ListPage
      title="Practice plans"
      lead="Timed practices with sections, drills and position groups running side by side."
      actions={
        signedIn ? (
          <div className={listCss.headerActions}>
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
        )
      }
      noun={state.show === 'practices' ? { one: 'practice', many: 'practices' } : { one: 'plan', many: 'plans' }}
      idPrefix="plan"
      views={<PlanShowChoice state={state} update={update} />}
      search={{
        q: state.q,
        onSearch,
        label: 'Search practice plans',
        placeholder: 'Search plans by name or description',
      }}
      sortControls={
        <SortControls
          keys={PLAN_SORT_KEYS}
          sort={state.sort}
          order={state.order}
          sortLabels={SORT_LABELS}
          orderLabels={ORDER_LABELS}
          onChange={onSort}
        />
      }
      filterCount={filterCount}
      filters={(id) => <PlanFilterPanel id={id} state={state} update={update} signedIn={signedIn} />}
      list={list}
      onClearFilters={clearFilters}
      skeleton={<PlanCardSkeleton />}
      renderItem={(plan) => <PlanCard key={plan.id} plan={plan} showSport={state.sport === null} signedIn={signedIn} />}
      empty={(data) => (
        <ListEmptyState
          {...emptyState(data)}
          texts={
            state.show === 'practices'
              ? {
                  title: 'No practices found',
                  filtered: 'No practice matches all of these filters.',
                  empty: 'No practices on a team calendar yet: a season’s recurring practices put them there.',
                }
              : {
                  title: 'No plans found',
                  filtered: 'No plan matches all of these filters.',
                  empty: 'No practice plans yet.',
                }
          }
          create={signedIn ? { to: '/practice-plans/create', label: 'Make a plan' } : null}
        />
      )}
      pagination={pagination}
    />
  );
}
