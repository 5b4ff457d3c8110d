import type { RouteObject } from 'react-router';

/** `/admin`: the dashboard. */
export const adminIndexRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('../../features/admin/admin-dashboard')).AdminDashboard }),
};

/** `/admin/users` and `/admin/audit` (below the admin layout, which guards them). */
export const adminPageRoutes: RouteObject[] = [
  {
    path: 'users',
    lazy: async () => ({ Component: (await import('../../features/admin/admin-users-page')).AdminUsersPage }),
  },
  {
    path: 'audit',
    lazy: async () => ({ Component: (await import('../../features/admin/admin-audit-page')).AdminAuditPage }),
  },
];
