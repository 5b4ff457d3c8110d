import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';

/** `/privacy-policy` */
export const privacyPolicyRoute: RouteObject = {
  path: routePathOf(PAGE_PATHS.privacyPolicy),
  lazy: async () => ({ Component: (await import('../features/static-pages/privacy-policy-page')).PrivacyPolicyPage }),
};
