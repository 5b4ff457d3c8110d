import type { TeamSummary } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../session/session';
import { fetchMyTeams, teamKeys } from './team-api';

const NO_TEAMS: readonly TeamSummary[] = [];

/** My teams (empty for visitors and while loading): for team filters and the "for team" choice of create forms. */
export function useMyTeams(): readonly TeamSummary[] {
  const user = useSessionUser();
  const teams = useQuery({
    queryKey: teamKeys.mine,
    queryFn: ({ signal }) => fetchMyTeams(signal),
    enabled: user !== null,
    staleTime: 30_000,
  });
  return user && teams.data ? teams.data.items : NO_TEAMS;
}
