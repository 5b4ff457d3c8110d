import type { RouteObject } from 'react-router';
import { requireSignIn } from '../../session/require-sign-in';
import type { RouteContext } from '../route-context';

/**
 * `/teams` (mine), `/teams/join/:token` (an invite link), `/teams/:teamId/settings` (one team), its seasons, recurring
 * practices and week view, and `/seasons/:seasonId/view` (a season's public page). A team's own pages show nothing
 * to visitors: they go to sign-in and come back.
 */
export function teamRoutes({ queryClient }: RouteContext): RouteObject[] {
  const loader = requireSignIn(queryClient);
  return [
    { path: 'teams', lazy: async () => ({ Component: (await import('../../features/teams/teams-page')).TeamsPage }) },
    {
      path: 'teams/join/:token',
      lazy: async () => ({ Component: (await import('../../features/teams/join-team-page')).JoinTeamPage }),
    },
    {
      path: 'teams/:teamId/settings',
      loader,
      lazy: async () => ({ Component: (await import('../../features/teams/team-settings-page')).TeamSettingsPage }),
    },
    {
      path: 'teams/:teamId/season',
      loader,
      lazy: async () => ({ Component: (await import('../../features/seasons/season-page')).SeasonPage }),
    },
    {
      path: 'teams/:teamId/season/sections',
      loader,
      lazy: async () => ({
        Component: (await import('../../features/seasons/season-sections-page')).SeasonSectionsPage,
      }),
    },
    {
      path: 'teams/:teamId/season/markers',
      loader,
      lazy: async () => ({ Component: (await import('../../features/seasons/season-markers-page')).SeasonMarkersPage }),
    },
    {
      path: 'seasons/:seasonId/view',
      lazy: async () => ({ Component: (await import('../../features/seasons/shared-season-page')).SharedSeasonPage }),
    },
    {
      path: 'teams/:teamId/season/recurrences',
      loader,
      lazy: async () => ({
        Component: (await import('../../features/season-planning/recurrences-page')).RecurrencesPage,
      }),
    },
    {
      path: 'teams/:teamId/season/week',
      loader,
      lazy: async () => ({
        Component: (await import('../../features/season-planning/season-week-page')).SeasonWeekPage,
      }),
    },
  ];
}
