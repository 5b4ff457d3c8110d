import type { QueryClient } from '@tanstack/react-query';

/** What route loaders need from the app; one object so adding a dependency touches one place. */
export interface RouteContext {
  queryClient: QueryClient;
}
