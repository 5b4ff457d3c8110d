import { PAGE_PATHS, routePathOf } from '@sideline/domain';
import type { RouteObject } from 'react-router';
import { boardLoader, sharedBoardLoader } from '../../features/whiteboard/board-route-loaders';
import type { RouteContext } from '../route-context';

/**
 * `/whiteboard` (the list), `/whiteboard/:boardId` (a board, full screen) and `/whiteboard/shared/:token` (a share
 * link).
 */
export function whiteboardRoutes({ queryClient }: RouteContext): RouteObject[] {
  return [
    {
      path: routePathOf(PAGE_PATHS.whiteboard),
      lazy: async () => ({
        Component: (await import('../../features/whiteboard/whiteboard-list-page')).WhiteboardListPage,
      }),
    },
    {
      path: routePathOf(PAGE_PATHS.sharedBoard),
      loader: sharedBoardLoader,
      lazy: async () => ({ Component: (await import('../../features/whiteboard/shared-board-page')).SharedBoardPage }),
    },
    {
      path: routePathOf(PAGE_PATHS.board),
      loader: boardLoader(queryClient),
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.boardId !== nextParams.boardId,
      lazy: async () => ({ Component: (await import('../../features/whiteboard/board-page')).BoardPage }),
    },
  ];
}
