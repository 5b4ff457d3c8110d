import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/api-error';
import { reportError } from './sentry';

/** Per query/mutation: statuses its screen shows to the user itself, so they are not reported as errors. */
export interface AppQueryMeta extends Record<string, unknown> {
  handledStatuses?: readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

export function isHandledByScreen(error: unknown, meta: AppQueryMeta | undefined): boolean {
  return isApiError(error) && (meta?.handledStatuses?.includes(error.status) ?? false);
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Retry only what may pass on a second try: no answer, or a server error.
  if (!isApiError(error)) return false;
  return failureCount < 2 && (error.isNetworkError || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isHandledByScreen(error, query.meta)) reportError(error, 'query');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!isHandledByScreen(error, mutation.meta)) reportError(error, 'mutation');
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
