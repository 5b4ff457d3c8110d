import {
  attendanceDecider,
  attendanceStreamId,
  ATTENDANCE_ANSWERS,
  generatePractice,
  planDecider,
  planStreamId,
  seasonDecider,
  seasonStreamId,
  teamDecider,
  teamStreamId,
  type AttendanceCommand,
  type PlanCommand,
  type PlanContent,
  type PlanState,
  type SeasonCommand,
  type SeasonState,
  type Section,
  type TeamCommand,
  type TeamDetails,
  type TeamState,
} from '@sideline/domain';
import { drillItem, metadata, samplePlan } from '@sideline/domain/practice-plan/testing/plan.fixture';
import type {} from '@sideline/eventstore';
import { DecidedLog } from './decided-log';
import {} from './document-logs.fixture';

/**
 * Teams, seasons, their practices and members' answers, decided by the app's own deciders (team, season, plan,
 * attendance): every event is one the app could record. `TeamSeasonWorld` holds the ids and runs commands; the
 * generated steps of `teamSeasonLog` drive it at random (the batch property tests), `demoSeasonLog` (demo-season-log
 * .fixture.ts) drives it like a real season (the rebuild bench). Test-only.
 */

export const SEASON_START = '2026-08-31'; // a Monday

/** The calendar day `days` after `from` ("YYYY-MM-DD"). */
export const dayAfter = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const teamDetails = (n: number): TeamDetails => ({
  name: `Riverside ${n}`,
  description: '',
  sport: 'quadball',
  timeZone: 'Europe/Berlin',
  firstDayOfWeek: 1,
  practiceStartTime: '18:00',
  practiceMinutes: 90,
});

/** The content practices are generated from (the season's template plan, as the recurrences run uses it). */
const templateContent = (teamId: string): PlanContent => ({
  metadata: metadata({ name: 'Team practice', visibility: 'team', teamId, practiceGoals: [] }),
  sections: samplePlan().map((section): Section => ({
    ...section,
    entries: section.entries.map((entry) =>
      entry.kind === 'parallel'
        ? entry
        : drillItem(entry.id, entry.durationMinutes, { drillId: `d${1 + (entry.durationMinutes % 3)}` }),
    ),
  })),
});

export class TeamSeasonWorld {
  private fresh = 0;

  /** `suffix` goes after every id that must be unique in the log (the bench makes ids unique per chunk with it). */
  constructor(
    readonly out: DecidedLog = new DecidedLog(),
    readonly suffix = '',
  ) {}

  user = (n: number) => `u${n}${this.suffix}`;
  teamId = (n: number) => `t${n}${this.suffix}`;
  seasonId = (n: number) => `s${n}${this.suffix}`;
  planId = (n: number) => `pr${n}${this.suffix}`;
  inviteId = (team: number, n: number) => `l${team}x${n}${this.suffix}`;
  invitationId = (team: number, n: number) => `i${team}x${n}${this.suffix}`;

  team(n: number): TeamState {
    return this.out.state(teamDecider, teamStreamId(this.teamId(n)));
  }
  season(n: number): SeasonState {
    return this.out.state(seasonDecider, seasonStreamId(this.seasonId(n)));
  }
  plan(n: number): PlanState {
    return this.out.state(planDecider, planStreamId(this.planId(n)));
  }

  membersOf(teamId: string | null): string[] {
    const team = teamId ? this.out.state(teamDecider, teamStreamId(teamId)) : null;
    return team && team.status !== 'none' ? Object.keys(team.members) : [];
  }

  /** Every member of the teams, as the team decider's own state has them: what `team_members` must hold. */
  memberRows(teams: readonly number[]): { team_id: string; user_id: string; role: string }[] {
    return teams
      .flatMap((t) => {
        const team = this.team(t);
        return team.status === 'none'
          ? []
          : Object.entries(team.members).map(([userId, role]) => ({ team_id: this.teamId(t), user_id: userId, role }));
      })
      .sort((x, y) => (x.team_id === y.team_id ? (x.user_id < y.user_id ? -1 : 1) : x.team_id < y.team_id ? -1 : 1));
  }

  /** Someone who runs the team (an owner or admin), or null. */
  staff(n: number): string | null {
    return this.staffOf(this.teamId(n));
  }
  staffOf(teamId: string | null): string | null {
    const team = teamId ? this.out.state(teamDecider, teamStreamId(teamId)) : null;
    if (!team || team.status === 'none') return null;
    return Object.entries(team.members).find(([, role]) => role === 'owner' || role === 'admin')?.[0] ?? null;
  }

  runTeam(n: number, command: TeamCommand, actor: string | null = this.staff(n)) {
    return this.out.run(teamDecider, teamStreamId(this.teamId(n)), command, actor);
  }
  runSeason(n: number, command: SeasonCommand, actor: string | null) {
    return this.out.run(seasonDecider, seasonStreamId(this.seasonId(n)), command, actor);
  }
  runPlan(n: number, command: PlanCommand, actor: string | null) {
    return this.out.run(planDecider, planStreamId(this.planId(n)), command, actor);
  }

  createTeam(n: number, owner: string) {
    return this.runTeam(
      n,
      { type: 'CreateTeam', data: { teamId: this.teamId(n), details: teamDetails(n), createdBy: owner } },
      owner,
    );
  }

  createSeason(n: number, team: number, weeks: number, actor: string) {
    const details = {
      name: `Season ${n}`,
      startDate: SEASON_START,
      endDate: dayAfter(SEASON_START, 7 * weeks - 1),
      templatePlanId: null,
    };
    return this.runSeason(
      n,
      {
        type: 'CreateSeason',
        data: { seasonId: this.seasonId(n), teamId: this.teamId(team), details, createdBy: actor },
      },
      actor,
    );
  }

  /** A practice of the team on `date`, generated from the template and the season's sections covering that day. */
  createPractice(n: number, team: number, date: string, season: SeasonState, actor: string) {
    const teamId = this.teamId(team);
    const practice = generatePractice({
      teamId,
      sport: 'quadball',
      date,
      startTime: '18:00',
      durationMinutes: 90,
      template: templateContent(teamId),
      seasonSections: season.status === 'none' ? [] : season.sections,
      idFor: () => `x${++this.fresh}`,
    });
    return this.runPlan(
      n,
      {
        type: 'CreatePlan',
        data: {
          planId: this.planId(n),
          ownerId: actor,
          metadata: practice.metadata,
          sections: practice.sections,
          copiedFrom: null,
          draftId: null,
        },
      },
      actor,
    );
  }

  /** Puts the practice on the season's calendar (the API reads the season's team and dates from its stream). */
  schedule(plan: number, season: number, date: string, startTime: string, actor: string | null) {
    const state = this.season(season);
    if (state.status === 'none') return [];
    const bounds = { teamId: state.teamId, startDate: state.details.startDate, endDate: state.details.endDate };
    return this.runPlan(
      plan,
      {
        type: 'SchedulePlan',
        data: { seasonId: this.seasonId(season), date, startTime, durationMinutes: 90, season: bounds },
      },
      actor,
    );
  }

  /** A member's answer; only members of the practice's team answer (the policy's rule), the decider checks the rest. */
  answer(
    plan: number,
    userId: string,
    answer: (typeof ATTENDANCE_ANSWERS)[number],
    positionKey: string | null,
    at: string,
  ) {
    const state = this.plan(plan);
    if (state.status === 'none' || !state.metadata.teamId) return [];
    if (!this.membersOf(state.metadata.teamId).includes(userId)) return [];
    const planId = this.planId(plan);
    const practice = { published: state.published, deleted: state.status === 'deleted', teamId: state.metadata.teamId };
    const command: AttendanceCommand = {
      type: 'AnswerAttendance',
      data: { planId, teamId: state.metadata.teamId, userId, answer, positionKey, at, practice },
    };
    return this.out.run(attendanceDecider, attendanceStreamId(planId), command, userId);
  }
}
