import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../session/session';
import { ErrorLayout } from './error-layout';
import { GoBackButton } from './go-back-button';

/** 404: the address does not lead anywhere (yet). */
export function NotFoundPage() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  return (
    <ErrorLayout
      eyebrow="Error 404"
      title="Page not found"
      actions={
        <>
          <Link to="/" className="button button--primary">
            Go to the home page
          </Link>
          {user ? null : (
            <Link to="/login" className="button button--secondary">
              Sign in
            </Link>
          )}
          <GoBackButton />
        </>
      }
    >
      <p>
        We couldn't find <code>{pathname}</code>. The link may be incomplete, or the page may have been moved or
        deleted.
      </p>
      {user ? null : <p>Some pages are only visible once you sign in.</p>}
    </ErrorLayout>
  );
}
