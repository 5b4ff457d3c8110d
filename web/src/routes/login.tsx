import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';

/** `/login` (`?mode=register`, `?next=`). Lazy: the forms bring react-hook-form and zod. */
export const loginRoute: RouteObject = {
  path: routePathOf(PAGE_PATHS.login),
  lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
};
