import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { formationViewLoader } from '../../features/formations/formation-route-loaders';
import type { RouteContext } from '../route-context';

/** `/formations/:id` (`?tab=history|versions`). Errors (404, 403, 401) reach the shell's error page. */
export function formationViewRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.formation),
    loader: formationViewLoader(queryClient),
    // Switching tabs changes only the query string: keep the data (and the live diagram's connection).
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
    lazy: async () => ({
      Component: (await import('../../features/formations/view/formation-view-page')).FormationViewPage,
    }),
  };
}
