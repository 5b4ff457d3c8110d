import type { RouteObject } from 'react-router';

/** `/practice-plans`: the list; its state is in the query string. */
export const plansIndexRoute: RouteObject = {
  path: 'practice-plans',
  lazy: async () => ({ Component: (await import('../../features/practice-plans/list/plan-list-page')).PlanListPage }),
};
