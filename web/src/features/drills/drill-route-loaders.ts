import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../api/api-error';
import { loginPath } from '../../session/safe-next';
import { sessionQuery, sessionQueryKey } from '../../session/session';
import { drillQuery } from './drill-queries';
import type { DrillDetail } from '@sideline/domain';

function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(loginPath(`${url.pathname}${url.search}`));
}

/** `/drills/create`: signed-in coaches only; visitors are sent to sign in and come back. */
export function createDrillLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) throw signInRedirect(request);
    return null;
  };
}

/**
 * `/drills/:id`: the drill, or the error page that fits (404, 403; 401 offers sign-in).
 * Always fetched fresh on navigation: votes and comments move quickly.
 */
export function drillViewLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<DrillDetail> => {
    const id = params.id ?? '';
    return queryClient.fetchQuery({ ...drillQuery(id), staleTime: 0 });
  };
}

/** `/drills/:id/edit`: signed in, and allowed to edit by the policy (the server said so in `can`). */
export function editDrillLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<DrillDetail> => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) throw signInRedirect(request);
    let drill: DrillDetail;
    try {
      drill = await queryClient.fetchQuery({ ...drillQuery(params.id ?? ''), staleTime: 0 });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        queryClient.setQueryData(sessionQueryKey, null);
        throw signInRedirect(request);
      }
      throw error;
    }
    if (!drill.can.edit)
      throw data('Only the owner (or editors, when the owner allows it) can change this drill.', {
        status: 403,
        statusText: 'Forbidden',
      });
    return drill;
  };
}
