import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { wizardLoader, wizardShouldRevalidate } from '../../../features/practice-plans/wizard/wizard-loader';
import type { RouteContext } from '../../route-context';

/**
 * `/practice-plans/wizard` layout: signs in, starts or loads the draft (`?draft=<id>`), and hosts the wizard machine
 * for the step routes below it.
 */
export function wizardLayoutRoute({ queryClient }: RouteContext, children: RouteObject[]): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.wizard),
    loader: wizardLoader(queryClient),
    shouldRevalidate: wizardShouldRevalidate,
    lazy: async () => ({
      Component: (await import('../../../features/practice-plans/wizard/wizard-layout')).WizardLayout,
    }),
    children,
  };
}
