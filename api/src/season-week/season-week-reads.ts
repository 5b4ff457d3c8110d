import { Inject, Injectable } from '@nestjs/common';
import { addDays, authorize, can, localDateTime, notFound, weekDays, type Actor, type SeasonWeek } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { attendanceFor, seasonWeekRows } from '@sideline/projections';
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
    const { state: team } = await this.handler.read(teamTarget(teamId));
    if (team.status === 'none') throw teamNotFound();
    const inTeam = actorInTeam(actor, teamId, team.members);
    if (inTeam?.role !== 'admin' && !team.members[inTeam!.userId]) throw teamNotFound();
    authorize(inTeam, { action: 'season.read', teamId });
    const readAll = can(inTeam, { action: 'season.readAll', teamId });
    const edit = can(inTeam, { action: 'season.edit', teamId });
    const today = localDateTime(now.toISOString(), team.details.timeZone).date;
    const { weekStart, days } = weekDays(week ?? today, team.details.firstDayOfWeek);
    const weekEnd = addDays(weekStart, 6);
    const rows = await seasonWeekRows(this.db, teamId, weekStart, weekEnd, readAll);
    const answers = await attendanceFor(this.db, rows.practices.map((p) => p.planId));
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
        markers: rows.markers.filter((m) => m.startDate <= date && m.endDate >= date) as SeasonWeek['days'][number]['markers'],
        practices: rows.practices.filter((p) => p.date === date).map((p) => {
          const mine = answers.filter((a) => a.planId === p.planId);
          const attendance = { going: 0, 'not-going': 0, maybe: 0 };
          for (const a of mine) attendance[a.answer] += 1;
          return {
            planId: p.planId, name: p.name, startTime: p.startTime, durationMinutes: p.durationMinutes, published: p.published, attendance,
            myAnswer: mine.find((a) => a.userId === inTeam!.userId)?.answer ?? null,
            can: { publish: edit && !p.published, answer: p.published },
          };
        }),
      })),
      can: { readAll, create: edit && rows.season !== null },
    };
  }
}
