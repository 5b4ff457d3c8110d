import type { RouteObject } from 'react-router';
import { requireSignIn } from '../../session/require-sign-in';
import type { RouteContext } from '../route-context';

/** `/history/:entityType/:id` (any entity's history) and `/trash` (deleted content, restorable): signed-in pages. */
export function historyRoutes({ queryClient }: RouteContext): RouteObject[] {
  const loader = requireSignIn(queryClient);
  return [
    {
      path: 'history/:entityType/:id',
      loader,
      lazy: async () => ({ Component: (await import('../../features/history/history-page')).HistoryPage }),
    },
    {
      path: 'trash',
      loader,
      lazy: async () => ({ Component: (await import('../../features/trash/trash-page')).TrashPage }),
    },
  ];
}
