import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLiveChanges } from '../../live/use-live-changes';
import { fetchSeason, fetchSeasons, seasonKeys, type SeasonTimeline } from './season-api';

/**
 * The team's seasons and the one shown (`?season=<id>`, else the active one), kept current for every open browser:
 * a change anyone makes to the season or its practices reaches the page through the live feed.
 */
export function useSeason(teamId: string) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: seasonKeys.list(teamId),
    queryFn: ({ signal }) => fetchSeasons(teamId, signal),
    retry: false,
  });
  const seasonId = params.get('season') ?? list.data?.activeSeasonId ?? list.data?.items[0]?.id ?? null;
  const season = useQuery({
    queryKey: seasonKeys.one(teamId, seasonId ?? ''),
    queryFn: ({ signal }) => fetchSeason(teamId, seasonId!, signal),
    enabled: seasonId !== null,
    retry: false,
  });
  useLiveChanges([`team-seasons:${teamId}`, ...(seasonId ? [`season:${seasonId}`] : [])], (keys) => {
    if (keys.some((k) => k.startsWith('team-seasons:'))) void list.refetch();
    if (seasonId && keys.includes(`season:${seasonId}`)) {
      void season.refetch();
      void queryClient.invalidateQueries({ queryKey: seasonKeys.coverage(teamId, seasonId) });
    }
  });
  /** Shows a command's answer at once (the feed confirms it a moment later). */
  const show = (next: SeasonTimeline) => queryClient.setQueryData(seasonKeys.one(teamId, next.season.id), next);
  return { list, season, seasonId, show };
}

export const seasonQuery = (seasonId: string, active: boolean) =>
  active ? '' : `?season=${encodeURIComponent(seasonId)}`;
