import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { editDrillLoader } from '../../features/drills/drill-route-loaders';
import type { RouteContext } from '../route-context';

/** `/drills/:id/edit`: signed in, and allowed to edit this drill. */
export function drillEditRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.drillEdit),
    loader: editDrillLoader(queryClient),
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
    lazy: async () => ({ Component: (await import('../../features/drills/form/drill-edit-page')).DrillEditPage }),
  };
}
