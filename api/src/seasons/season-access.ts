import {
  SEASON_STREAM_TYPE,
  authorize,
  notFound,
  seasonDecider,
  seasonStreamId,
  type Actor,
  type LiveSeason,
  type Permission,
  type SeasonCommand,
  type SeasonEvent,
  type SeasonState,
  type TeamState,
} from '@sideline/domain';
import type { CommandTarget } from '../commands/command-handler';
import { actorInTeam } from '../teams/team-view';

export type LiveTeam = Exclude<TeamState, { status: 'none' }>;
export type SeasonPermission = Extract<Permission, { action: `season.${string}` }>['action'];

export const seasonTarget = (seasonId: string): CommandTarget<SeasonCommand, SeasonEvent, SeasonState> => ({
  streamId: seasonStreamId(seasonId),
  streamType: SEASON_STREAM_TYPE,
  decider: seasonDecider,
});
export const seasonNotFound = () => notFound('SEASON.NOT_FOUND', 'There is no such season.');
const teamNotFound = () => notFound('TEAM.NOT_FOUND', 'There is no such team.');

/**
 * Asks the policy with the actor's role as the team's own stream has it. Someone who may not even see the team gets
 * a 404, as if it did not exist. Returns the actor with that fresh role (for `can` flags).
 */
export function authorizeInTeam(
  actor: Actor,
  team: TeamState,
  action: SeasonPermission,
): { team: LiveTeam; actor: Actor } {
  if (team.status === 'none') throw teamNotFound();
  const inTeam = actorInTeam(actor, team.teamId, team.members);
  if (inTeam && inTeam.role !== 'admin' && !inTeam.teamRoles?.[team.teamId]) throw teamNotFound();
  authorize(inTeam, { action, teamId: team.teamId });
  return { team, actor: inTeam };
}

/** The season, when it exists and belongs to this team (another team's season is a 404 here). */
export function seasonOfTeam(state: SeasonState, teamId: string): LiveSeason {
  if (state.status === 'none' || state.teamId !== teamId) throw seasonNotFound();
  return state;
}
