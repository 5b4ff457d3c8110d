import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { createFormationLoader } from '../../features/formations/formation-route-loaders';
import type { RouteContext } from '../route-context';

/** `/formations/create`: signed in only. */
export function formationCreateRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.formationCreate),
    loader: createFormationLoader(queryClient),
    lazy: async () => ({
      Component: (await import('../../features/formations/form/formation-create-page')).FormationCreatePage,
    }),
  };
}
