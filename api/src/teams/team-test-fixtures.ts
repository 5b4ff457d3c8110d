import type { InvitableRole, TeamDetail } from '@sideline/domain';
import { expect } from 'vitest';
import type { TestApi } from '../testing/test-api';
import type { TestUser } from '../testing/test-users';

export const TEAM_DETAILS = { name: 'Riverside Rapids', sport: 'quadball', timeZone: 'Europe/Berlin' } as const;

export async function createTeam(api: TestApi, owner: TestUser, details: Record<string, unknown> = {}): Promise<TeamDetail> {
  const response = await api.request({ method: 'POST', url: '/api/teams', cookie: owner.cookie, body: { ...TEAM_DETAILS, ...details } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.team;
}

/** An invite link's secret token, made by someone who manages the team. */
export async function inviteLink(api: TestApi, manager: TestUser, teamId: string, role: InvitableRole, extra: Record<string, unknown> = {}): Promise<{ token: string; inviteId: string }> {
  const response = await api.request({ method: 'POST', url: `/api/teams/${teamId}/invite-links`, cookie: manager.cookie, body: { role, ...extra } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { token: String(response.body.url).split('/teams/join/')[1]!, inviteId: response.body.link.id };
}

/** Brings a user into the team with a role, through an invite link, as a coach would. */
export async function joinAs(api: TestApi, owner: TestUser, teamId: string, user: TestUser, role: InvitableRole): Promise<void> {
  const { token } = await inviteLink(api, owner, teamId, role);
  const joined = await api.request({ method: 'POST', url: `/api/teams/invites/${token}/join`, cookie: user.cookie });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
}
