import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  authorize,
  can,
  localDateTime,
  notFound,
  weekDays,
  type Actor,
  type SeasonWeek,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { seasonWeekRows } from '@sideline/projections';
import { DATABASE } from '../app/tokens';
import { CommandHandler } from '../commands/command-handler';
import { teamTarget } from '../teams/team-commands';
import { actorInTeam } from '../teams/team-view';

const teamNotFound = () => notFound('TEAM.NOT_FOUND', 'There is no such team.');

/** The week view: a week of the team's active season from the season and attendance read models. */
@Injectable()
export class SeasonWeekReads {
  constructor(
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async week(actor: Actor, teamId: string, week: string | undefined, now = new Date()): Promise<SeasonWeek> {
    authorize(actor, { action: 'account.signedIn' });
    // The team's stream gives roles, zone and week start; the week's rows come in one go, members' filtered here.
    const team = await this.handler.read(teamTarget(teamId)).then((read) => read.state);
    if (team.status === 'none') throw teamNotFound();
    const inTeam = actorInTeam(actor, teamId, team.members);
    if (inTeam?.role !== 'admin' && !team.members[inTeam!.userId]) throw teamNotFound();
    authorize(inTeam, { action: 'season.read', teamId });
    const readAll = can(inTeam, { action: 'season.readAll', teamId });
    const edit = can(inTeam, { action: 'season.edit', teamId });
    const today = localDateTime(now.toISOString(), team.details.timeZone).date;
    const { weekStart, days } = weekDays(week ?? today, team.details.firstDayOfWeek);
    const rows = await seasonWeekRows(this.db, teamId, weekStart, addDays(weekStart, 6), inTeam!.userId);
    const markers = rows.markers.filter((m) => readAll || m.visibleToMembers);
    const practices = rows.practices.filter((p) => readAll || p.published);
    return {
      teamId,
      season: rows.season,
      weekStart,
      previousWeek: addDays(weekStart, -7),
      nextWeek: addDays(weekStart, 7),
      today,
      timeZone: team.details.timeZone,
      days: days.map(({ date, weekday }) => ({
        date,
        weekday,
        inSeason: rows.season !== null && date >= rows.season.startDate && date <= rows.season.endDate,
        markers: markers
          .filter((m) => m.startDate <= date && m.endDate >= date)
          .map(({ visibleToMembers: _v, ...m }) => m as SeasonWeek['days'][number]['markers'][number]),
        practices: practices
          .filter((p) => p.date === date)
          .map(({ date: _d, ...p }) => ({ ...p, can: { publish: edit && !p.published, answer: p.published } })),
      })),
      can: { readAll, create: edit && rows.season !== null },
    };
  }
}
