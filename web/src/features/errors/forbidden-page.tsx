import { Link, useLocation } from 'react-router';
import { loginPath } from '../../session/safe-next';
import { useSessionUser } from '../../session/session';
import { useSignOut } from '../auth';
import { ErrorLayout } from './error-layout';

/** 403: signed in, but this account may not see the page. */
export function ForbiddenPage() {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  const { signOut, isSigningOut } = useSignOut();
  const here = `${pathname}${search}`;
  const isAdminArea = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <ErrorLayout
      eyebrow="Error 403"
      title="You don't have access"
      actions={
        <>
          <Link to="/" className="button button--primary">
            Go to the home page
          </Link>
          {user ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={isSigningOut}
              onClick={() => signOut(loginPath(here))}
            >
              Sign in as someone else
            </button>
          ) : (
            <Link to={loginPath(here)} className="button button--secondary">
              Sign in
            </Link>
          )}
        </>
      }
    >
      <p>
        {isAdminArea
          ? 'This area is for site administrators. It shows every account and the full change history, so only admins can open it.'
          : 'The owner of this page has not shared it with your account.'}
      </p>
      <p>
        {user
          ? `You are signed in as ${user.displayName} (${user.email}). If you think you should have access, ask a Sideline administrator, or sign in with another account.`
          : 'If you have an account with access, sign in and you will come straight back here.'}
      </p>
    </ErrorLayout>
  );
}
