import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, type TestApi } from '../testing/test-api';
import { signUpUser, type TestUser } from '../testing/test-users';
import { TEAM_STREAM_TYPE, teamDecider, teamStreamId } from '@sideline/domain';
import { storeInviteToken } from './team-invite-tokens';
import { createTeam, inviteLink } from './testing/team-fixtures';
import { fullTeamOf, getTeam, openTeamPeople } from './testing/team-people';

describe.each(databaseTargets())('team invitations on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let teamAdmin: TestUser;
  let coach: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    ({ api, owner, teamAdmin, coach, member, stranger } = await openTeamPeople(target));
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const get = (teamId: string, user?: TestUser) => getTeam(api, teamId, user);
  const fullTeam = () => fullTeamOf({ api, owner, teamAdmin, coach, member });

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
});
