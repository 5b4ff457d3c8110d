import { teamDecider, type TeamCommand, type TeamDetails, type TeamState } from '@sideline/domain';
import type { Database, RecordedEvent } from '@sideline/eventstore';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { testMetadata } from '@sideline/eventstore/testing/test-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateProjections } from '../catalog';
import { usersProjection } from '../users';
import { teamsProjection } from './teams.projection';
import { findTeam, pendingInvitationsFor, teamInviteLinks, teamMembers, teamsOf } from './teams.queries';

const details: TeamDetails = {
  name: 'Riverside Rays',
  description: 'Tuesday and Thursday nights',
  sport: 'quadball',
  timeZone: 'Europe/Berlin',
  firstDayOfWeek: 1,
  practiceStartTime: '18:00',
  practiceMinutes: 90,
};

/** A team's stream, decided by the domain's own decider, as recorded events. */
function teamStream(teamId: string) {
  const events: RecordedEvent[] = [];
  let state: TeamState = teamDecider.initialState();
  let position = BigInt(Date.now()) * 1000n;
  return {
    events,
    run(command: TeamCommand) {
      const decided = teamDecider.decide(command, state);
      for (const event of decided) {
        state = teamDecider.evolve(state, event);
        position += 1n;
        events.push({
          globalPosition: position,
          transactionId: position,
          streamId: `team-${teamId}`,
          streamType: 'team',
          streamVersion: events.length + 1,
          eventId: crypto.randomUUID(),
          type: event.type,
          data: event.data,
          metadata: testMetadata(),
          recordedAt: new Date(),
        });
      }
      return decided;
    },
  };
}

describe.each(databaseTargets())('teams read model on $name', (target) => {
  let db: Database;
  const changed: string[] = [];
  const apply = (events: RecordedEvent[]) =>
    db.transaction((tx) => teamsProjection.applyBatch(tx, events, { changed: (key) => void changed.push(key) }));
  beforeAll(async () => {
    db = await target.open();
    await migrateProjections(db, [usersProjection, teamsProjection]);
  });
  afterAll(() => db.close());

  it('keeps the team, its members with roles, links and invitations, and says who is affected', async () => {
    const teamId = crypto.randomUUID();
    const stream = teamStream(teamId);
    stream.run({ type: 'CreateTeam', data: { teamId, details, createdBy: 'olga' } });
    stream.run({
      type: 'CreateInviteLink',
      data: { inviteId: 'inv1', role: 'member', expiresAt: '2030-01-01T00:00:00.000Z', maxUses: 10, createdBy: 'olga' },
    });
    stream.run({ type: 'JoinByInviteLink', data: { inviteId: 'inv1', userId: 'cat', at: new Date().toISOString() } });
    stream.run({
      type: 'InviteByEmail',
      data: { invitationId: 'i1', userId: 'dan', role: 'coach', invitedBy: 'olga' },
    });
    stream.run({ type: 'ChangeMemberRole', data: { userId: 'cat', role: 'coach' } });
    // In two batches, the second replaying the first's last event: nothing counted twice.
    await apply(stream.events.slice(0, 3));
    await apply(stream.events.slice(2));
    expect(await findTeam(db, teamId)).toMatchObject({
      details,
      archived: false,
      memberCount: 2,
      version: stream.events.length,
    });
    expect((await teamMembers(db, teamId)).map((m) => [m.userId, m.role])).toEqual([
      ['olga', 'owner'],
      ['cat', 'coach'],
    ]);
    expect(await teamInviteLinks(db, teamId)).toEqual([
      expect.objectContaining({
        id: 'inv1',
        role: 'member',
        uses: 1,
        maxUses: 10,
        revoked: false,
        createdBy: { id: 'olga', name: 'Unknown user' },
      }),
    ]);
    expect((await pendingInvitationsFor(db, 'dan')).map((i) => [i.team.id, i.role])).toEqual([[teamId, 'coach']]);
    expect((await teamsOf(db, 'cat')).map((t) => [t.id, t.myRole])).toEqual([[teamId, 'coach']]);
    expect(changed).toEqual(
      expect.arrayContaining([`team:${teamId}`, 'user-teams:cat', 'user-teams:dan', 'user-teams:olga', 'teams']),
    );

    stream.run({ type: 'AcceptInvitation', data: { invitationId: 'i1', userId: 'dan' } });
    stream.run({ type: 'RemoveMember', data: { userId: 'cat' } });
    stream.run({ type: 'ArchiveTeam', data: {} });
    await apply(stream.events.slice(-3));
    expect((await teamMembers(db, teamId)).map((m) => [m.userId, m.role])).toEqual([
      ['olga', 'owner'],
      ['dan', 'coach'],
    ]);
    expect(await pendingInvitationsFor(db, 'dan')).toEqual([]);
    expect(await teamsOf(db, 'cat')).toEqual([]);
    expect(await findTeam(db, teamId)).toMatchObject({ archived: true, memberCount: 2 });
  });
});
