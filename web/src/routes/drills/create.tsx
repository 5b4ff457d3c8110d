import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { createDrillLoader } from '../../features/drills/drill-route-loaders';
import type { RouteContext } from '../route-context';

/** `/drills/create` (`?variationOf=<id>`): signed in only. */
export function drillCreateRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.drillCreate),
    loader: createDrillLoader(queryClient),
    lazy: async () => ({ Component: (await import('../../features/drills/form/drill-create-page')).DrillCreatePage }),
  };
}
