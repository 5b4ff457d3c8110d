import type { RouteObject } from 'react-router';

/** `/admin`: the dashboard. (`/admin/users` is not built yet, so it is a 404.) */
export const adminIndexRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('../../features/admin/admin-dashboard')).AdminDashboard }),
};
