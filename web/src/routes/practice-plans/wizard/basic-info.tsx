import type { RouteObject } from 'react-router';

/** `/practice-plans/wizard/basic-info`: Step 1, what the practice is. */
export const basicInfoStepRoute: RouteObject = {
  path: 'basic-info',
  lazy: async () => ({ Component: (await import('../../../features/practice-plans/wizard/steps/basic-info-step')).BasicInfoStep }),
};
