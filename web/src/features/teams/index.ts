/** What other features use from teams; they import it from here, never from its files. */
export { AccessLost } from './access-lost';
export { HomeTeams } from './home-teams';
export { fetchMyTeams, teamKeys } from './team-api';
export { TeamFilterSelect, TeamSelect } from './team-choice';
export { useAccessLost } from './use-access-lost';
