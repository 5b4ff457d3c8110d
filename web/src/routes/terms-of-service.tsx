import type { RouteObject } from 'react-router';

/** `/terms-of-service` */
export const termsOfServiceRoute: RouteObject = {
  path: 'terms-of-service',
  lazy: async () => ({
    Component: (await import('../features/static-pages/terms-of-service-page')).TermsOfServicePage,
  }),
};
