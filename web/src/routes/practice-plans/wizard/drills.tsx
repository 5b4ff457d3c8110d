import type { RouteObject } from 'react-router';

/** `/practice-plans/wizard/drills`: Step 4, drills per section. */
export const drillsStepRoute: RouteObject = {
  path: 'drills',
  lazy: async () => ({ Component: (await import('../../../features/practice-plans/wizard/steps/drills-step')).DrillsStep }),
};
