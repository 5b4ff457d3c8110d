import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { drillViewLoader } from '../../features/drills/drill-route-loaders';
import type { RouteContext } from '../route-context';

/** `/drills/:id` (`?tab=history`). Errors (404, 403, 401) reach the shell's error page. */
export function drillViewRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.drill),
    loader: drillViewLoader(queryClient),
    // Switching tabs changes only the query string: keep the data, do not refetch.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
    lazy: async () => ({ Component: (await import('../../features/drills/view/drill-view-page')).DrillViewPage }),
  };
}
