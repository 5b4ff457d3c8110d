import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPath } from './safe-next';
import { sessionQuery } from './session';

/** To sign-in, and back to this very address afterwards. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(loginPath(`${url.pathname}${url.search}`));
}

/**
 * The loader of a page that shows nothing to visitors (a team's pages, the trash): a visitor goes to sign-in and
 * comes back here, instead of meeting the page's "Please sign in" error with no way on.
 */
export function requireSignIn(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (!user) throw signInRedirect(request);
    return null;
  };
}
