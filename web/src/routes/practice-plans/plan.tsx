import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { planViewLoader } from '../../features/practice-plans/plan-route-loaders';
import type { RouteContext } from '../route-context';

/** `/practice-plans/:id` (`?tab=history`, `?group=<position>`). Errors (404, 403, 401) reach the shell's error page. */
export function planViewRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.plan),
    loader: planViewLoader(queryClient),
    // Tabs and the group filter change only the query string: keep the data, do not refetch.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
    lazy: async () => ({ Component: (await import('../../features/practice-plans/view/plan-view-page')).PlanViewPage }),
  };
}
