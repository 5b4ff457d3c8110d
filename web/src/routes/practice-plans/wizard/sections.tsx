import type { RouteObject } from 'react-router';

/** `/practice-plans/wizard/sections`: Step 2, the sections in order. */
export const sectionsStepRoute: RouteObject = {
  path: 'sections',
  lazy: async () => ({ Component: (await import('../../../features/practice-plans/wizard/steps/sections-step')).SectionsStep }),
};
