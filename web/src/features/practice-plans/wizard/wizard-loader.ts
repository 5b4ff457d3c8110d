import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, replace, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { loginPath } from '../../auth/safe-next';
import { sessionQuery, sessionQueryKey } from '../../auth/session';
import { fetchDraft, startDraft, type Draft } from './draft-api';
import { wizardKeys } from './draft-queries';
import { wizardHref } from './wizard-url';

export interface WizardLoaderData {
  draft: Draft;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/practice-plans/wizard/*`: signed in only. Without `?draft=` a new draft is started and the address replaced with
 * it (so a reload or Back never starts a second one); with it, the draft is read fresh from the server, which is how
 * a reload resumes.
 */
export function wizardLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<WizardLoaderData> => {
    const url = new URL(request.url);
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) throw redirect(loginPath(`${url.pathname}${url.search}`));
    const draftId = url.searchParams.get('draft');
    try {
      if (!draftId) {
        const draft = await startDraft();
        void queryClient.invalidateQueries({ queryKey: wizardKeys.all });
        throw replace(wizardHref('basic-info', draft.id));
      }
      if (!UUID.test(draftId)) throw data('There is no such draft.', { status: 404, statusText: 'Not Found' });
      return { draft: await fetchDraft(draftId, request.signal) };
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        queryClient.setQueryData(sessionQueryKey, null);
        throw redirect(loginPath(`${url.pathname}${url.search}`));
      }
      throw error;
    }
  };
}

/** Moving between steps keeps the draft the machine holds; only another draft (or none: start one) loads again. */
export function wizardShouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.searchParams.get('draft') !== nextUrl.searchParams.get('draft');
}
