import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';

/** `/practice-plans`: the list; its state is in the query string. */
export const plansIndexRoute: RouteObject = {
  path: routePathOf(PAGE_PATHS.plans),
  lazy: async () => ({ Component: (await import('../../features/practice-plans/list/plan-list-page')).PlanListPage }),
};
