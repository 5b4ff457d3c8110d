import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/test-api';
import { signUpUser, type TestUser } from '../testing/test-users';
import { createTeam, joinAs } from './testing/team-fixtures';

/**
 * README: "nothing tells the inviter whether an address has an account". Not the answer, not the team page, not the
 * limits.
 */
describe.each(databaseTargets())('email invitations tell nothing about accounts on $name', (target) => {
  let api: TestApi;
  let owner: TestUser;
  let holder: TestUser;
  beforeAll(async () => {
    api = await openTestApi(target);
    owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    holder = await signUpUser(api, 'holder@example.com', 'Hanna Holder');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  const invite = (teamId: string, email: string, by: TestUser = owner) =>
    api.request({
      method: 'POST',
      url: `/api/teams/${teamId}/invitations`,
      cookie: by.cookie,
      body: { email, role: 'coach' },
    });
  /**
   * what an inviter can see of one invitation: the answer's status, headers that change, the team's version, the entry
   */
  const seen = async (teamId: string, email: string) => {
    const before = await api.request({ method: 'GET', url: `/api/teams/${teamId}`, cookie: owner.cookie });
    const answer = await invite(teamId, email);
    const entry = answer.body.team.invitations.find((i: { email: string }) => i.email === email.toLowerCase());
    return {
      status: answer.status,
      versionStep: answer.body.team.version - before.body.team.version,
      etagChanged: answer.headers.etag !== before.headers.etag,
      readAfter: typeof answer.headers['x-read-after'],
      entryKeys: entry ? Object.keys(entry).sort() : null,
      listed: answer.body.team.invitations.length - before.body.team.invitations.length,
    };
  };

  it('answers and lists an address with an account exactly like one without: by the address, no name or id', async () => {
    const team = await createTeam(api, owner);
    const withAccount = await seen(team.id, 'Holder@Example.com');
    const without = await seen(team.id, 'no-account-here@example.com');
    expect(withAccount).toEqual(without);
    expect(withAccount).toMatchObject({ status: 200, listed: 1 });

    const page = await api.request({ method: 'GET', url: `/api/teams/${team.id}`, cookie: owner.cookie });
    const invitations = page.body.team.invitations;
    expect(invitations.map((i: { email: string }) => i.email).sort()).toEqual([
      'holder@example.com',
      'no-account-here@example.com',
    ]);
    expect(JSON.stringify(invitations)).not.toContain(holder.userId);
    expect(JSON.stringify(invitations)).not.toContain('Hanna Holder');
    // the team's history shows the same version for both
    const history = await api.request({ method: 'GET', url: `/api/history/team/${team.id}`, cookie: owner.cookie });
    expect(history.status).toBe(200);
    const sent = history.body.versions.filter((entry: { type: string }) => entry.type === 'TeamInvitationSent');
    expect(sent).toHaveLength(2);
    expect([sent[0].summary, sent[0].changed]).toEqual([sent[1].summary, sent[1].changed]);
    expect(JSON.stringify(history.body)).not.toContain(holder.userId);

    // the same address again: the same answer for both, no second entry
    const again = [await invite(team.id, 'holder@example.com'), await invite(team.id, 'no-account-here@example.com')];
    expect(again.map((a) => [a.status, a.body.team.invitations.length])).toEqual([
      [200, 2],
      [200, 2],
    ]);
    // the account still gets its invitation and can take it; withdrawing works the same for both
    const mine = await api.request({ method: 'GET', url: '/api/teams', cookie: holder.cookie });
    expect(mine.body.invitations).toEqual([
      expect.objectContaining({ team: expect.objectContaining({ id: team.id }), role: 'coach' }),
    ]);
    for (const invitation of invitations) {
      const withdrawn = await api.request({
        method: 'DELETE',
        url: `/api/teams/${team.id}/invitations/${invitation.id}`,
        cookie: owner.cookie,
      });
      expect(withdrawn.status).toBe(200);
    }
    expect(
      (await api.request({ method: 'GET', url: `/api/teams/${team.id}`, cookie: owner.cookie })).body.team.invitations,
    ).toEqual([]);
    expect((await api.request({ method: 'GET', url: '/api/teams', cookie: holder.cookie })).body.invitations).toEqual(
      [],
    );
  });

  it('treats the address of a current member like any other', async () => {
    const team = await createTeam(api, owner);
    await joinAs(api, owner, team.id, holder, 'member');
    const member = await seen(team.id, 'holder@example.com');
    const stranger = await seen(team.id, 'nobody-at-all@example.com');
    expect(member).toEqual(stranger);
  });

  it('limits invitations per team and inviter: the 21st within the hour is a 429 with a clear code', async () => {
    const team = await createTeam(api, owner);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await invite(team.id, `bulk-${i}@example.com`)).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const refused = await invite(team.id, 'bulk-20@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('TEAM.TOO_MANY_INVITATIONS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another team of the same inviter has its own allowance
    const other = await createTeam(api, owner);
    expect((await invite(other.id, 'bulk-0@example.com')).status).toBe(200);
  });
});
