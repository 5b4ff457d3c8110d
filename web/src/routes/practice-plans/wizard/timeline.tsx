import type { RouteObject } from 'react-router';

/** `/practice-plans/wizard/timeline`: Step 3, minutes per section. */
export const timelineStepRoute: RouteObject = {
  path: 'timeline',
  lazy: async () => ({ Component: (await import('../../../features/practice-plans/wizard/steps/timeline-step')).TimelineStep }),
};
