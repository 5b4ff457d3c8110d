import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';

/** `/poll`: community drill suggestions */
export const pollRoute: RouteObject = {
  path: routePathOf(PAGE_PATHS.poll),
  lazy: async () => ({ Component: (await import('../features/poll/poll-page')).PollPage }),
};
