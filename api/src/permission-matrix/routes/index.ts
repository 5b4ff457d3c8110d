import type { RouteTable } from '../route-table';
import { ACCOUNT_ROUTES } from './account-routes';
import { CONTENT_ROUTES } from './content-routes';
import { HISTORY_ROUTES, IMPORT_ROUTES } from './history-routes';
import { SEASON_ROUTES } from './season-routes';
import { TEAM_ROUTES } from './team-routes';

/** Every route of the API and what it asks the policy (docs/security.md, "The permission matrix"). */
export const ROUTE_TABLE: RouteTable = {
  ...CONTENT_ROUTES,
  ...IMPORT_ROUTES,
  ...HISTORY_ROUTES,
  ...ACCOUNT_ROUTES,
  ...TEAM_ROUTES,
  ...SEASON_ROUTES,
};
