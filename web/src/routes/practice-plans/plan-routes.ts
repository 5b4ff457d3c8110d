import type { RouteObject } from 'react-router';
import type { RouteContext } from '../route-context';
import { planCreateRoute } from './create';
import { planEditRoute } from './edit';
import { plansIndexRoute } from './index';
import { planViewRoute } from './plan';

/**
 * The plan pages. Flat paths: `practice-plans/create` and the wizard's `practice-plans/wizard/*` outrank
 * `practice-plans/:id` because static segments win in React Router.
 */
export function planRoutes(context: RouteContext): RouteObject[] {
  return [plansIndexRoute, planCreateRoute(context), planViewRoute(context), planEditRoute(context)];
}
