import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, type TestApi } from '../testing/test-api';
import { signUpUser, type TestUser } from '../testing/test-users';
import { createTeam, inviteLink, joinAs } from './testing/team-fixtures';
import { fullTeamOf, getTeam, openTeamPeople } from './testing/team-people';

describe.each(databaseTargets())('teams on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let teamAdmin: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let siteAdmin: TestUser;
  beforeAll(async () => {
    ({ api, owner, teamAdmin, coach, member, stranger, siteAdmin } = await openTeamPeople(target));
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const get = (teamId: string, user?: TestUser) => getTeam(api, teamId, user);
  const fullTeam = () => fullTeamOf({ api, owner, teamAdmin, coach, member });

  it('creates a team whose creator is its owner, with the defaults a coach expects', async () => {
    const team = await createTeam(api, owner, { name: '  Riverside Rapids  ' });
    expect(team).toMatchObject({
      details: {
        name: 'Riverside Rapids',
        sport: 'quadball',
        timeZone: 'Europe/Berlin',
        firstDayOfWeek: 1,
        practiceStartTime: '18:00',
        practiceMinutes: 90,
        description: '',
      },
      archived: false,
      myRole: 'owner',
      memberCount: 1,
      members: [
        { userId: owner.userId, name: 'Olive Owner', role: 'owner', can: { changeRole: false, remove: false } },
      ],
      can: { manage: true, own: true, leave: false, createContent: true },
    });
    const mine = await api.request({ method: 'GET', url: '/api/teams', cookie: owner.cookie });
    expect(mine.body.items.map((t: { id: string }) => t.id)).toContain(team.id);
  });

  it('refuses bad details field by field and stores nothing', async () => {
    const before = await eventCount(api.core);
    const response = await api.request({
      method: 'POST',
      url: '/api/teams',
      cookie: owner.cookie,
      body: { name: ' ', sport: 'cricket', timeZone: 'Mars/Olympus', practiceMinutes: 5 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('REQUEST.INVALID_BODY');
    expect(Object.keys(response.body.error.details.fields).sort()).toEqual([
      'name',
      'practiceMinutes',
      'sport',
      'timeZone',
    ]);
    expect(response.body.error.details.fields.timeZone[0]).toMatch(/time zone/);
    expect(await eventCount(api.core)).toBe(before);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/teams',
          body: { name: 'x', sport: 'quadball', timeZone: 'UTC' },
        })
      ).status,
    ).toBe(401);
  });

  it('accepts any IANA time zone, whatever its case', async () => {
    const team = await createTeam(api, owner, { timeZone: 'america/argentina/buenos_aires' });
    expect(team.details.timeZone).toMatch(/^America\/(Argentina\/)?Buenos_Aires$/);
  });

  it('shows a team to its members and site admins; to anyone else it does not exist', async () => {
    const team = await fullTeam();
    expect((await get(team.id, stranger)).status).toBe(404);
    expect((await get(team.id)).status).toBe(401);
    const asMember = await get(team.id, member);
    expect(asMember.status).toBe(200);
    expect(asMember.body.team).toMatchObject({
      myRole: 'member',
      memberCount: 4,
      inviteLinks: [],
      invitations: [],
      can: { manage: false, own: false, leave: true, createContent: false },
    });
    const asCoach = await get(team.id, coach);
    expect(asCoach.body.team.can).toEqual({ manage: false, own: false, leave: true, createContent: true });
    const asTeamAdmin = await get(team.id, teamAdmin);
    expect(asTeamAdmin.body.team.can).toEqual({ manage: true, own: false, leave: true, createContent: true });
    expect(asTeamAdmin.body.team.inviteLinks.length).toBeGreaterThan(0);
    const asSiteAdmin = await get(team.id, siteAdmin);
    expect(asSiteAdmin.body.team).toMatchObject({ myRole: null, can: { manage: true, own: true } });
  });

  it('lets owners and admins edit details, and no one else', async () => {
    const team = await fullTeam();
    for (const [user, status] of [
      [coach, 403],
      [member, 403],
      [stranger, 404],
      [teamAdmin, 200],
      [owner, 200],
    ] as const) {
      const response = await api.request({
        method: 'PATCH',
        url: `/api/teams/${team.id}`,
        cookie: user.cookie,
        body: { practiceMinutes: 75 },
      });
      expect(response.status, `as ${user.userId}`).toBe(status);
    }
    const empty = await api.request({ method: 'PATCH', url: `/api/teams/${team.id}`, cookie: owner.cookie, body: {} });
    expect(empty.status).toBe(400);
    expect((await get(team.id, owner)).body.team.details.practiceMinutes).toBe(75);
  });

  it('changes roles by the rules: admins move coaches and members, owners anyone, never the last owner away', async () => {
    const team = await fullTeam();
    const role = (actor: TestUser, userId: string, newRole: string) =>
      api.request({
        method: 'PUT',
        url: `/api/teams/${team.id}/members/${userId}/role`,
        cookie: actor.cookie,
        body: { role: newRole },
      });
    expect((await role(coach, member.userId, 'coach')).status).toBe(403);
    expect((await role(teamAdmin, member.userId, 'owner')).status).toBe(403);
    expect((await role(teamAdmin, owner.userId, 'member')).status).toBe(403);
    const promoted = await role(teamAdmin, member.userId, 'coach');
    expect(promoted.status).toBe(200);
    expect(promoted.body.team.members.find((m: { userId: string }) => m.userId === member.userId).role).toBe('coach');
    const lastOwner = await role(owner, owner.userId, 'admin');
    expect(lastOwner.status).toBe(409);
    expect(lastOwner.body.error.code).toBe('TEAM.LAST_OWNER');
    expect((await role(owner, member.userId, 'captain')).status).toBe(400);
    expect((await role(owner, stranger.userId, 'coach')).status).toBe(404);
  });

  it('removes a member, who loses the team at once; the last owner can neither leave nor be removed', async () => {
    const team = await fullTeam();
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/teams/${team.id}/members/${member.userId}`,
          cookie: coach.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/teams/${team.id}/members/${owner.userId}`,
          cookie: teamAdmin.cookie,
        })
      ).status,
    ).toBe(403);
    const removed = await api.request({
      method: 'DELETE',
      url: `/api/teams/${team.id}/members/${member.userId}`,
      cookie: teamAdmin.cookie,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.team.memberCount).toBe(3);
    expect((await get(team.id, member)).status).toBe(404);
    const leaving = await api.request({ method: 'POST', url: `/api/teams/${team.id}/leave`, cookie: owner.cookie });
    expect(leaving.status).toBe(409);
    expect(leaving.body.error.code).toBe('TEAM.LAST_OWNER');
    expect(
      (await api.request({ method: 'POST', url: `/api/teams/${team.id}/leave`, cookie: coach.cookie })).status,
    ).toBe(200);
    expect((await get(team.id, coach)).status).toBe(404);
  });

  it('hands the team over: the new owner owns it, the old one stays as an admin', async () => {
    const team = await fullTeam();
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/teams/${team.id}/transfer-ownership`,
          cookie: teamAdmin.cookie,
          body: { userId: coach.userId },
        })
      ).status,
    ).toBe(403);
    const handed = await api.request({
      method: 'POST',
      url: `/api/teams/${team.id}/transfer-ownership`,
      cookie: owner.cookie,
      body: { userId: coach.userId },
    });
    expect(handed.status).toBe(200);
    const roles = Object.fromEntries(
      handed.body.team.members.map((m: { userId: string; role: string }) => [m.userId, m.role]),
    );
    expect(roles[coach.userId]).toBe('owner');
    expect(roles[owner.userId]).toBe('admin');
    expect(handed.body.team.can.own).toBe(false);
    expect((await get(team.id, coach)).body.team.can.own).toBe(true);
  });

  it('archives a team (owners only): it changes nothing and takes no one in until it is brought back', async () => {
    const team = await fullTeam();
    const { token } = await inviteLink(api, owner, team.id, 'member');
    expect(
      (await api.request({ method: 'POST', url: `/api/teams/${team.id}/archive`, cookie: teamAdmin.cookie })).status,
    ).toBe(403);
    const archived = await api.request({ method: 'POST', url: `/api/teams/${team.id}/archive`, cookie: owner.cookie });
    expect(archived.status).toBe(200);
    expect(archived.body.team).toMatchObject({ archived: true, can: { manage: false, createContent: false } });
    const edit = await api.request({
      method: 'PATCH',
      url: `/api/teams/${team.id}`,
      cookie: owner.cookie,
      body: { name: 'New name' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('TEAM.ARCHIVED');
    expect((await api.request({ method: 'GET', url: `/api/teams/invites/${token}` })).body.error.code).toBe(
      'TEAM.ARCHIVED',
    );
    expect(
      (await api.request({ method: 'POST', url: `/api/teams/${team.id}/unarchive`, cookie: owner.cookie })).body.team
        .archived,
    ).toBe(false);
  });

  it('shuts a disabled account out of its teams at once; its owners can still remove it', async () => {
    const team = await createTeam(api, owner);
    const disabled = await signUpUser(api, `disabled-${crypto.randomUUID()}@example.com`, 'Dee Disabled');
    await joinAs(api, owner, team.id, disabled, 'coach');
    expect((await get(team.id, disabled)).status).toBe(200);
    const off = await api.request({
      method: 'PATCH',
      url: `/api/admin/users/${disabled.userId}/disabled`,
      cookie: siteAdmin.cookie,
      body: { disabled: true },
    });
    expect(off.status).toBe(200);
    expect((await get(team.id, disabled)).status).toBe(401);
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/teams/${team.id}`,
          cookie: disabled.cookie,
          body: { name: 'Taken over' },
        })
      ).status,
    ).toBe(401);
    const removed = await api.request({
      method: 'DELETE',
      url: `/api/teams/${team.id}/members/${disabled.userId}`,
      cookie: owner.cookie,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.team.members.map((m: { userId: string }) => m.userId)).not.toContain(disabled.userId);
  });
});
