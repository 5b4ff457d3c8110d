import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../api/api-error';
import { loginPath } from '../../session/safe-next';
import { sessionQuery, sessionQueryKey } from '../../session/session';
import { formationQuery } from './formation-queries';
import type { FormationDetail } from '@sideline/domain';

function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(loginPath(`${url.pathname}${url.search}`));
}

/** `/formations/create`: signed-in coaches only; visitors are sent to sign in and come back. */
export function createFormationLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) throw signInRedirect(request);
    return null;
  };
}

/** `/formations/:id`: the formation, or the error page that fits (404, 403; 401 offers sign-in). Always fresh. */
export function formationViewLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<FormationDetail> =>
    queryClient.fetchQuery({ ...formationQuery(params.id ?? ''), staleTime: 0 });
}

/** `/formations/:id/edit`: signed in, and allowed to edit by the policy (the server said so in `can`). */
export function editFormationLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<FormationDetail> => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) throw signInRedirect(request);
    let formation: FormationDetail;
    try {
      formation = await queryClient.fetchQuery({ ...formationQuery(params.id ?? ''), staleTime: 0 });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        queryClient.setQueryData(sessionQueryKey, null);
        throw signInRedirect(request);
      }
      throw error;
    }
    // A deleted formation cannot be changed: its page says so and offers "restore" to those who may.
    if (formation.deleted) throw redirect(`/formations/${formation.id}`);
    if (!formation.can.edit)
      throw data('Only the owner (or editors, when the owner allows it) can change this formation.', {
        status: 403,
        statusText: 'Forbidden',
      });
    return formation;
  };
}
