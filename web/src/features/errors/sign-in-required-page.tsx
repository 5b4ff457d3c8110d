import { Link, useLocation } from 'react-router';
import { loginPath } from '../../session/safe-next';
import { ErrorLayout } from './error-layout';

/** 401 that reached an error element: the session ended or never existed. */
export function SignInRequiredPage() {
  const { pathname, search } = useLocation();
  const here = loginPath(`${pathname}${search}`);
  return (
    <ErrorLayout
      eyebrow="Error 401"
      title="Please sign in"
      actions={
        <>
          <Link to={here} className="button button--primary">
            Sign in
          </Link>
          <Link to="/" className="button button--ghost">
            Go to the home page
          </Link>
        </>
      }
    >
      <p>Your session has ended or you are not signed in. Sign in and you will come straight back to this page.</p>
    </ErrorLayout>
  );
}
