import type { DatabaseTarget } from '@sideline/eventstore/testing/test-databases';
import { openTestApi, type TestApi } from '../../testing/test-api';
import { signInAdmin, signUpUser, type TestUser } from '../../testing/test-users';
import { createTeam, joinAs } from './team-fixtures';

/** The people the team specs act as: a team's owner, admin, coach and member to be, a stranger and a site admin. */
export interface TeamPeople {
  api: TestApi;
  owner: TestUser;
  teamAdmin: TestUser;
  coach: TestUser;
  member: TestUser;
  stranger: TestUser;
  siteAdmin: TestUser;
}

export async function openTeamPeople(target: DatabaseTarget): Promise<TeamPeople> {
  const api = await openTestApi(target);
  return {
    api,
    owner: await signUpUser(api, 'owner@example.com', 'Olive Owner'),
    teamAdmin: await signUpUser(api, 'tadmin@example.com', 'Tess Admin'),
    coach: await signUpUser(api, 'coach@example.com', 'Cole Coach'),
    member: await signUpUser(api, 'member@example.com', 'Mia Member'),
    stranger: await signUpUser(api, 'stranger@example.com', 'Sam Stranger'),
    siteAdmin: await signInAdmin(api),
  };
}

/** GET /api/teams/:id, as `user` or as a visitor. */
export const getTeam = (api: TestApi, teamId: string, user?: TestUser) =>
  api.request({ method: 'GET', url: `/api/teams/${teamId}`, ...(user ? { cookie: user.cookie } : {}) });

/** A team of the owner's with the admin, the coach and the member in it. */
export async function fullTeamOf(people: Omit<TeamPeople, 'stranger' | 'siteAdmin'>) {
  const team = await createTeam(people.api, people.owner);
  await joinAs(people.api, people.owner, team.id, people.teamAdmin, 'admin');
  await joinAs(people.api, people.owner, team.id, people.coach, 'coach');
  await joinAs(people.api, people.owner, team.id, people.member, 'member');
  return team;
}
