import type { RouteObject } from 'react-router';

/** `/about` */
export const aboutRoute: RouteObject = {
  path: 'about',
  lazy: async () => ({ Component: (await import('../features/static-pages/about-page')).AboutPage }),
};
