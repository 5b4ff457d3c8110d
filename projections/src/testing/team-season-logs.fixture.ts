import {
  attendanceDecider,
  attendanceStreamId,
  ATTENDANCE_ANSWERS,
  generatePractice,
  MARKER_TYPES,
  planDecider,
  planStreamId,
  seasonDecider,
  seasonStreamId,
  teamDecider,
  teamStreamId,
  TEAM_ROLES,
  type AttendanceCommand,
  type InvitableRole,
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
import type { RecordedEvent } from '@sideline/eventstore';
import { DecidedLog } from './decided-log';
import fc from 'fast-check';
import { stepArb, stepsArb, type Step } from './document-logs.fixture';

/**
 * Teams, seasons, their practices and members' answers, decided by the app's own deciders (team, season, plan,
 * attendance): every event is one the app could record. `TeamSeasonWorld` holds the ids and runs commands; the
 * generated steps of `teamSeasonLog` drive it at random (the batch property tests), `demoSeasonLog` (demo-season-log
 * .fixture.ts) drives it like a real season (the rebuild bench). Test-only.
 */

const INVITABLE: readonly InvitableRole[] = ['member', 'coach', 'admin'];
const POSITIONS = [null, 'chaser', 'keeper', 'beater'] as const;
const SEASON_START = '2026-08-31'; // a Monday

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

/** Kinds of step: 0–7 team, 8–13 season, 14–18 practice plan, 19–21 attendance answers. */
export const TEAM_SEASON_KINDS = 22;
export const teamSeasonStepsArb = stepsArb(TEAM_SEASON_KINDS);
/**
 * Steps of which about three in four are of the `focus` kinds (the rest any kind), for a read model that handles few
 * of them: its events then come often enough, per stream, for a replay to land next to a newer event of the same key.
 */
export const focusedStepsArb = (focus: readonly number[]) =>
  fc.noBias(
    fc.array(
      fc.oneof(
        { arbitrary: stepArb(TEAM_SEASON_KINDS), weight: 1 },
        { arbitrary: stepArb(focus.length).map(([n, k, a, b]): Step => [n, focus[k]!, a, b]), weight: 3 },
      ),
      { minLength: 5, maxLength: 80, size: 'max' },
    ),
  );
const USERS = 6;

/** One generated step against the world: [which thing, what happens, numbers to pick with]. */
export function teamSeasonStep(world: TeamSeasonWorld, [n, kind, a, b]: Step): void {
  if (kind < 8) return teamStep(world, n % 2, kind, a, b);
  if (kind < 14) return seasonStep(world, n, kind, a, b);
  const plan = n; // three practices (two of team 0, one of team 1): each sees many steps
  if (kind < 19) return planStep(world, plan, kind, a, b);
  const state = world.plan(plan);
  const members = state.status === 'none' ? [] : world.membersOf(state.metadata.teamId);
  world.answer(
    plan,
    members[a % Math.max(1, members.length)] ?? world.user(a % USERS),
    ATTENDANCE_ANSWERS[b % 3]!,
    POSITIONS[b % 4]!,
    `2026-09-${String(1 + (a % 28)).padStart(2, '0')}T12:00:00.000Z`,
  );
}

function teamStep(world: TeamSeasonWorld, t: number, kind: number, a: number, b: number): void {
  const team = world.team(t);
  if (team.status === 'none') {
    world.createTeam(t, world.user(a % USERS));
    return;
  }
  const user = world.user(a % USERS);
  const members = Object.keys(team.members);
  const member = members[a % members.length] ?? user;
  switch (kind) {
    case 0:
      world.runTeam(t, {
        type: 'EditTeam',
        data: {
          changes:
            b % 2
              ? { name: `Team ${a % 5}` }
              : { practiceMinutes: 60 + (a % 4) * 15, practiceStartTime: ['17:30', '18:00', '19:00'][a % 3]! },
        },
      });
      break;
    case 1:
      world.runTeam(t, {
        type: 'CreateInviteLink',
        data: {
          inviteId: world.inviteId(t, a % 3),
          role: INVITABLE[b % 3]!,
          expiresAt: b % 5 ? '2027-06-01T00:00:00.000Z' : '2025-12-31T00:00:00.000Z',
          maxUses: b % 3 === 0 ? 2 : null,
          createdBy: world.staff(t) ?? user,
        },
      });
      break;
    case 2:
      world.runTeam(
        t,
        {
          type: 'JoinByInviteLink',
          data: { inviteId: world.inviteId(t, a % 3), userId: world.user(b % USERS), at: '2026-03-01T00:00:00.000Z' },
        },
        world.user(b % USERS),
      );
      break;
    case 3:
      world.runTeam(t, {
        type: 'InviteByEmail',
        data: {
          invitationId: world.invitationId(t, a % 4),
          userId: world.user(b % USERS),
          role: INVITABLE[a % 3]!,
          invitedBy: world.staff(t) ?? user,
        },
      });
      break;
    case 4: {
      const invitationId = world.invitationId(t, a % 4);
      const invited = team.invitations[invitationId]?.userId ?? user;
      if (b % 3 === 2) world.runTeam(t, { type: 'CancelInvitation', data: { invitationId } });
      else
        world.runTeam(
          t,
          { type: b % 3 ? 'DeclineInvitation' : 'AcceptInvitation', data: { invitationId, userId: invited } },
          invited,
        );
      break;
    }
    case 5: {
      const owner = Object.entries(team.members).find(([, role]) => role === 'owner')?.[0];
      if (b % 5 === 0 && owner)
        world.runTeam(t, { type: 'TransferOwnership', data: { fromUserId: owner, toUserId: member } }, owner);
      else world.runTeam(t, { type: 'ChangeMemberRole', data: { userId: member, role: TEAM_ROLES[b % 4]! } });
      break;
    }
    case 6:
      world.runTeam(
        t,
        b % 2 ? { type: 'RemoveMember', data: { userId: member } } : { type: 'LeaveTeam', data: { userId: member } },
        b % 2 ? world.staff(t) : member,
      );
      break;
    default:
      world.runTeam(
        t,
        b % 6 === 0
          ? { type: 'ArchiveTeam', data: {} }
          : b % 6 === 1
            ? { type: 'UnarchiveTeam', data: {} }
            : {
                type: 'RevokeInviteLink',
                data: { inviteId: world.inviteId(t, a % 3), revokedBy: world.staff(t) ?? user },
              },
      );
  }
}

function seasonStep(world: TeamSeasonWorld, s: number, kind: number, a: number, b: number): void {
  const t = s === 2 ? 1 : 0; // seasons 0 and 1 are team 0's (it switches between them), 2 is team 1's
  const actor = world.staff(t);
  const season = world.season(s);
  if (!actor) return; // seasons belong to a team that exists
  if (season.status === 'none') {
    world.createSeason(s, t, 8 + (a % 12), actor);
    return;
  }
  const { startDate, endDate } = season.details;
  const length = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
  const within = (x: number) => dayAfter(startDate, x % (length + 7)); // sometimes past the end: refused
  const sectionId = `ss${a % 4}`;
  const markerId = `mk${a % 5}`;
  switch (kind) {
    case 8: {
      const practiceDates = [0, 1, 2].flatMap((p) => {
        const plan = world.plan(p);
        return plan.status !== 'none' && plan.schedule?.seasonId === world.seasonId(s) ? [plan.schedule.date] : [];
      });
      const changes =
        a % 3 === 0
          ? { name: `Season ${b % 4}` }
          : a % 3 === 1
            ? { endDate: dayAfter(endDate, 7 * ((b % 5) - 2)) }
            : { templatePlanId: b % 2 ? world.planId(b % 3) : null };
      world.runSeason(s, { type: 'EditSeason', data: { changes, practiceDates } }, actor);
      break;
    }
    case 9: {
      const existing = season.sections.find((x) => x.id === sectionId);
      const from = within(b);
      const to = dayAfter(from, 7 * (1 + (a % 4)));
      if (existing)
        world.runSeason(
          s,
          {
            type: 'EditSeasonSection',
            data: {
              sectionId,
              changes:
                b % 2 ? { name: `Phase ${b % 3}`, visibleToMembers: b % 4 === 1 } : { startDate: from, endDate: to },
            },
          },
          actor,
        );
      else
        world.runSeason(
          s,
          {
            type: 'AddSeasonSection',
            data: {
              section: {
                id: sectionId,
                name: `Phase ${a % 4}`,
                startDate: from,
                endDate: to,
                colour: '#16a34a',
                notes: '',
                visibleToMembers: true,
                defaultSections: [{ name: 'Warm-up', goals: [], notes: '' }],
                linkedItems: [],
              },
              index: b % 2 ? 0 : null,
            },
          },
          actor,
        );
      break;
    }
    case 10:
      if (b % 2) world.runSeason(s, { type: 'RemoveSeasonSection', data: { sectionId } }, actor);
      else
        world.runSeason(
          s,
          { type: 'ReorderSeasonSections', data: { sectionIds: season.sections.map((x) => x.id).reverse() } },
          actor,
        );
      break;
    case 11: {
      const existing = season.markers[markerId];
      const date = within(b);
      if (!existing)
        world.runSeason(
          s,
          {
            type: 'AddSeasonMarker',
            data: {
              marker: {
                id: markerId,
                type: MARKER_TYPES[a % 6]!,
                title: `Marker ${a % 7}`,
                startDate: date,
                endDate: date,
                time: b % 2 ? '14:00' : null,
                durationMinutes: b % 2 ? 120 : null,
                colour: '#e11d48',
                notes: '',
                visibleToMembers: b % 3 > 0,
              },
            },
          },
          actor,
        );
      else if (b % 3)
        world.runSeason(
          s,
          {
            type: 'EditSeasonMarker',
            data: { markerId, changes: b % 3 === 1 ? { title: `Game ${b % 9}` } : { startDate: date, endDate: date } },
          },
          actor,
        );
      else world.runSeason(s, { type: 'RemoveSeasonMarker', data: { markerId } }, actor);
      break;
    }
    case 12:
      world.runSeason(
        s,
        {
          type: 'RotateSeasonShareLink',
          data: {
            kind: b % 2 ? 'view' : 'calendar',
            linkId: `sl${a % 50}`,
            rotatedBy: actor,
            at: `2026-09-${String(1 + (a % 28)).padStart(2, '0')}T08:00:00.000Z`,
          },
        },
        actor,
      );
      break;
    default: {
      // Activating the active one decides nothing: switch to the team's other season then.
      const team = world.team(t);
      const other = team.status !== 'none' && team.activeSeasonId === world.seasonId(s) && s < 2 ? 1 - s : s;
      const target = world.season(other);
      if (target.status !== 'none')
        world.runTeam(
          t,
          { type: 'ActivateSeason', data: { seasonId: world.seasonId(other), seasonTeamId: target.teamId } },
          actor,
        );
    }
  }
}

function planStep(world: TeamSeasonWorld, p: number, kind: number, a: number, b: number): void {
  const plan = world.plan(p);
  if (plan.status === 'none') {
    const creator = world.staff(p % 2);
    if (creator) world.createPractice(p, p % 2, dayAfter(SEASON_START, a % 60), world.season(p % 2 ? 2 : 0), creator);
    if (creator && b % 2) world.runPlan(p, { type: 'PublishPlan', data: { at: '2026-08-30T10:00:00.000Z' } }, creator); // published when made
    return;
  }
  const actor = world.staffOf(plan.metadata.teamId) ?? plan.ownerId; // the team's staff, or the coach who made it
  switch (kind) {
    case 14:
      world.schedule(p, b % 3, dayAfter(SEASON_START, a % 100), ['17:30', '18:00'][b % 2]!, actor);
      break;
    case 15:
      world.runPlan(p, { type: 'UnschedulePlan', data: {} }, actor);
      break;
    case 16:
      world.runPlan(
        p,
        b % 3 ? { type: 'PublishPlan', data: { at: '2026-08-30T10:00:00.000Z' } } : { type: 'UnpublishPlan', data: {} },
        actor,
      );
      break;
    case 17:
      world.runPlan(p, b % 3 ? { type: 'RestorePlan', data: {} } : { type: 'DeletePlan', data: {} }, actor);
      break;
    default:
      world.runPlan(
        p,
        {
          type: 'SetPlanMetadata',
          data: {
            changes:
              a % 3 === 0
                ? { name: `Practice ${b % 5}` }
                : a % 3 === 1
                  ? { startTime: ['17:00', '18:30'][b % 2]! }
                  : { teamId: world.teamId(b % 2), visibility: 'team' },
          },
        },
        actor,
      );
  }
}

/** A log of generated team, season, practice and attendance commands, as the deciders recorded them. */
export function teamSeasonLog(steps: readonly Step[], world = new TeamSeasonWorld()): RecordedEvent[] {
  for (const step of steps) teamSeasonStep(world, step);
  return world.out.events;
}
