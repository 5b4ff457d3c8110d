import {
  PLAN_STREAM_TYPE,
  SEASON_STREAM_TYPE,
  TEAM_STREAM_TYPE,
  planDecider,
  planStreamId,
  seasonDecider,
  seasonStreamId,
  teamDecider,
  teamStreamId,
  type EventMetadata,
  type SeasonMarker,
  type SeasonSection,
} from '@sideline/domain';
import type { CommandBus } from '@sideline/api';
import type { Database } from '@sideline/eventstore';
import { randomUUID } from 'node:crypto';
import { demoId } from './demo-drills';
import { DEMO_TEAM_ID } from './demo-team';

export const DEMO_SEASON_SEED = 'demo-season-v1';
export const DEMO_SEASON_ID = demoId('season', 'riverside-rapids-current');

const DAY_MS = 86_400_000;
const day = (from: number, days: number) => new Date(from + days * DAY_MS).toISOString().slice(0, 10);
/** The first `weekday` (0 Sunday … 6 Saturday) on or after `days` from `from`. */
function nextWeekday(from: number, days: number, weekday: number): string {
  const at = new Date(from + days * DAY_MS);
  return day(at.getTime(), (weekday - at.getUTCDay() + 7) % 7);
}

/** The demo season's sections and markers, placed around `now` so the season is under way whenever the demo runs. */
export function demoSeasonPlan(now: number) {
  const start = day(now, -56);
  const end = day(now, 238);
  const sections: SeasonSection[] = [
    {
      id: demoId('season-section', 'pre-season'),
      name: 'Pre-season',
      startDate: start,
      endDate: day(now, -15),
      colour: '#2563eb',
      notes: 'Fitness and fundamentals; new players join.',
      visibleToMembers: true,
      defaultSections: [
        { name: 'Warm-up', goals: ['Mobility'], notes: '' },
        { name: 'Fundamentals', goals: [], notes: '' },
      ],
      linkedItems: [],
    },
    {
      id: demoId('season-section', 'regular'),
      name: 'Regular season',
      startDate: day(now, -14),
      endDate: day(now, 195),
      colour: '#16a34a',
      notes: 'League fixtures every other weekend.',
      visibleToMembers: true,
      defaultSections: [
        { name: 'Warm-up', goals: [], notes: '' },
        { name: 'Game plan', goals: ['Team strategy'], notes: '' },
      ],
      linkedItems: [],
    },
    {
      id: demoId('season-section', 'playoffs'),
      name: 'Playoffs',
      startDate: day(now, 182),
      endDate: end,
      colour: '#9333ea',
      notes: 'Overlaps the last league weeks on purpose.',
      visibleToMembers: true,
      defaultSections: [{ name: 'Game plan', goals: ['Game preparation'], notes: '' }],
      linkedItems: [],
    },
  ];
  const marker = (
    key: string,
    over: Omit<SeasonMarker, 'id' | 'colour' | 'notes' | 'visibleToMembers' | 'time' | 'durationMinutes'> &
      Partial<SeasonMarker>,
  ): SeasonMarker => ({
    id: demoId('season-marker', key),
    colour: '#e11d48',
    notes: '',
    visibleToMembers: true,
    time: null,
    durationMinutes: null,
    ...over,
  });
  const tournament = nextWeekday(now, 21, 6);
  const markers: SeasonMarker[] = [
    marker('home-game', {
      type: 'game',
      title: 'Home game vs Northside',
      startDate: nextWeekday(now, 8, 6),
      endDate: nextWeekday(now, 8, 6),
      time: '14:00',
      durationMinutes: 120,
      colour: '#0891b2',
    }),
    marker('autumn-cup', {
      type: 'tournament',
      title: 'Autumn Cup',
      startDate: tournament,
      endDate: day(Date.parse(tournament), 1),
      colour: '#d97706',
      notes: 'Bus leaves the park at 7:30.',
    }),
    marker('winter-break', {
      type: 'break',
      title: 'Winter break',
      startDate: day(now, 90),
      endDate: day(now, 103),
      colour: '#64748b',
    }),
    marker('fees', {
      type: 'deadline',
      title: 'League registration due',
      startDate: day(now, 30),
      endDate: day(now, 30),
      visibleToMembers: false,
    }),
  ];
  return { start, end, sections, markers };
}

const metadataFor = (actorId: string): EventMetadata => {
  const commandId = randomUUID();
  return { actorId, commandId, correlationId: commandId, causationId: null, at: new Date().toISOString() };
};

/**
 * The demo team's active season, once per database: three sections (the last two overlap), four markers (one for
 * the staff only), and the team's draft plan on the next Saturday morning (its template plan is the season's
 * template: the Tue/Thu series makes practices from it).
 */
export async function seedDemoSeason(db: Database, commands: CommandBus, now = Date.now()): Promise<boolean> {
  const done = await db.query('SELECT 1 FROM seed_runs WHERE name = $1', [DEMO_SEASON_SEED]);
  if (done.length > 0) return false;
  const teamTarget = { streamId: teamStreamId(DEMO_TEAM_ID), streamType: TEAM_STREAM_TYPE, decider: teamDecider };
  // Reading the team through the command path: an empty edit decides nothing and answers its state.
  const team = await commands.handle(
    teamTarget,
    () => ({ type: 'EditTeam' as const, data: { changes: {} } }),
    metadataFor('demo-seed'),
  );
  if (team.state.status === 'none') return false;
  const coachId = Object.entries(team.state.members).find(([, role]) => role === 'owner')![0];
  const { start, end, sections, markers } = demoSeasonPlan(now);
  const seasonId = DEMO_SEASON_ID;
  const season = { streamId: seasonStreamId(seasonId), streamType: SEASON_STREAM_TYPE, decider: seasonDecider };
  await commands.handle(
    season,
    (state) =>
      state.status === 'none'
        ? {
            type: 'CreateSeason' as const,
            data: {
              seasonId,
              teamId: DEMO_TEAM_ID,
              details: {
                name: `Season ${start.slice(0, 4)}/${end.slice(2, 4)}`,
                startDate: start,
                endDate: end,
                templatePlanId: demoId('plan', 'team-tuesday'),
              },
              createdBy: coachId,
            },
          }
        : { type: 'EditSeason' as const, data: { changes: {}, practiceDates: [] } },
    metadataFor(coachId),
  );
  for (const section of sections)
    await commands.handle(season, { type: 'AddSeasonSection', data: { section, index: null } }, metadataFor(coachId));
  for (const marker of markers)
    await commands.handle(season, { type: 'AddSeasonMarker', data: { marker } }, metadataFor(coachId));
  await commands.handle(
    teamTarget,
    { type: 'ActivateSeason', data: { seasonId, seasonTeamId: DEMO_TEAM_ID } },
    metadataFor(coachId),
  );
  const bounds = { teamId: DEMO_TEAM_ID, startDate: start, endDate: end };
  // The template ('team-tuesday') is not on the calendar itself: the Tue/Thu series makes practices from it. The
  // draft is an extra Saturday morning session, off the series' days.
  const clinicId = demoId('plan', 'team-thursday-draft');
  await commands.handle(
    { streamId: planStreamId(clinicId), streamType: PLAN_STREAM_TYPE, decider: planDecider },
    (state) =>
      state.status === 'none' || state.metadata.teamId !== DEMO_TEAM_ID
        ? { type: 'ApplyPlanCommands' as const, data: { commands: [] } }
        : {
            type: 'SchedulePlan' as const,
            data: { seasonId, date: nextWeekday(now, 1, 6), startTime: '10:00', durationMinutes: 90, season: bounds },
          },
    metadataFor(coachId),
  );
  await db.query('INSERT INTO seed_runs (name) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_SEASON_SEED]);
  return true;
}
