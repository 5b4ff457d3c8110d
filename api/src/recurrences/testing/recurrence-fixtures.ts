import type { SeasonMarker, SeasonSection } from '@sideline/domain';
import { expect } from 'vitest';
import { CommandContext } from '../../commands/command-context';
import { createTeam, joinAs, teamCast, type TeamCast } from '../../teams/testing/team-fixtures';
import type { TestApi } from '../../testing/test-api';
import type { TestUser } from '../../testing/test-users';
import { seasonStreamTarget } from '../recurrence-targets';

/**
 * A team (Berlin) with a coach and a member, and a season 2026-08-01 … 2027-06-30 with a pre-season section (two
 * default practice sections) and a tournament weekend. The season is written on its own stream (the season's own
 * endpoints are another part of the work).
 */
export async function seasonWithTeam(
  api: TestApi,
  owner: TestUser,
  people: { coach?: TestUser; member?: TestUser; admin?: TestUser } = {},
) {
  const team = await createTeam(api, owner, SEASON_TEAM);
  if (people.admin) await joinAs(api, owner, team.id, people.admin, 'admin');
  if (people.coach) await joinAs(api, owner, team.id, people.coach, 'coach');
  if (people.member) await joinAs(api, owner, team.id, people.member, 'member');
  return { team, ...(await seasonOn(api, owner, team.id)) };
}

/**
 * The shared set-up of the season tests: the team cast (teamCast) and the season above, with its section and marker.
 */
export async function seasonCast(
  api: TestApi,
): Promise<TeamCast & { seasonId: string; section: SeasonSection; marker: SeasonMarker }> {
  const cast = await teamCast(api, SEASON_TEAM);
  return { ...cast, ...(await seasonOn(api, cast.owner, cast.teamId)) };
}

const SEASON_TEAM = { practiceStartTime: '17:30', practiceMinutes: 90 };

/** Another such season (2026/27, with its section and marker) on a team: a test that needs a fresh one. */
export async function seasonOn(api: TestApi, owner: TestUser, teamId: string) {
  const seasonId = crypto.randomUUID();
  const section: SeasonSection = {
    id: crypto.randomUUID(),
    name: 'Pre-season',
    startDate: '2026-08-01',
    endDate: '2026-09-30',
    colour: '#2563eb',
    notes: '',
    visibleToMembers: true,
    defaultSections: [
      { name: 'Warm-up', goals: ['activate'], notes: '' },
      { name: 'Fitness', goals: [], notes: '' },
    ],
    linkedItems: [],
  };
  const marker: SeasonMarker = {
    id: crypto.randomUUID(),
    type: 'tournament',
    title: 'Autumn Cup',
    startDate: '2026-09-17',
    endDate: '2026-09-20',
    time: null,
    durationMinutes: null,
    colour: '#e11d48',
    notes: '',
    visibleToMembers: true,
  };
  const ctx = () => CommandContext.system({ userId: owner.userId, role: 'user' });
  const handler = api.core.handler;
  await handler.handle(
    seasonStreamTarget(seasonId),
    {
      type: 'CreateSeason',
      data: {
        seasonId,
        teamId,
        details: { name: '2026/27', startDate: '2026-08-01', endDate: '2027-06-30', templatePlanId: null },
        createdBy: owner.userId,
      },
    },
    ctx(),
  );
  await handler.handle(
    seasonStreamTarget(seasonId),
    { type: 'AddSeasonSection', data: { section, index: null } },
    ctx(),
  );
  await handler.handle(seasonStreamTarget(seasonId), { type: 'AddSeasonMarker', data: { marker } }, ctx());
  return { seasonId, section, marker };
}

export const tueThuBody = (over: Record<string, unknown> = {}) => ({
  name: 'Tue/Thu practice',
  pattern: { kind: 'weekly', weekdays: [2, 4], intervalWeeks: 1 },
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  exceptionDates: ['2026-09-08'],
  skipMarkerTypes: ['tournament'],
  ...over,
});

export async function createSeries(api: TestApi, user: TestUser, seasonId: string, over: Record<string, unknown> = {}) {
  const response = await api.request({
    method: 'POST',
    url: `/api/seasons/${seasonId}/recurrences`,
    cookie: user.cookie,
    body: tueThuBody(over),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/**
 * A generation run goes on after its answer (no read-after token for it): wait until the read models hold the whole
 * log.
 */
export async function readModelsCaughtUp(api: TestApi): Promise<void> {
  const { position } = await api.core.store.head();
  expect(await api.core.watcher.waitFor(position, api.core.readModelNames, 20_000)).toBe(true);
}
