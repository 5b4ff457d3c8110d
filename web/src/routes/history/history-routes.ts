import type { RouteObject } from 'react-router';

/** `/history/:entityType/:id` (any entity's history) and `/trash` (deleted content, restorable). */
export function historyRoutes(): RouteObject[] {
  return [
    {
      path: 'history/:entityType/:id',
      lazy: async () => ({ Component: (await import('../../features/history/history-page')).HistoryPage }),
    },
    { path: 'trash', lazy: async () => ({ Component: (await import('../../features/trash/trash-page')).TrashPage }) },
  ];
}
