import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';

/** `/terms-of-service` */
export const termsOfServiceRoute: RouteObject = {
  path: routePathOf(PAGE_PATHS.termsOfService),
  lazy: async () => ({
    Component: (await import('../features/static-pages/terms-of-service-page')).TermsOfServicePage,
  }),
};
