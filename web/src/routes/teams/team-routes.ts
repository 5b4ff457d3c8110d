import type { RouteObject } from 'react-router';

/** `/teams` (mine), `/teams/join/:token` (an invite link), `/teams/:teamId/settings` (one team), its recurring practices and week view. */
export function teamRoutes(): RouteObject[] {
  return [
    { path: 'teams', lazy: async () => ({ Component: (await import('../../features/teams/teams-page')).TeamsPage }) },
    {
      path: 'teams/join/:token',
      lazy: async () => ({ Component: (await import('../../features/teams/join-team-page')).JoinTeamPage }),
    },
    {
      path: 'teams/:teamId/settings',
      lazy: async () => ({ Component: (await import('../../features/teams/team-settings-page')).TeamSettingsPage }),
    },
    {
      path: 'teams/:teamId/season',
      lazy: async () => ({ Component: (await import('../../features/seasons/season-page')).SeasonPage }),
    },
    {
      path: 'teams/:teamId/season/sections',
      lazy: async () => ({
        Component: (await import('../../features/seasons/season-sections-page')).SeasonSectionsPage,
      }),
    },
    {
      path: 'teams/:teamId/season/markers',
      lazy: async () => ({ Component: (await import('../../features/seasons/season-markers-page')).SeasonMarkersPage }),
    },
    {
      path: 'seasons/:seasonId/view',
      lazy: async () => ({ Component: (await import('../../features/seasons/shared-season-page')).SharedSeasonPage }),
    },
    {
      path: 'teams/:teamId/season/recurrences',
      lazy: async () => ({
        Component: (await import('../../features/season-planning/recurrences-page')).RecurrencesPage,
      }),
    },
    {
      path: 'teams/:teamId/season/week',
      lazy: async () => ({
        Component: (await import('../../features/season-planning/season-week-page')).SeasonWeekPage,
      }),
    },
  ];
}
