import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { editPlanLoader } from '../../features/practice-plans/plan-route-loaders';
import type { RouteContext } from '../route-context';

/** `/practice-plans/:id/edit`: the live editor; signed in, and allowed to edit this plan. */
export function planEditRoute({ queryClient }: RouteContext): RouteObject {
  return {
    path: routePathOf(PAGE_PATHS.planEdit),
    loader: editPlanLoader(queryClient),
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
    lazy: async () => ({
      Component: (await import('../../features/practice-plans/editor/plan-editor-page')).PlanEditorPage,
    }),
  };
}
