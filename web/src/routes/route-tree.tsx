import type { RouteObject } from 'react-router';
import { requireSignIn } from '../session/require-sign-in';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { aboutRoute } from './about';
import { drillRoutes } from './drills/drill-routes';
import { drillsBulkUploadRoute } from './drills/bulk-upload';
import { formationRoutes } from './formations/formation-routes';
import { adminIndexRoute, adminPageRoutes } from './admin/index';
import { historyRoutes } from './history/history-routes';
import { adminLayoutRoute } from './admin/layout';
import { indexRoute } from './index';
import { loginRoute } from './login';
import { notFoundRoute } from './not-found';
import { planRoutes } from './practice-plans/plan-routes';
import { wizardRoutes } from './practice-plans/wizard/wizard-routes';
import { privacyPolicyRoute } from './privacy-policy';
import { rootRoute } from './root';
import type { RouteContext } from './route-context';
import { teamRoutes } from './teams/team-routes';
import { termsOfServiceRoute } from './terms-of-service';
import { whiteboardRoutes } from './whiteboard/whiteboard-routes';
import { feedbackRoute } from './feedback';
import { pollRoute } from './poll';

/**
 * The whole route tree. Files in this folder mirror URL paths (spec §2); routes not built yet are
 * simply absent and fall through to the 404. The wizard layout (practice-plans/wizard) hosts the wizard's machine.
 */
export function createRoutes(context: RouteContext): RouteObject[] {
  return [
    rootRoute(context, [
      {
        // Errors below the root render inside the shell, with header and footer.
        ErrorBoundary: RouteErrorPage,
        children: [
          indexRoute,
          loginRoute,
          aboutRoute,
          privacyPolicyRoute,
          termsOfServiceRoute,
          ...drillRoutes(context),
          drillsBulkUploadRoute(context),
          ...formationRoutes(context),
          ...planRoutes(context),
          wizardRoutes(context),
          ...whiteboardRoutes(context),
          ...teamRoutes(context),
          feedbackRoute,
          pollRoute,
          {
            path: 'profile',
            loader: requireSignIn(context.queryClient),
            lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
          },
          adminLayoutRoute(context, [adminIndexRoute, ...adminPageRoutes]),
          ...historyRoutes(context),
          notFoundRoute,
        ],
      },
    ]),
  ];
}
