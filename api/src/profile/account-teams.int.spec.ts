import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, inviteLink, joinAs } from '../teams/testing/team-fixtures';
import { TEST_PASSWORD, eventCount, openTestApi, type TestApi } from '../testing/test-api';
import { signUpUser } from '../testing/test-users';

/** Deleting an account never leaves a team without an owner. */
describe.each(databaseTargets())('account deletion and the teams it owns on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(target);
  });
  afterAll(() => api.close());

  const deleteAccount = (cookie: string) =>
    api.request({
      method: 'POST',
      url: '/api/profile/delete-account',
      cookie,
      body: { password: TEST_PASSWORD, confirm: 'DELETE' },
    });
  const account = async (cookie: string) =>
    (await api.request({ method: 'GET', url: '/api/profile/account', cookie })).body;
  const me = async (cookie: string) => (await api.request({ method: 'GET', url: '/api/auth/me', cookie })).body.user;

  it('refuses the only owner of a team with other members (409 naming the teams) until ownership is handed over', async () => {
    const owner = await signUpUser(api, 'sole-owner@example.com', 'Sol Owner');
    const coach = await signUpUser(api, 'sole-coach@example.com', 'Co Ach');
    const shared = await signUpUser(api, 'co-owner@example.com', 'Co Owner');
    const busy = await createTeam(api, owner, { name: 'Busy Bees' });
    await joinAs(api, owner, busy.id, coach, 'coach');
    const coOwned = await createTeam(api, owner, { name: 'Co-owned Comets' });
    await joinAs(api, owner, coOwned.id, shared, 'admin');
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/teams/${coOwned.id}/transfer-ownership`,
          cookie: owner.cookie,
          body: { userId: shared.userId },
        })
      ).status,
    ).toBe(200);
    // hand it back so both own it
    expect(
      (
        await api.request({
          method: 'PUT',
          url: `/api/teams/${coOwned.id}/members/${owner.userId}/role`,
          cookie: shared.cookie,
          body: { role: 'owner' },
        })
      ).status,
    ).toBe(200);

    expect((await account(owner.cookie)).deletion).toEqual({
      confirmWith: 'password',
      blockingTeams: [{ teamId: busy.id, name: 'Busy Bees' }],
      closingTeams: [],
    });
    const before = await eventCount(api.core);
    const refused = await deleteAccount(owner.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('USER.SOLE_TEAM_OWNER');
    expect(refused.body.error.details.teams).toEqual([{ teamId: busy.id, name: 'Busy Bees' }]);
    expect(refused.body.error.message).toContain('Busy Bees');
    expect(await eventCount(api.core)).toBe(before);
    expect(await me(owner.cookie)).not.toBeNull();

    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/teams/${busy.id}/transfer-ownership`,
          cookie: owner.cookie,
          body: { userId: coach.userId },
        })
      ).status,
    ).toBe(200);
    expect((await account(owner.cookie)).deletion.blockingTeams).toEqual([]);
    expect((await deleteAccount(owner.cookie)).status).toBe(204);
    const team = await api.request({ method: 'GET', url: `/api/teams/${busy.id}`, cookie: coach.cookie });
    expect(team.status).toBe(200);
    expect(team.body.team.archived).toBe(false);
    const coOwnedNow = await api.request({ method: 'GET', url: `/api/teams/${coOwned.id}`, cookie: shared.cookie });
    expect(coOwnedNow.body.team.archived).toBe(false);
  });

  it('archives a team nobody else is in with the account, and says so beforehand', async () => {
    const owner = await signUpUser(api, 'lonely-owner@example.com', 'Lone Ly');
    const lonely = await createTeam(api, owner, { name: 'Lonely Larks' });
    expect((await account(owner.cookie)).deletion).toEqual({
      confirmWith: 'password',
      blockingTeams: [],
      closingTeams: [{ teamId: lonely.id, name: 'Lonely Larks' }],
    });
    expect((await deleteAccount(owner.cookie)).status).toBe(204);
    // the team's own event, through its command; its read model follows (asynchronously on PostgreSQL)
    const archived = await api.core.db.query<{ type: string }>(
      `SELECT type FROM events WHERE stream_id = $1 AND type = 'TeamArchived'`,
      [`team-${lonely.id}`],
    );
    expect(archived).toHaveLength(1);
    await expect
      .poll(
        async () =>
          (
            await api.core.db.query<{ archived: boolean }>('SELECT archived FROM teams_view WHERE team_id = $1', [
              lonely.id,
            ])
          )[0]?.archived,
      )
      .toBe(true);
    const events = await api.core.db.query<{ data: { closedTeamIds: string[] } }>(
      `SELECT data FROM events WHERE type = 'UserDeleted' AND data->>'userId' = $1`,
      [owner.userId],
    );
    expect(events.map((e) => e.data.closedTeamIds)).toEqual([[lonely.id]]);
  });

  it('does not count a member whose account was deleted as someone else in the team', async () => {
    const owner = await signUpUser(api, 'left-alone@example.com', 'Lef Talone');
    const member = await signUpUser(api, 'gone-member@example.com', 'Gon Ember');
    const team = await createTeam(api, owner, { name: 'Fading Falcons' });
    await joinAs(api, owner, team.id, member, 'member');
    expect((await account(owner.cookie)).deletion.blockingTeams).toEqual([{ teamId: team.id, name: 'Fading Falcons' }]);
    expect((await deleteAccount(member.cookie)).status).toBe(204);
    expect((await account(owner.cookie)).deletion).toMatchObject({
      blockingTeams: [],
      closingTeams: [{ teamId: team.id, name: 'Fading Falcons' }],
    });
    // The team's stream still names the departed member: the archive step does not count them either.
    expect((await deleteAccount(owner.cookie)).status).toBe(204);
    const archived = await api.core.db.query(`SELECT 1 FROM events WHERE stream_id = $1 AND type = 'TeamArchived'`, [
      `team-${team.id}`,
    ]);
    expect(archived).toHaveLength(1);
  });

  it('sees someone who joined after the read models were read: the team is not archived, the account not deleted', async () => {
    const owner = await signUpUser(api, 'about-to-go@example.com', 'Abo Ut');
    const newcomer = await signUpUser(api, 'just-joined@example.com', 'Jus Tjoined');
    const other = await createTeam(api, owner, { name: 'Alone Albatrosses' });
    const team = await createTeam(api, owner, { name: 'Quiet Quails' });
    expect((await account(owner.cookie)).deletion.closingTeams.map((t: { name: string }) => t.name)).toEqual([
      'Alone Albatrosses',
      'Quiet Quails',
    ]);
    const { token } = await inviteLink(api, owner, team.id, 'member');
    // The read models stop where they are: the join below is in the team's stream only.
    await api.core.runner.stop();
    try {
      const joined = await api.request({
        method: 'POST',
        url: `/api/teams/invites/${token}/join`,
        cookie: newcomer.cookie,
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      const [{ last }] = (await api.core.db.query<{ last: string }>(
        'SELECT coalesce(max(global_position), 0)::text AS last FROM events',
      )) as [{ last: string }];
      const refused = await deleteAccount(owner.cookie);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.error).toMatchObject({
        code: 'USER.SOLE_TEAM_OWNER',
        details: { teams: [{ teamId: team.id, name: 'Quiet Quails' }] },
      });
      expect(refused.body.error.message).toContain('Quiet Quails');
      // The team archived a moment before it is active again; no account was deleted.
      const types = await api.core.db.query<{ type: string }>(
        `SELECT type FROM events WHERE global_position > $1::bigint ORDER BY global_position`,
        [last],
      );
      expect(types.map((e) => e.type)).toEqual(['TeamArchived', 'TeamUnarchived']);
      const streams = await api.core.db.query<{ stream_id: string }>(
        `SELECT DISTINCT stream_id FROM events WHERE type IN ('TeamArchived', 'TeamUnarchived') AND stream_id = ANY($1::text[])`,
        [[`team-${other.id}`, `team-${team.id}`]],
      );
      expect(streams.map((r) => r.stream_id)).toEqual([`team-${other.id}`]);
    } finally {
      await api.core.runner.start();
    }
    expect(await me(owner.cookie)).not.toBeNull();
  });
});
