import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { loginPath } from '../../../session/safe-next';
import { sessionQuery, sessionQueryKey } from '../../../session/session';
import { fetchDraft, unsavedDraft, type Draft } from './draft-api';
import { stepFromPathname } from './wizard-url';

export type WizardLoaderData =
  /** a draft to edit (`session` keys the machine: a fresh one per draft, and per unsaved start) */
  | { draft: Draft; session: string }
  /** a later step opened without a draft: ask which plan it is for */
  | { draft: null; session: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Drafts this tab created from an unsaved start: the machine already holds them, so their address needs no reload. */
const createdHere = new Set<string>();
export const rememberCreatedDraft = (id: string) => void createdHere.add(id);

let unsavedStarts = 0;

/** What an address without a draft opens: a fresh start (the wizard, its first step) or the question. */
function withoutDraftOpens(url: URL): 'start' | 'question' {
  const step = stepFromPathname(url.pathname);
  return step === null || step === 'basic-info' ? 'start' : 'question';
}

/**
 * `/practice-plans/wizard/*`: signed in only. Without `?draft=` nothing is created: the wizard or its first step opens
 * on an unsaved draft (the first save of step one creates it), and a later step asks which plan it is for. With it,
 * the draft is read fresh from the server, which is how a reload resumes.
 */
export function wizardLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<WizardLoaderData> => {
    const url = new URL(request.url);
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) throw redirect(loginPath(`${url.pathname}${url.search}`));
    const draftId = url.searchParams.get('draft');
    try {
      if (!draftId) {
        unsavedStarts += 1;
        return withoutDraftOpens(url) === 'start'
          ? { draft: unsavedDraft(), session: `unsaved-${unsavedStarts}` }
          : { draft: null, session: `no-draft-${unsavedStarts}` };
      }
      if (!UUID.test(draftId)) throw data('There is no such draft.', { status: 404, statusText: 'Not Found' });
      return { draft: await fetchDraft(draftId, request.signal), session: draftId };
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        queryClient.setQueryData(sessionQueryKey, null);
        throw redirect(loginPath(`${url.pathname}${url.search}`));
      }
      throw error;
    }
  };
}

/**
 * Moving between steps keeps the draft the machine holds; only another draft (or none) loads again. A draft created by
 * this tab's first save is the one its machine holds already: no reload.
 */
export function wizardShouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  const current = currentUrl.searchParams.get('draft');
  const next = nextUrl.searchParams.get('draft');
  // Without a draft, the first step (a fresh start) and a later one (the question) are different pages.
  if (current === next) return current === null && withoutDraftOpens(currentUrl) !== withoutDraftOpens(nextUrl);
  return !(current === null && next !== null && createdHere.has(next));
}
