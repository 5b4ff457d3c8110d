import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';

/** `/about` */
export const aboutRoute: RouteObject = {
  path: routePathOf(PAGE_PATHS.about),
  lazy: async () => ({ Component: (await import('../features/static-pages/about-page')).AboutPage }),
};
