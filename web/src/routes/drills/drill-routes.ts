import type { RouteObject } from 'react-router';
import type { RouteContext } from '../route-context';
import { drillCreateRoute } from './create';
import { drillViewRoute } from './drill';
import { drillEditRoute } from './edit';
import { drillsIndexRoute } from './index';

/**
 * The drill pages. Flat paths: `drills/create` (and `drills/bulk-upload`, added beside these in route-tree.tsx)
 * outrank `drills/:id` because static segments win in React Router.
 */
export function drillRoutes(context: RouteContext): RouteObject[] {
  return [drillsIndexRoute, drillCreateRoute(context), drillViewRoute(context), drillEditRoute(context)];
}
