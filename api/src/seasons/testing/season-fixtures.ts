import type { SeasonTimeline } from '@sideline/domain';
import { expect } from 'vitest';
import type { TestApi } from '../../testing/test-api';
import type { TestUser } from '../../testing/test-users';

/** A season from 1 Sep to 15 Dec 2026 (Europe/Berlin leaves daylight saving on 25 Oct), made by someone who may. */
export async function createSeason(
  api: TestApi,
  user: TestUser,
  teamId: string,
  body: Record<string, unknown> = {},
): Promise<SeasonTimeline> {
  const response = await api.request({
    method: 'POST',
    url: `/api/teams/${teamId}/seasons`,
    cookie: user.cookie,
    body: { name: 'Fall 2026', startDate: '2026-09-01', endDate: '2026-12-15', ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.season;
}

export const seasonUrl = (teamId: string, seasonId: string, rest = '') =>
  `/api/teams/${teamId}/seasons/${seasonId}${rest}`;

/** A practice on a day of the season; returns its plan id. */
export async function addPractice(
  api: TestApi,
  user: TestUser,
  teamId: string,
  seasonId: string,
  date: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await api.request({
    method: 'POST',
    url: seasonUrl(teamId, seasonId, '/practices'),
    cookie: user.cookie,
    body: { date, startTime: '17:30', durationMinutes: 90, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.planId;
}
