import 'sonner/dist/styles.css';
import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readBootData } from './boot-data';
import { firstPageShown } from './first-page-shown';
import { sessionQueryKey } from './session/session';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes/route-tree';
import { initSentry, installGlobalErrorHandlers, reportError } from './sentry';

const boot = readBootData();
installGlobalErrorHandlers(window);

const queryClient = createQueryClient();
// The server told us who is signed in: the first render already knows, no /api/auth/me round trip.
if (boot && boot.user !== undefined) queryClient.setQueryData(sessionQueryKey, boot.user);

const router = createBrowserRouter(createRoutes({ queryClient }));
// The error reporter's SDK loads once the first page is painted; errors before that wait in its queue.
void initSentry(boot?.sentry, firstPageShown());

const container = document.getElementById('root');
if (!container) throw new Error('Sideline: #root is missing from index.html');

createRoot(container, {
  onUncaughtError: (error) => reportError(error, 'react'),
  onCaughtError: (error) => reportError(error, 'route'),
}).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
