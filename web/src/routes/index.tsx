import type { RouteObject } from 'react-router';

/** `/`: the landing page for visitors, the coach's own home when signed in. Loaded with the page, like every other. */
export const indexRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('../features/static-pages/home-page')).HomePage }),
};
