/** The generated steps that drive a TeamSeasonWorld (team-season-world.fixture.ts): the batch property tests. */
import { ATTENDANCE_ANSWERS, MARKER_TYPES, TEAM_ROLES, type InvitableRole } from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import fc from 'fast-check';
import { stepArb, stepsArb, type Step } from './document-logs.fixture';
import { SEASON_START, TeamSeasonWorld, dayAfter } from './team-season-world.fixture';

export { TeamSeasonWorld, dayAfter };

const INVITABLE: readonly InvitableRole[] = ['member', 'coach', 'admin'];
const POSITIONS = [null, 'chaser', 'keeper', 'beater'] as const;

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
