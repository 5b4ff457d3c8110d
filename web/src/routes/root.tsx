import { PAGE_PATHS } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { sessionQuery } from '../session/session';
import { HydrateFallback } from '../features/layout/hydrate-fallback';
import { RootErrorPage } from '../features/layout/root-error-page';
import { RootLayout } from '../features/layout/root-layout';
import type { RouteContext } from './route-context';

/** The root layout route: knows the session user (from the boot block, else /api/auth/me) before rendering. */
export function rootRoute({ queryClient }: RouteContext, children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: PAGE_PATHS.home,
    loader: async () => ({ user: await queryClient.ensureQueryData(sessionQuery) }),
    // Signing in or out updates the session in the query cache; no need to re-run this on every navigation.
    shouldRevalidate: () => false,
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    HydrateFallback,
    children,
  };
}
