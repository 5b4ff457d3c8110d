import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { signInAdmin, signUpUser, type TestUser } from '../testing/test-users';
import { TEAM_STREAM_TYPE, teamDecider, teamStreamId } from '@sideline/domain';
import { storeInviteToken } from './team-invite-tokens';
import { createTeam, inviteLink, joinAs } from './testing/team-fixtures';

describe.each(databaseTargets())('teams on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let teamAdmin: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let siteAdmin: TestUser;
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    teamAdmin = await signUpUser(api, 'tadmin@example.com', 'Tess Admin');
    coach = await signUpUser(api, 'coach@example.com', 'Cole Coach');
    member = await signUpUser(api, 'member@example.com', 'Mia Member');
    stranger = await signUpUser(api, 'stranger@example.com', 'Sam Stranger');
    siteAdmin = await signInAdmin(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const get = (teamId: string, user?: TestUser) =>
    api.request({ method: 'GET', url: `/api/teams/${teamId}`, ...(user ? { cookie: user.cookie } : {}) });

  async function fullTeam() {
    const team = await createTeam(api, owner);
    await joinAs(api, owner, team.id, teamAdmin, 'admin');
    await joinAs(api, owner, team.id, coach, 'coach');
    await joinAs(api, owner, team.id, member, 'member');
    return team;
  }

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

  it('joins through an invite link with its role; a revoked, used-up or unknown link stops working', async () => {
    const team = await createTeam(api, owner);
    const { token, inviteId } = await inviteLink(api, owner, team.id, 'coach', { maxUses: 1, expiresInDays: 3 });
    const preview = await api.request({ method: 'GET', url: `/api/teams/invites/${token}` });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      team: { id: team.id, name: 'Riverside Rapids', memberCount: 1 },
      role: 'coach',
      alreadyMember: false,
    });
    const joined = await api.request({ method: 'POST', url: `/api/teams/invites/${token}/join`, cookie: coach.cookie });
    expect(joined.status).toBe(200);
    expect(joined.body.team).toMatchObject({ myRole: 'coach', memberCount: 2 });
    const again = await api.request({ method: 'POST', url: `/api/teams/invites/${token}/join`, cookie: coach.cookie });
    expect(again.status).toBe(200);
    const usedUp = await api.request({
      method: 'POST',
      url: `/api/teams/invites/${token}/join`,
      cookie: member.cookie,
    });
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.error.code).toBe('TEAM.INVITE_USED_UP');

    const second = await inviteLink(api, owner, team.id, 'member');
    const revoked = await api.request({
      method: 'DELETE',
      url: `/api/teams/${team.id}/invite-links/${second.inviteId}`,
      cookie: owner.cookie,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.team.inviteLinks.find((l: { id: string }) => l.id === second.inviteId).state).toBe('revoked');
    expect((await api.request({ method: 'GET', url: `/api/teams/invites/${second.token}` })).body.error.code).toBe(
      'TEAM.INVITE_REVOKED',
    );
    expect(
      (await api.request({ method: 'POST', url: `/api/teams/invites/${second.token}/join`, cookie: member.cookie }))
        .status,
    ).toBe(409);
    expect((await api.request({ method: 'GET', url: '/api/teams/invites/not-a-real-token-at-all' })).status).toBe(404);
    expect((await api.request({ method: 'POST', url: `/api/teams/invites/${token}/join` })).status).toBe(401);
    const links = (await get(team.id, owner)).body.team.inviteLinks;
    expect(links.find((l: { id: string }) => l.id === inviteId)).toMatchObject({
      uses: 1,
      maxUses: 1,
      state: 'used-up',
      createdBy: { id: owner.userId, name: 'Olive Owner' },
    });
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('refuses invite links a coach or member tries to make, and links that make owners', async () => {
    const team = await fullTeam();
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/teams/${team.id}/invite-links`,
          cookie: coach.cookie,
          body: { role: 'member' },
        })
      ).status,
    ).toBe(403);
    const owners = await api.request({
      method: 'POST',
      url: `/api/teams/${team.id}/invite-links`,
      cookie: owner.cookie,
      body: { role: 'owner', expiresInDays: 90 },
    });
    expect(owners.status).toBe(400);
    expect(Object.keys(owners.body.error.details.fields).sort()).toEqual(['expiresInDays', 'role']);
  });

  it('invites an account by email; the invitation waits on their list until they answer', async () => {
    const team = await createTeam(api, owner);
    const invitee = await signUpUser(api, `invitee-${crypto.randomUUID()}@example.com`, 'Ivy Invitee');
    const me = await api.request({ method: 'GET', url: '/api/auth/me', cookie: invitee.cookie });
    const sent = await api.request({
      method: 'POST',
      url: `/api/teams/${team.id}/invitations`,
      cookie: owner.cookie,
      body: { email: me.body.user.email.toUpperCase(), role: 'coach' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.team.invitations).toEqual([expect.objectContaining({ role: 'coach', email: me.body.user.email })]);
    const unknown = await api.request({
      method: 'POST',
      url: `/api/teams/${team.id}/invitations`,
      cookie: owner.cookie,
      body: { email: 'nobody-here@example.com', role: 'coach' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.team.invitations).toHaveLength(2);

    const list = await api.request({ method: 'GET', url: '/api/teams', cookie: invitee.cookie });
    expect(list.body.invitations).toEqual([
      expect.objectContaining({
        team: { id: team.id, name: 'Riverside Rapids', sport: 'quadball' },
        role: 'coach',
        invitedBy: 'Olive Owner',
      }),
    ]);
    const invitationId = list.body.invitations[0].id;
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/teams/${team.id}/invitations/${invitationId}/accept`,
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/teams/${team.id}/invitations/${invitationId}/accept`,
          cookie: invitee.cookie,
        })
      ).status,
    ).toBe(200);
    const after = await api.request({ method: 'GET', url: '/api/teams', cookie: invitee.cookie });
    expect(after.body.invitations).toEqual([]);
    expect(after.body.items.find((t: { id: string }) => t.id === team.id)?.myRole).toBe('coach');
    const twice = await api.request({
      method: 'POST',
      url: `/api/teams/${team.id}/invitations/${invitationId}/decline`,
      cookie: invitee.cookie,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('TEAM.INVITATION_CLOSED');
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

  it('turns away an expired link, on its page and when joining, and stores nothing', async () => {
    const team = await createTeam(api, owner);
    // A link made eight days ago for a week: the command a manager sent then, with its secret stored beside it.
    const inviteId = crypto.randomUUID();
    const token = `expired-${crypto.randomUUID().replaceAll('-', '')}`;
    const madeAt = new Date(Date.now() - 8 * 24 * 3600_000);
    await api.core.commands.handle(
      { streamId: teamStreamId(team.id), streamType: TEAM_STREAM_TYPE, decider: teamDecider },
      {
        type: 'CreateInviteLink',
        data: {
          inviteId,
          role: 'member',
          expiresAt: new Date(madeAt.getTime() + 7 * 24 * 3600_000).toISOString(),
          maxUses: null,
          createdBy: owner.userId,
        },
      },
      {
        actorId: owner.userId,
        commandId: crypto.randomUUID(),
        correlationId: 'test',
        causationId: null,
        at: madeAt.toISOString(),
      },
    );
    await storeInviteToken(api.core.db, token, inviteId, team.id);
    const preview = await api.request({ method: 'GET', url: `/api/teams/invites/${token}` });
    expect(preview.status).toBe(404);
    expect(preview.body.error).toMatchObject({
      code: 'TEAM.INVITE_EXPIRED',
      message: expect.stringMatching(/expired/),
    });
    const before = await eventCount(api.core);
    const join = await api.request({
      method: 'POST',
      url: `/api/teams/invites/${token}/join`,
      cookie: stranger.cookie,
    });
    expect(join.status).toBe(409);
    expect(join.body.error.code).toBe('TEAM.INVITE_EXPIRED');
    expect(await eventCount(api.core)).toBe(before);
    expect((await get(team.id, owner)).body.team.inviteLinks.find((l: { id: string }) => l.id === inviteId).state).toBe(
      'expired',
    );
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
