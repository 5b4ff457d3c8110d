import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { createPlanLoader } from '../../features/practice-plans/plan-route-loaders';
import type { RouteContext } from '../route-context';

/** `/practice-plans/create` (`?formation=<id>` starts with that formation): signed in only. */
export function planCreateRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.planCreate),
    loader: createPlanLoader(queryClient),
    lazy: async () => ({
      Component: (await import('../../features/practice-plans/create/plan-create-page')).PlanCreatePage,
    }),
  };
}
