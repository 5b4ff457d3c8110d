import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpUser } from '../drills/testing/drill-fixtures';
import { createTeam, joinAs } from '../teams/testing/team-fixtures';
import { openTestApi, TEST_PASSWORD, type TestApi } from '../testing/test-api';

type User = { cookie: string; userId: string };

describe.each(databaseTargets())('restoring a team brings back its settings and its membership, on $name', (target) => {
  let api: TestApi;
  let owner: User;
  let coOwner: User;
  let coach: User;
  let player: User;
  let later: User;
  let admin: User;
  const members = async (teamId: string, who: User) => {
    const response = await api.request({ method: 'GET', url: `/api/teams/${teamId}`, cookie: who.cookie });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return Object.fromEntries(
      response.body.team.members.map((m: { userId: string; role: string }) => [m.userId, m.role]),
    );
  };
  const versionsOf = async (teamId: string) =>
    (await api.request({ method: 'GET', url: `/api/history/team/${teamId}`, cookie: owner.cookie })).body;
  const restore = (teamId: string, version: number, who: User) =>
    api.request({ method: 'POST', url: `/api/history/team/${teamId}/restore`, cookie: who.cookie, body: { version } });

  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'olive@example.com', 'Olive Owner');
    coOwner = await signUpUser(api, 'otto@example.com', 'Otto Other');
    coach = await signUpUser(api, 'casey@example.com', 'Casey Coach');
    player = await signUpUser(api, 'pat@example.com', 'Pat Player');
    later = await signUpUser(api, 'lee@example.com', 'Lee Later');
    admin = await signInAdmin(api);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('a member removed and a role changed come back as they were, as new events in the restorer’s name', async () => {
    const team = await createTeam(api, owner, { name: 'Rapids', practiceMinutes: 90 });
    await joinAs(api, owner, team.id, coach, 'coach');
    await joinAs(api, owner, team.id, player, 'member');
    const before = await members(team.id, owner);
    const earlier = (await versionsOf(team.id)).currentVersion;

    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/teams/${team.id}/members/${player.userId}`,
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'PUT',
          url: `/api/teams/${team.id}/members/${coach.userId}/role`,
          cookie: owner.cookie,
          body: { role: 'admin' },
        })
      ).status,
    ).toBe(200);
    await joinAs(api, owner, team.id, later, 'member');
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/teams/${team.id}`,
          cookie: owner.cookie,
          body: { practiceMinutes: 120 },
        })
      ).status,
    ).toBe(200);
    expect((await api.request({ method: 'GET', url: `/api/teams/${team.id}`, cookie: player.cookie })).status).toBe(
      404,
    );

    const restored = await restore(team.id, earlier, owner);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ restoredTo: earlier, notes: [] });
    expect(restored.body.eventTypes).toEqual([
      'TeamDetailsChanged',
      'TeamMemberJoined',
      'TeamMemberRoleChanged',
      'TeamMemberRemoved',
    ]);
    expect(await members(team.id, owner)).toEqual(before);
    expect(
      (await api.request({ method: 'GET', url: `/api/teams/${team.id}`, cookie: owner.cookie })).body.team.details
        .practiceMinutes,
    ).toBe(90);
    // the player is back in, and sees the team again
    expect((await api.request({ method: 'GET', url: `/api/teams/${team.id}`, cookie: player.cookie })).status).toBe(
      200,
    );

    // nothing rewritten: new events, each by the restorer, naming the version they bring back
    const { events } = await api.core.store.readStream(`team-${team.id}`);
    const restoring = events.slice(-4);
    for (const event of restoring)
      expect(event.metadata).toMatchObject({
        actorId: owner.userId,
        causationId: `restore:team:${team.id}@${earlier}`,
      });
    expect(restoring[1]!.data).toMatchObject({ userId: player.userId, role: 'member', via: { kind: 'restore' } });
    const history = await versionsOf(team.id);
    expect(history.versions[0]).toMatchObject({
      actorName: 'Olive Owner',
      summary: expect.stringMatching(new RegExp(`^Restored version ${earlier}`)),
    });
    const diff = await api.request({
      method: 'GET',
      url: `/api/history/team/${team.id}/diff?from=${earlier}&to=${history.currentVersion}`,
      cookie: owner.cookie,
    });
    expect(diff.body.changes).toEqual([]);
  });

  it('skips accounts since disabled or deleted with a note, never leaves the team without an owner, and leaves the restorer’s own place', async () => {
    const team = await createTeam(api, coOwner, { name: 'Comets' });
    await joinAs(api, coOwner, team.id, player, 'member');
    await joinAs(api, coOwner, team.id, coach, 'coach');
    const earlier = (await api.request({ method: 'GET', url: `/api/history/team/${team.id}`, cookie: coOwner.cookie }))
      .body.currentVersion;
    // Otto hands the team to Olive, who then removes Otto and the player; the player's account is disabled since
    await joinAs(api, coOwner, team.id, owner, 'member');
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/teams/${team.id}/transfer-ownership`,
          cookie: coOwner.cookie,
          body: { userId: owner.userId },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/teams/${team.id}/members/${coOwner.userId}`,
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/teams/${team.id}/members/${player.userId}`,
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'PATCH',
          url: `/api/admin/users/${player.userId}/disabled`,
          cookie: admin.cookie,
          body: { disabled: true },
        })
      ).status,
    ).toBe(200);
    try {
      // Olive restores the version from before she joined: Otto is back as owner, the player is not, Olive stays
      const restored = await restore(team.id, earlier, owner);
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      expect(restored.body.notes).toEqual([
        'Pat Player was not added back as a member: their account is disabled.',
        'You stay in the team as an owner: a restore leaves your own membership as it is.',
      ]);
      expect(await members(team.id, owner)).toEqual({
        [coOwner.userId]: 'owner',
        [coach.userId]: 'coach',
        [owner.userId]: 'owner',
      });
    } finally {
      await api.request({
        method: 'PATCH',
        url: `/api/admin/users/${player.userId}/disabled`,
        cookie: admin.cookie,
        body: { disabled: false },
      });
    }

    // The only owner at that version has deleted their account since: a site admin restores it, and the owner of
    // today stays (a team always has one).
    const dee = await signUpUser(api, 'dee@example.com', 'Dee Departed');
    const stars = await createTeam(api, dee, { name: 'Stars' });
    const starsEarlier = (
      await api.request({ method: 'GET', url: `/api/history/team/${stars.id}`, cookie: dee.cookie })
    ).body.currentVersion;
    await joinAs(api, dee, stars.id, later, 'member');
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/teams/${stars.id}/transfer-ownership`,
          cookie: dee.cookie,
          body: { userId: later.userId },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.request({ method: 'POST', url: `/api/teams/${stars.id}/leave`, cookie: dee.cookie })).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'POST',
          url: '/api/profile/delete-account',
          cookie: dee.cookie,
          body: { password: TEST_PASSWORD, confirm: 'DELETE' },
        })
      ).status,
    ).toBe(204);
    const byAdmin = await restore(stars.id, starsEarlier, admin);
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    expect(byAdmin.body).toMatchObject({
      eventTypes: [],
      notes: [
        'A former member was not added back as an owner: their account is deleted.',
        'Lee Later stays in the team as its owner: the team needs an owner.',
      ],
    });
    expect(await members(stars.id, later)).toEqual({ [later.userId]: 'owner' });
  });
  it('a team admin cannot bring back owners or admins nor archive: the rest is restored, the notes say what was left', async () => {
    const team = await createTeam(api, owner, { name: 'Meteors' });
    await joinAs(api, owner, team.id, coOwner, 'admin');
    await joinAs(api, owner, team.id, coach, 'admin');
    await joinAs(api, owner, team.id, later, 'member');
    // the version to go back to is an archived one: archiving is the owners' to do
    expect(
      (await api.request({ method: 'POST', url: `/api/teams/${team.id}/archive`, cookie: owner.cookie })).status,
    ).toBe(200);
    const earlier = (await versionsOf(team.id)).currentVersion;
    expect(
      (await api.request({ method: 'POST', url: `/api/teams/${team.id}/unarchive`, cookie: owner.cookie })).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/teams/${team.id}/members/${coach.userId}`,
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.request({
          method: 'DELETE',
          url: `/api/teams/${team.id}/members/${later.userId}`,
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);

    const restored = await restore(team.id, earlier, coOwner);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.notes).toEqual([
      'Casey Coach was not added back as an admin: only an owner can bring back, change or remove owners and admins.',
      'The team stays active (it was archived then): only its owners can archive it.',
    ]);
    expect(restored.body.eventTypes).toEqual(['TeamMemberJoined']);
    expect(await members(team.id, owner)).toEqual({
      [owner.userId]: 'owner',
      [coOwner.userId]: 'admin',
      [later.userId]: 'member',
    });
  });
});
