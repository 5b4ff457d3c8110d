import type { RouteObject } from 'react-router';

/** `/practice-plans/wizard/overview`: Step 5, the whole plan; create it. */
export const overviewStepRoute: RouteObject = {
  path: 'overview',
  lazy: async () => ({ Component: (await import('../../../features/practice-plans/wizard/steps/overview-step')).OverviewStep }),
};
