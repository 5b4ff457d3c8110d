import type { RouteObject } from 'react-router';
import type { RouteContext } from '../route-context';
import { formationCreateRoute } from './create';
import { formationEditRoute } from './edit';
import { formationViewRoute } from './formation';
import { formationsIndexRoute } from './index';

/** The formation pages. `formations/create` outranks `formations/:id` because static segments win in React Router. */
export function formationRoutes(context: RouteContext): RouteObject[] {
  return [
    formationsIndexRoute,
    formationCreateRoute(context),
    formationViewRoute(context),
    formationEditRoute(context),
  ];
}
