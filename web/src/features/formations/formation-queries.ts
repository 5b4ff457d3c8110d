import type { SportId } from '@sideline/domain';
import { queryOptions } from '@tanstack/react-query';
import { fetchFormation, fetchFormationHistory, fetchFormationTags, listFormations } from './formation-api';

/** Query keys of the formation pages: everything under ['formations'], so one invalidation refreshes them all. */
export const formationKeys = {
  all: ['formations'] as const,
  lists: () => ['formations', 'list'] as const,
  list: (query: string) => ['formations', 'list', query] as const,
  tags: (sport: SportId | null) => ['formations', 'tags', sport] as const,
  detail: (id: string) => ['formations', 'detail', id] as const,
  comments: (id: string) => ['formations', 'comments', id] as const,
  history: (id: string) => ['formations', 'history', id] as const,
};

export const formationListQuery = (query: string) =>
  queryOptions({ queryKey: formationKeys.list(query), queryFn: ({ signal }) => listFormations(query, signal) });

export const formationTagsQuery = (sport: SportId | null) =>
  queryOptions({
    queryKey: formationKeys.tags(sport),
    queryFn: ({ signal }) => fetchFormationTags(sport, signal),
    staleTime: 60_000,
  });

/** The pages explain 401/403/404 themselves (the route's error page), so they are not reported as crashes. */
export const formationQuery = (id: string) =>
  queryOptions({
    queryKey: formationKeys.detail(id),
    queryFn: ({ signal }) => fetchFormation(id, signal),
    meta: { handledStatuses: [401, 403, 404] },
  });

export const formationHistoryQuery = (id: string) =>
  queryOptions({ queryKey: formationKeys.history(id), queryFn: ({ signal }) => fetchFormationHistory(id, signal) });
