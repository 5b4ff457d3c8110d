import type { RouteObject } from 'react-router';

/** `/teams` (mine), `/teams/join/:token` (an invite link) and `/teams/:teamId/settings` (one team). */
export function teamRoutes(): RouteObject[] {
  return [
    { path: 'teams', lazy: async () => ({ Component: (await import('../../features/teams/teams-page')).TeamsPage }) },
    { path: 'teams/join/:token', lazy: async () => ({ Component: (await import('../../features/teams/join-team-page')).JoinTeamPage }) },
    { path: 'teams/:teamId/settings', lazy: async () => ({ Component: (await import('../../features/teams/team-settings-page')).TeamSettingsPage }) },
  ];
}
