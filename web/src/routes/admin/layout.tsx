import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { ADMIN_ROUTE_ID, createAdminLoader } from '../../features/admin/admin-loader';
import type { RouteContext } from '../route-context';

/** `/admin` layout: its loader guards (sign-in redirect, 403) and loads the summary for every admin page. */
export function adminLayoutRoute({ queryClient }: RouteContext, children: RouteObject[]): RouteObject {
  return {
    id: ADMIN_ROUTE_ID,
    path: routePathOf(PAGE_PATHS.admin),
    loader: createAdminLoader(queryClient),
    lazy: async () => ({ Component: (await import('../../features/admin/admin-layout')).AdminLayout }),
    children,
  };
}
