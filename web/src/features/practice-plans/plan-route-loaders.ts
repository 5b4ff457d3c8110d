import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../api/api-error';
import { loginPath } from '../../session/safe-next';
import { sessionQuery, sessionQueryKey } from '../../session/session';
import { planQuery } from './plan-queries';
import type { PlanDetail } from '@sideline/domain';

function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(loginPath(`${url.pathname}${url.search}`));
}

/** `/practice-plans/create`: signed-in coaches only; visitors are sent to sign in and come back. */
export function createPlanLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) throw signInRedirect(request);
    return null;
  };
}

/** `/practice-plans/:id`: the plan, or the error page that fits (404, 403; 401 offers sign-in). Always fresh. */
export function planViewLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<PlanDetail> =>
    queryClient.fetchQuery({ ...planQuery(params.id ?? ''), staleTime: 0 });
}

/** `/practice-plans/:id/edit`: signed in, and allowed to edit by the policy (the server said so in `can`). */
export function editPlanLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<PlanDetail> => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) throw signInRedirect(request);
    let plan: PlanDetail;
    try {
      plan = await queryClient.fetchQuery({ ...planQuery(params.id ?? ''), staleTime: 0 });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        queryClient.setQueryData(sessionQueryKey, null);
        throw signInRedirect(request);
      }
      throw error;
    }
    if (!plan.can.edit) {
      throw data(
        plan.deleted
          ? 'This plan was deleted. Restore it from its page before editing.'
          : 'Only the owner (or other coaches, when the owner allows it) can change this plan.',
        { status: 403, statusText: 'Forbidden' },
      );
    }
    return plan;
  };
}
