import {
  authorize,
  conflict,
  notFound,
  type Actor,
  type LiveSeason,
  type Permission,
  type RecurrenceCalendar,
  type TeamState,
} from '@sideline/domain';
import type { CommandHandler } from '../commands/command-handler';
import { teamTarget } from '../teams/team-commands';
import { actorInTeam } from '../teams/team-view';
import { seasonStreamTarget } from './recurrence-targets';

export type LiveTeam = Exclude<TeamState, { status: 'none' }>;
export const seasonNotFound = () => notFound('SEASON.NOT_FOUND', 'There is no such season.');
const teamArchived = () => conflict('TEAM.ARCHIVED', 'This team is archived. Unarchive it to change it.');

export interface SeasonScope {
  season: LiveSeason;
  team: LiveTeam;
  /** the actor with their role in this team as the team's stream has it */
  actor: Actor;
  calendar: RecurrenceCalendar;
}

/**
 * The season and its team as their own streams have them, with the actor's role there: someone outside the team gets
 * a 404 (as if the season did not exist), a member without the right a 403. `season.edit` is asked to change the
 * season (its series, their practices and templates): an archived team is read-only, so that is a 409 there.
 */
export async function seasonScope(
  handler: CommandHandler,
  actor: Actor,
  seasonId: string,
  action: Extract<Permission, { teamId: string }>['action'] & `season.${string}`,
): Promise<SeasonScope> {
  authorize(actor, { action: 'account.signedIn' });
  const { state: season } = await handler.read(seasonStreamTarget(seasonId));
  if (season.status === 'none') throw seasonNotFound();
  const { state: team } = await handler.read(teamTarget(season.teamId));
  if (team.status === 'none') throw seasonNotFound();
  const inTeam = actorInTeam(actor, team.teamId, team.members);
  if (inTeam?.role !== 'admin' && !team.members[inTeam!.userId]) throw seasonNotFound();
  authorize(inTeam, { action, teamId: team.teamId });
  if (action === 'season.edit' && team.status === 'archived') throw teamArchived();
  return {
    season,
    team,
    actor: inTeam,
    calendar: {
      zone: team.details.timeZone,
      weekStart: team.details.firstDayOfWeek,
      season: { startDate: season.details.startDate, endDate: season.details.endDate },
      markers: Object.values(season.markers),
    },
  };
}
