import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';

/** `/feedback` (`?token=`: the one item a visitor's private link opens) */
export const feedbackRoute: RouteObject = {
  path: routePathOf(PAGE_PATHS.feedback),
  lazy: async () => ({ Component: (await import('../features/feedback/feedback-page')).FeedbackPage }),
};
