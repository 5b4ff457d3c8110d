import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';

/** `/drills`: the list; its state is in the query string. */
export const drillsIndexRoute: RouteObject = {
  path: routePathOf(PAGE_PATHS.drills),
  lazy: async () => ({ Component: (await import('../../features/drills/list/drill-list-page')).DrillListPage }),
};
