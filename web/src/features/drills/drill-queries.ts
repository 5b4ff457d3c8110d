import type { SportId } from '@sideline/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchDrill, fetchFilterOptions, fetchHistory, listDrills } from './drill-api';

/** Query keys of the drills pages: everything under ['drills'], so one invalidation refreshes them all. */
export const drillKeys = {
  all: ['drills'] as const,
  lists: () => ['drills', 'list'] as const,
  list: (query: string) => ['drills', 'list', query] as const,
  filterOptions: (sport: SportId | null) => ['drills', 'filter-options', sport] as const,
  detail: (id: string) => ['drills', 'detail', id] as const,
  comments: (id: string) => ['drills', 'comments', id] as const,
  history: (id: string) => ['drills', 'history', id] as const,
};

export const drillListQuery = (query: string) =>
  queryOptions({ queryKey: drillKeys.list(query), queryFn: ({ signal }) => listDrills(query, signal) });

export const filterOptionsQuery = (sport: SportId | null) =>
  queryOptions({
    queryKey: drillKeys.filterOptions(sport),
    queryFn: ({ signal }) => fetchFilterOptions(sport, signal),
    staleTime: 60_000,
  });

/** The view page explains 401/403/404 itself (its error element), so they are not reported as crashes. */
export const drillQuery = (id: string) =>
  queryOptions({
    queryKey: drillKeys.detail(id),
    queryFn: ({ signal }) => fetchDrill(id, signal),
    meta: { handledStatuses: [401, 403, 404] },
  });

export const historyQuery = (id: string) =>
  queryOptions({ queryKey: drillKeys.history(id), queryFn: ({ signal }) => fetchHistory(id, signal) });
