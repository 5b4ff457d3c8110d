import type { SessionUser } from '@sideline/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { apiFetch } from '../api/api-fetch';
import { parseSessionUser } from '../boot-data';

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
  // The session first, so the pages re-render for the new user (or none) and unmount what they showed the old one;
  // only then are the old user's data dropped. The other order makes the old user's pages refetch once, as nobody
  // (a 401 for each "my …" list), before they unmount.
  const cache = queryClient.getQueryCache();
  const previous = cache.findAll({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, user);
  setTimeout(() => {
    for (const query of previous) cache.remove(query);
  }, 0);
}
