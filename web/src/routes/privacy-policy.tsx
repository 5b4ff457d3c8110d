import type { RouteObject } from 'react-router';

/** `/privacy-policy` */
export const privacyPolicyRoute: RouteObject = {
  path: 'privacy-policy',
  lazy: async () => ({ Component: (await import('../features/static-pages/privacy-policy-page')).PrivacyPolicyPage }),
};
