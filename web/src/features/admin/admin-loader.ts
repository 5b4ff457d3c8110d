import type { SessionUser } from '@sideline/domain';
import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../api/api-error';
import { signInRedirect } from '../../session/require-sign-in';
import { sessionQuery, sessionQueryKey } from '../../session/session';
import { adminSummaryQuery, type AdminSummary } from './admin-summary';

/** The admin layout route's id, for useRouteLoaderData in admin pages. */
export const ADMIN_ROUTE_ID = 'admin';

export type AdminAccess = 'sign-in' | 'forbidden' | 'allowed';

/** Who may open /admin: signed-out people are sent to sign in, non-admins get the 403 page. */
export function adminAccess(user: SessionUser | null): AdminAccess {
  if (!user) return 'sign-in';
  return user.can.adminArea ? 'allowed' : 'forbidden';
}

function forbidden(): never {
  throw data('This area is for site administrators.', { status: 403, statusText: 'Forbidden' });
}

/** The admin layout's loader: checks the session first, then loads the dashboard summary. */
export function createAdminLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<AdminSummary> => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    const access = adminAccess(user);
    if (access === 'sign-in') throw signInRedirect(request);
    if (access === 'forbidden') forbidden();
    try {
      return await queryClient.fetchQuery(adminSummaryQuery);
    } catch (error) {
      // The server is the judge: the session may have ended or the role changed since the page loaded.
      if (isApiError(error) && error.status === 401) {
        queryClient.setQueryData(sessionQueryKey, null);
        throw signInRedirect(request);
      }
      if (isApiError(error) && error.status === 403) forbidden();
      throw error;
    }
  };
}
