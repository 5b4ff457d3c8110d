import { data, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/not-found-page';

/** `*`: every path without a route is a 404, shown inside the root layout (logged, not reported). */
export const notFoundRoute: RouteObject = {
  path: '*',
  loader: () => {
    throw data('Page not found', { status: 404, statusText: 'Not Found' });
  },
  Component: NotFoundPage,
};
