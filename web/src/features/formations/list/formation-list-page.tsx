import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { ListPage } from '../../../ui/list-page';
import { SortControls } from '../../../ui/sort-controls';
import { formationKeys, formationListQuery, formationTagsQuery } from '../formation-queries';
import { FormationCard, FormationCardSkeleton } from './formation-card';
import { FormationFilterPanel } from './formation-filter-panel';
import { COMMON_ORDER_LABELS, COMMON_SORT_LABELS, useContentListPage } from '../../../ui/content-list';
import { SORT_KEYS, formationList, type SortKey, type SortOrder } from './formation-list-params';

const SORT_LABELS: Record<SortKey, string> = {
  ...COMMON_SORT_LABELS,
  updated: 'Last edited',
  type: 'Type',
};

const ORDER_LABELS: Record<SortKey, Record<SortOrder, string>> = {
  ...COMMON_ORDER_LABELS,
  updated: { desc: 'Latest edit first', asc: 'Longest untouched first' },
  type: { asc: 'Defense, offense, other', desc: 'Other, offense, defense' },
};

/** `/formations`: search, filters, sort and pages, all in the address bar, so a link shows the same view. */
export function FormationListPage() {
  const { state, update, filterCount, clearFilters, onSearch, onSort, pagination, emptyState, list, signedIn } =
    useContentListPage(formationList, '/formations', {
      query: formationListQuery,
      handledStatuses: [400],
      // Someone created, edited or deleted a formation: the list and the tag counts may have changed.
      live: { keys: ['formations'], invalidate: formationKeys.all },
    });
  const tags = useQuery({ ...formationTagsQuery(state.sport), placeholderData: keepPreviousData });

  return (
    <ListPage
      title="Formations"
      lead="Set plays and defensive shapes, drawn live with your staff."
      actions={
        signedIn ? (
          <Link to="/formations/create" className="button button--primary">
            New formation
          </Link>
        ) : (
          <Link to="/login?next=%2Fformations%2Fcreate" className="button button--secondary">
            Sign in to add formations
          </Link>
        )
      }
      noun={{ one: 'formation', many: 'formations' }}
      idPrefix="formation"
      search={{
        q: state.q,
        onSearch,
        label: 'Search formations',
        placeholder: 'Search formations by name, tag or description',
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
      filters={(id) => (
        <FormationFilterPanel id={id} state={state} update={update} tags={tags.data} signedIn={signedIn} />
      )}
      list={list}
      onClearFilters={clearFilters}
      skeleton={<FormationCardSkeleton />}
      skeletonTestId="formation-skeletons"
      renderItem={(formation) => (
        <FormationCard key={formation.id} formation={formation} showSport={state.sport === null} signedIn={signedIn} />
      )}
      empty={(data) => (
        <ListEmptyState
          {...emptyState(data)}
          texts={{
            title: 'No formations found',
            filtered: 'No formation matches all of these filters.',
            empty: 'No formations yet: draw the first one.',
          }}
          create={signedIn ? { to: '/formations/create', label: 'Create a formation' } : null}
        />
      )}
      pagination={pagination}
      narrowCards
      spaced
    />
  );
}
