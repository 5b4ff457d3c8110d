import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';

/** `/formations`: the list; its state is in the query string. */
export const formationsIndexRoute: RouteObject = {
  path: routePathOf(PAGE_PATHS.formations),
  lazy: async () => ({
    Component: (await import('../../features/formations/list/formation-list-page')).FormationListPage,
  }),
};
