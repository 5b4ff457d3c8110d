import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPath } from '../../session/safe-next';
import { sessionQuery } from '../../session/session';
import type { RouteContext } from '../route-context';

/** `/drills/bulk-upload`: signed-in coaches only; others are sent to sign in and brought back. */
export function drillsBulkUploadRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.drillsBulkUpload),
    loader: async ({ request }: LoaderFunctionArgs) => {
      const user = await queryClient.ensureQueryData(sessionQuery);
      if (!user) {
        const url = new URL(request.url);
        throw redirect(loginPath(`${url.pathname}${url.search}`));
      }
      return null;
    },
    lazy: async () => ({
      Component: (await import('../../features/drills/bulk-upload/bulk-upload-page')).BulkUploadPage,
    }),
  };
}
