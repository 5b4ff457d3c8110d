import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../../sentry';
import { classifyRouteError } from './classify-route-error';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';
import { SignInRequiredPage } from './sign-in-required-page';

/** The router's error element: reports the error (404s are logged only) and shows the page for its kind. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, 'route');
  }, [error]);

  const classified = classifyRouteError(error);
  switch (classified.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'forbidden':
      return <ForbiddenPage />;
    case 'unauthenticated':
      return <SignInRequiredPage />;
    case 'offline':
    case 'server':
      return <ServerErrorPage error={classified} />;
    default: {
      const unreachable: never = classified.kind;
      return unreachable;
    }
  }
}
