import type { RouteObject } from 'react-router';

/** `/login` (`?mode=register`, `?next=`). Lazy: the forms bring react-hook-form and zod. */
export const loginRoute: RouteObject = {
  path: 'login',
  lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
};
