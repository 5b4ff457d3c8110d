import type { SessionUser } from '@sideline/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error';
import { apiFetch } from '../../api/api-fetch';
import { parseSessionUser } from '../../boot-data';

export const sessionQueryKey = ['session'] as const;

/** GET /api/auth/me → {user}; a 401 also means "signed out". */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const body = await apiFetch<{ user?: unknown } | undefined>('/api/auth/me', { signal });
    return parseSessionUser(body?.user);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user. Seeded from the boot block before the first render, so usually never fetched. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSessionUser(signal),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { handledStatuses: [401] },
});

export function useSessionUser(): SessionUser | null {
  return useQuery(sessionQuery).data ?? null;
}

/** After sign-in or sign-out: set the user and drop data fetched as the previous one. */
export function replaceSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, user);
}
