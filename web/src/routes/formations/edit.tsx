import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { editFormationLoader } from '../../features/formations/formation-route-loaders';
import type { RouteContext } from '../route-context';

/** `/formations/:id/edit`: signed in, and allowed to edit this formation. */
export function formationEditRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.formationEdit),
    loader: editFormationLoader(queryClient),
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
    lazy: async () => ({
      Component: (await import('../../features/formations/form/formation-edit-page')).FormationEditPage,
    }),
  };
}
