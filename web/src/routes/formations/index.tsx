import type { RouteObject } from 'react-router';

/** `/formations`: the list; its state is in the query string. */
export const formationsIndexRoute: RouteObject = {
  path: 'formations',
  lazy: async () => ({ Component: (await import('../../features/formations/list/formation-list-page')).FormationListPage }),
};
