import { queryOptions } from '@tanstack/react-query';
import { fetchPlan, fetchPlanHistory, listPlans } from './plan-api';

/** Query keys of the plan pages: everything under ['practice-plans'], so one invalidation refreshes them all. */
export const planKeys = {
  all: ['practice-plans'] as const,
  lists: () => ['practice-plans', 'list'] as const,
  list: (query: string) => ['practice-plans', 'list', query] as const,
  detail: (id: string) => ['practice-plans', 'detail', id] as const,
  comments: (id: string) => ['practice-plans', 'comments', id] as const,
  history: (id: string) => ['practice-plans', 'history', id] as const,
};

export const planListQuery = (query: string) =>
  queryOptions({ queryKey: planKeys.list(query), queryFn: ({ signal }) => listPlans(query, signal) });

/** The pages explain 401/403/404 themselves (their error element), so they are not reported as crashes. */
export const planQuery = (id: string) =>
  queryOptions({
    queryKey: planKeys.detail(id),
    queryFn: ({ signal }) => fetchPlan(id, signal),
    meta: { handledStatuses: [401, 403, 404] },
  });

export const planHistoryQuery = (id: string) =>
  queryOptions({ queryKey: planKeys.history(id), queryFn: ({ signal }) => fetchPlanHistory(id, signal) });
