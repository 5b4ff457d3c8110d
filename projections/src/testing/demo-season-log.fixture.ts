import { ATTENDANCE_ANSWERS, type SeasonMarker, type SeasonSection } from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import fc from 'fast-check';
import { stepArb } from './document-logs.fixture';
import { dayAfter, TEAM_SEASON_KINDS, teamSeasonStep, TeamSeasonWorld } from './team-season-logs.fixture';

/**
 * A team's season as the demo runs one, decided by the app's deciders (through `TeamSeasonWorld`): the team fills
 * up through an invite link and invitations, a season with three sections, markers and share links is made active,
 * two practices a week are generated from the template and put on the calendar, most are published and answered by
 * about ten members; some are moved, cancelled or renamed; then random churn (role changes, leavers, edits…).
 * The rebuild bench's team share of the mix. Test and bench only.
 */

const practiceArb = fc.record({
  /** 0: left unpublished (about one in ten) */
  publish: fc.nat(9),
  /** 0: moved to the next day, 1: cancelled (unscheduled), 2: renamed */
  change: fc.nat(19),
  /** who answers (a member picked by number), what, and with which position */
  answers: fc.array(fc.tuple(fc.nat(1000), fc.nat(2), fc.nat(3)), { minLength: 8, maxLength: 13 }),
});

export const seasonScriptArb = fc.noBias(
  fc.record({
    members: fc.integer({ min: 10, max: 16 }),
    /** each week: which pair of weekdays, and its two practices */
    weeks: fc.array(fc.record({ days: fc.nat(2), practices: fc.tuple(practiceArb, practiceArb) }), {
      minLength: 20,
      maxLength: 28,
    }),
    churn: fc.array(stepArb(TEAM_SEASON_KINDS), { minLength: 20, maxLength: 40 }),
  }),
);
export type SeasonScript = typeof seasonScriptArb extends fc.Arbitrary<infer T> ? T : never;

const WEEKDAYS = [
  [1, 3],
  [2, 4],
  [0, 3],
] as const; // Tue/Thu, Wed/Fri, Mon/Thu (days after the season's Monday)
const POSITIONS = [null, 'chaser', 'keeper', 'beater'] as const;

/** One team's season (team 0, season 0, practices 0…); `suffix` makes its ids unique in a bigger log. */
export function demoSeasonLog(
  script: SeasonScript,
  suffix = '',
  world = new TeamSeasonWorld(undefined, suffix),
): RecordedEvent[] {
  const coach = world.user(0);
  world.createTeam(0, coach);
  const link = world.inviteId(0, 0);
  world.runTeam(
    0,
    {
      type: 'CreateInviteLink',
      data: { inviteId: link, role: 'member', expiresAt: '2027-06-01T00:00:00.000Z', maxUses: null, createdBy: coach },
    },
    coach,
  );
  for (let i = 1; i < script.members; i++) {
    const userId = world.user(i);
    if (i % 4 === 0) {
      const invitationId = world.invitationId(0, i);
      world.runTeam(
        0,
        { type: 'InviteByEmail', data: { invitationId, userId, role: i === 4 ? 'coach' : 'member', invitedBy: coach } },
        coach,
      );
      world.runTeam(
        0,
        { type: i % 3 === 0 ? 'DeclineInvitation' : 'AcceptInvitation', data: { invitationId, userId } },
        userId,
      );
    } else {
      world.runTeam(
        0,
        { type: 'JoinByInviteLink', data: { inviteId: link, userId, at: '2026-08-20T18:00:00.000Z' } },
        userId,
      );
    }
  }
  world.runTeam(0, { type: 'ChangeMemberRole', data: { userId: world.user(1), role: 'admin' } }, coach);

  const weeks = script.weeks.length;
  world.createSeason(0, 0, weeks, coach);
  const start = '2026-08-31';
  const section = (id: string, name: string, from: number, to: number, colour: string): SeasonSection => ({
    id,
    name,
    startDate: dayAfter(start, 7 * from),
    endDate: dayAfter(start, 7 * to - 1),
    colour,
    notes: '',
    visibleToMembers: true,
    defaultSections: [
      { name: 'Warm-up', goals: ['Mobility'], notes: '' },
      { name: name === 'Playoffs' ? 'Game plan' : 'Fundamentals', goals: [], notes: '' },
    ],
    linkedItems: [
      { id: 'li1', kind: 'break', drillId: null, formationId: null, title: 'Water', minutes: 5, practiceSection: null },
    ],
  });
  for (const s of [
    section('ss0', 'Pre-season', 0, 4, '#2563eb'),
    section('ss1', 'Regular season', 4, weeks - 4, '#16a34a'),
    section('ss2', 'Playoffs', weeks - 4, weeks, '#9333ea'),
  ]) {
    world.runSeason(0, { type: 'AddSeasonSection', data: { section: s, index: null } }, coach);
  }
  const marker = (id: string, type: SeasonMarker['type'], title: string, day: number, days = 1): SeasonMarker => ({
    id,
    type,
    title,
    startDate: dayAfter(start, day),
    endDate: dayAfter(start, day + days - 1),
    time: type === 'game' ? '14:00' : null,
    durationMinutes: type === 'game' ? 120 : null,
    colour: '#e11d48',
    notes: '',
    visibleToMembers: type !== 'deadline',
  });
  for (let w = 3; w < weeks; w += 3)
    world.runSeason(
      0,
      { type: 'AddSeasonMarker', data: { marker: marker(`mk${w}`, 'game', `Game week ${w}`, 7 * w + 5) } },
      coach,
    );
  world.runSeason(
    0,
    { type: 'AddSeasonMarker', data: { marker: marker('mkb', 'break', 'Autumn break', 7 * 8, 7) } },
    coach,
  );
  world.runSeason(
    0,
    { type: 'AddSeasonMarker', data: { marker: marker('mkd', 'deadline', 'Registration due', 10) } },
    coach,
  );
  for (const kind of ['view', 'calendar'] as const)
    world.runSeason(
      0,
      {
        type: 'RotateSeasonShareLink',
        data: { kind, linkId: `sl-${kind}`, rotatedBy: coach, at: '2026-08-25T08:00:00.000Z' },
      },
      coach,
    );
  world.runTeam(
    0,
    { type: 'ActivateSeason', data: { seasonId: world.seasonId(0), seasonTeamId: world.teamId(0) } },
    coach,
  );

  let p = 0;
  script.weeks.forEach((week, w) => {
    week.practices.forEach((practice, i) => {
      const plan = p++;
      const date = dayAfter(start, 7 * w + WEEKDAYS[week.days]![i]!);
      world.createPractice(plan, 0, date, world.season(0), coach);
      world.schedule(plan, 0, date, '18:00', coach);
      if (practice.publish > 0)
        world.runPlan(plan, { type: 'PublishPlan', data: { at: `${dayAfter(date, -3)}T09:00:00.000Z` } }, coach);
      if (practice.change === 0) world.schedule(plan, 0, dayAfter(date, 1), '18:30', coach);
      if (practice.change === 2)
        world.runPlan(
          plan,
          { type: 'SetPlanMetadata', data: { changes: { name: `Practice ${date} (pitch 2)` } } },
          coach,
        );
      const members = world.membersOf(world.teamId(0));
      for (const [who, answer, position] of practice.answers) {
        world.answer(
          plan,
          members[who % members.length]!,
          ATTENDANCE_ANSWERS[answer]!,
          POSITIONS[position]!,
          `${dayAfter(date, -2)}T20:00:00.000Z`,
        );
      }
      if (practice.change === 1) world.runPlan(plan, { type: 'UnschedulePlan', data: {} }, coach);
    });
  });
  for (const step of script.churn) teamSeasonStep(world, step);
  return world.out.events;
}
