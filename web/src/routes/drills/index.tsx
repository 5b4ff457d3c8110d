import type { RouteObject } from 'react-router';

/** `/drills`: the list; its state is in the query string. */
export const drillsIndexRoute: RouteObject = {
  path: 'drills',
  lazy: async () => ({ Component: (await import('../../features/drills/list/drill-list-page')).DrillListPage }),
};
