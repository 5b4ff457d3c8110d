import type { InvitableRole, TeamDetail } from '@sideline/domain';
import { expect } from 'vitest';
import type { TestApi } from '../../testing/test-api';
import { signInAdmin, signUpUser, type TestUser } from '../../testing/test-users';

export const TEAM_DETAILS = { name: 'Riverside Rapids', sport: 'quadball', timeZone: 'Europe/Berlin' } as const;

export async function createTeam(
  api: TestApi,
  owner: TestUser,
  details: Record<string, unknown> = {},
): Promise<TeamDetail> {
  const response = await api.request({
    method: 'POST',
    url: '/api/teams',
    cookie: owner.cookie,
    body: { ...TEAM_DETAILS, ...details },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.team;
}

/** An invite link's secret token, made by someone who manages the team. */
export async function inviteLink(
  api: TestApi,
  manager: TestUser,
  teamId: string,
  role: InvitableRole,
  extra: Record<string, unknown> = {},
): Promise<{ token: string; inviteId: string }> {
  const response = await api.request({
    method: 'POST',
    url: `/api/teams/${teamId}/invite-links`,
    cookie: manager.cookie,
    body: { role, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { token: String(response.body.url).split('/teams/join/')[1]!, inviteId: response.body.link.id };
}

/** Brings a user into the team with a role, through an invite link, as a coach would. */
export async function joinAs(
  api: TestApi,
  owner: TestUser,
  teamId: string,
  user: TestUser,
  role: InvitableRole,
): Promise<void> {
  const { token } = await inviteLink(api, owner, teamId, role);
  const joined = await api.request({ method: 'POST', url: `/api/teams/invites/${token}/join`, cookie: user.cookie });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
}

/** Everyone a team's integration tests ask about: one of each team role, someone outside, a site admin. */
export interface TeamCast {
  teamId: string;
  team: TeamDetail;
  owner: TestUser;
  teamAdmin: TestUser;
  coach: TestUser;
  member: TestUser;
  /** signed in, not in the team */
  stranger: TestUser;
  siteAdmin: TestUser;
  /**
   * owner, team admin, coach, member, stranger, site admin and a visitor (null), in that order: what status tables list
   */
  everyone: (TestUser | null)[];
}

/**
 * The shared set-up of the team and season tests: a team (with `details`) and its cast, each joined through an invite
 * link.
 */
export async function teamCast(api: TestApi, details: Record<string, unknown> = {}): Promise<TeamCast> {
  const owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
  const teamAdmin = await signUpUser(api, 'tadmin@example.com', 'Tess Admin');
  const coach = await signUpUser(api, 'coach@example.com', 'Cole Coach');
  const member = await signUpUser(api, 'member@example.com', 'Mia Member');
  const stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
  const siteAdmin = await signInAdmin(api);
  const team = await createTeam(api, owner, details);
  await joinAs(api, owner, team.id, teamAdmin, 'admin');
  await joinAs(api, owner, team.id, coach, 'coach');
  await joinAs(api, owner, team.id, member, 'member');
  return {
    teamId: team.id,
    team,
    owner,
    teamAdmin,
    coach,
    member,
    stranger,
    siteAdmin,
    everyone: [owner, teamAdmin, coach, member, stranger, siteAdmin, null],
  };
}
