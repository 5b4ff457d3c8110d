import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import type { TeamEvent } from './team.events';
import { teamDecider } from './team.decider';
import type { TeamDetails } from './team.schemas';

const spec = deciderSpec(teamDecider);
const details: TeamDetails = {
  name: 'Riverside Rays',
  description: '',
  sport: 'quadball',
  timeZone: 'Europe/Berlin',
  firstDayOfWeek: 1,
  practiceStartTime: '18:00',
  practiceMinutes: 90,
};
const created: TeamEvent[] = [
  { type: 'TeamCreated', data: { teamId: 't1', details, createdBy: 'olga' } },
  { type: 'TeamMemberJoined', data: { teamId: 't1', userId: 'olga', role: 'owner', via: { kind: 'creator' } } },
];
const joined = (userId: string, role: 'admin' | 'coach' | 'member'): TeamEvent => ({
  type: 'TeamMemberJoined',
  data: { teamId: 't1', userId, role, via: { kind: 'creator' } },
});
const link = (over: Partial<{ expiresAt: string; maxUses: number | null }> = {}): TeamEvent => ({
  type: 'TeamInviteLinkCreated',
  data: {
    teamId: 't1',
    inviteId: 'inv1',
    role: 'member',
    expiresAt: over.expiresAt ?? '2030-01-01T00:00:00.000Z',
    maxUses: over.maxUses ?? null,
    createdBy: 'olga',
  },
});
const NOW = '2026-11-24T12:00:00.000Z';

describe('team decider: the team', () => {
  it('is created with its maker as owner, once', () => {
    spec
      .given([])
      .when({ type: 'CreateTeam', data: { teamId: 't1', details, createdBy: 'olga' } })
      .then(created);
    spec
      .given(created)
      .when({ type: 'CreateTeam', data: { teamId: 't1', details, createdBy: 'olga' } })
      .thenThrows('TEAM.ALREADY_EXISTS');
  });
  it('records only the details that changed, and nothing for the same values', () => {
    spec
      .given(created)
      .when({ type: 'EditTeam', data: { changes: { name: 'Rays', timeZone: 'Europe/Berlin' } } })
      .then([
        {
          type: 'TeamDetailsChanged',
          data: { teamId: 't1', changes: { name: { from: 'Riverside Rays', to: 'Rays' } } },
        },
      ]);
    spec
      .given(created)
      .when({ type: 'EditTeam', data: { changes: { practiceMinutes: 90 } } })
      .thenNothingHappens();
  });
  it('is archived and unarchived; an archived team is not changed', () => {
    spec
      .given(created)
      .when({ type: 'ArchiveTeam', data: {} })
      .then([{ type: 'TeamArchived', data: { teamId: 't1' } }]);
    const archived: TeamEvent[] = [...created, { type: 'TeamArchived', data: { teamId: 't1' } }];
    spec.given(archived).when({ type: 'ArchiveTeam', data: {} }).thenNothingHappens();
    spec
      .given(archived)
      .when({ type: 'EditTeam', data: { changes: { name: 'X' } } })
      .thenThrows('TEAM.ARCHIVED');
    spec
      .given(archived)
      .when({ type: 'UnarchiveTeam', data: {} })
      .then([{ type: 'TeamUnarchived', data: { teamId: 't1' } }]);
  });
  it('is archived for an account deleted with it only while nobody else is in it', () => {
    spec
      .given(created)
      .when({ type: 'ArchiveTeam', data: { ifNoOtherMembersThan: ['olga'] } })
      .then([{ type: 'TeamArchived', data: { teamId: 't1' } }]);
    spec
      .given([...created, joined('cat', 'member')])
      .when({ type: 'ArchiveTeam', data: { ifNoOtherMembersThan: ['olga'] } })
      .thenThrows('TEAM.NOT_ALONE');
    // a member whose account is gone already is named, and does not count
    spec
      .given([...created, joined('cat', 'member')])
      .when({ type: 'ArchiveTeam', data: { ifNoOtherMembersThan: ['olga', 'cat'] } })
      .then([{ type: 'TeamArchived', data: { teamId: 't1' } }]);
  });
  it('refuses anything on a team that does not exist', () => {
    spec
      .given([])
      .when({ type: 'EditTeam', data: { changes: { name: 'X' } } })
      .thenThrows('TEAM.NOT_FOUND');
  });
});

describe('team decider: roles and the last owner', () => {
  it('changes a role; the last owner can be neither demoted, removed, nor leave', () => {
    spec
      .given([...created, joined('cat', 'member')])
      .when({ type: 'ChangeMemberRole', data: { userId: 'cat', role: 'coach' } })
      .then([{ type: 'TeamMemberRoleChanged', data: { teamId: 't1', userId: 'cat', from: 'member', to: 'coach' } }]);
    spec
      .given(created)
      .when({ type: 'ChangeMemberRole', data: { userId: 'olga', role: 'admin' } })
      .thenThrows('TEAM.LAST_OWNER');
    spec
      .given(created)
      .when({ type: 'RemoveMember', data: { userId: 'olga' } })
      .thenThrows('TEAM.LAST_OWNER');
    spec
      .given(created)
      .when({ type: 'LeaveTeam', data: { userId: 'olga' } })
      .thenThrows('TEAM.LAST_OWNER');
  });
  it('lets an owner step down or leave once there is another owner', () => {
    const twoOwners: TeamEvent[] = [
      ...created,
      joined('dan', 'admin'),
      { type: 'TeamMemberRoleChanged', data: { teamId: 't1', userId: 'dan', from: 'admin', to: 'owner' } },
    ];
    spec
      .given(twoOwners)
      .when({ type: 'LeaveTeam', data: { userId: 'olga' } })
      .then([{ type: 'TeamMemberLeft', data: { teamId: 't1', userId: 'olga', role: 'owner' } }]);
  });
  it('removes a member and lets one leave; someone not in the team is a 404', () => {
    spec
      .given([...created, joined('cat', 'member')])
      .when({ type: 'RemoveMember', data: { userId: 'cat' } })
      .then([{ type: 'TeamMemberRemoved', data: { teamId: 't1', userId: 'cat', role: 'member' } }]);
    spec
      .given([...created, joined('cat', 'member')])
      .when({ type: 'LeaveTeam', data: { userId: 'cat' } })
      .then([{ type: 'TeamMemberLeft', data: { teamId: 't1', userId: 'cat', role: 'member' } }]);
    spec
      .given(created)
      .when({ type: 'RemoveMember', data: { userId: 'nobody' } })
      .thenThrows('TEAM.MEMBER_NOT_FOUND');
  });
  it('hands ownership over: the other becomes owner, the giver an admin', () => {
    spec
      .given([...created, joined('dan', 'coach')])
      .when({ type: 'TransferOwnership', data: { fromUserId: 'olga', toUserId: 'dan' } })
      .then([
        { type: 'TeamMemberRoleChanged', data: { teamId: 't1', userId: 'dan', from: 'coach', to: 'owner' } },
        { type: 'TeamMemberRoleChanged', data: { teamId: 't1', userId: 'olga', from: 'owner', to: 'admin' } },
      ]);
    spec
      .given(created)
      .when({ type: 'TransferOwnership', data: { fromUserId: 'olga', toUserId: 'stranger' } })
      .thenThrows('TEAM.MEMBER_NOT_FOUND');
    spec
      .given([...created, joined('dan', 'coach')])
      .when({ type: 'TransferOwnership', data: { fromUserId: 'dan', toUserId: 'olga' } })
      .thenThrows('TEAM.NOT_OWNER');
  });
});

describe('team decider: invite links', () => {
  it('a link lets someone join with its role, once per person', () => {
    spec
      .given([...created, link()])
      .when({ type: 'JoinByInviteLink', data: { inviteId: 'inv1', userId: 'cat', at: NOW } })
      .then([
        {
          type: 'TeamMemberJoined',
          data: { teamId: 't1', userId: 'cat', role: 'member', via: { kind: 'link', inviteId: 'inv1' } },
        },
      ]);
    spec
      .given([...created, link(), joined('cat', 'member')])
      .when({ type: 'JoinByInviteLink', data: { inviteId: 'inv1', userId: 'cat', at: NOW } })
      .thenNothingHappens();
  });
  it('an expired, revoked or used-up link is refused clearly', () => {
    spec
      .given([...created, link({ expiresAt: '2026-11-01T00:00:00.000Z' })])
      .when({ type: 'JoinByInviteLink', data: { inviteId: 'inv1', userId: 'cat', at: NOW } })
      .thenThrows('TEAM.INVITE_EXPIRED');
    spec
      .given([
        ...created,
        link(),
        { type: 'TeamInviteLinkRevoked', data: { teamId: 't1', inviteId: 'inv1', revokedBy: 'olga' } },
      ])
      .when({ type: 'JoinByInviteLink', data: { inviteId: 'inv1', userId: 'cat', at: NOW } })
      .thenThrows('TEAM.INVITE_REVOKED');
    const usedOnce: TeamEvent[] = [
      ...created,
      link({ maxUses: 1 }),
      {
        type: 'TeamMemberJoined',
        data: { teamId: 't1', userId: 'cat', role: 'member', via: { kind: 'link', inviteId: 'inv1' } },
      },
    ];
    spec
      .given(usedOnce)
      .when({ type: 'JoinByInviteLink', data: { inviteId: 'inv1', userId: 'dan', at: NOW } })
      .thenThrows('TEAM.INVITE_USED_UP');
  });
  it('revoking twice changes nothing more; an unknown link is a 404', () => {
    const revoked: TeamEvent[] = [
      ...created,
      link(),
      { type: 'TeamInviteLinkRevoked', data: { teamId: 't1', inviteId: 'inv1', revokedBy: 'olga' } },
    ];
    spec
      .given(revoked)
      .when({ type: 'RevokeInviteLink', data: { inviteId: 'inv1', revokedBy: 'olga' } })
      .thenNothingHappens();
    spec
      .given(created)
      .when({ type: 'RevokeInviteLink', data: { inviteId: 'nope', revokedBy: 'olga' } })
      .thenThrows('TEAM.INVITE_NOT_FOUND');
  });
  it('an archived team makes no links and takes nobody in', () => {
    const archived: TeamEvent[] = [...created, link(), { type: 'TeamArchived', data: { teamId: 't1' } }];
    spec
      .given(archived)
      .when({ type: 'JoinByInviteLink', data: { inviteId: 'inv1', userId: 'cat', at: NOW } })
      .thenThrows('TEAM.ARCHIVED');
    spec
      .given(archived)
      .when({
        type: 'CreateInviteLink',
        data: {
          inviteId: 'inv2',
          role: 'coach',
          expiresAt: '2030-01-01T00:00:00.000Z',
          maxUses: null,
          createdBy: 'olga',
        },
      })
      .thenThrows('TEAM.ARCHIVED');
  });
});

describe('team decider: invitations by email', () => {
  const sent: TeamEvent = {
    type: 'TeamInvitationSent',
    data: { teamId: 't1', invitationId: 'i1', userId: 'cat', role: 'coach', invitedBy: 'olga' },
  };
  it('invites an account once; a member or a pending invitation is not invited again', () => {
    spec
      .given(created)
      .when({ type: 'InviteByEmail', data: { invitationId: 'i1', userId: 'cat', role: 'coach', invitedBy: 'olga' } })
      .then([sent]);
    spec
      .given([...created, sent])
      .when({ type: 'InviteByEmail', data: { invitationId: 'i2', userId: 'cat', role: 'member', invitedBy: 'olga' } })
      .thenNothingHappens();
    spec
      .given([...created, joined('cat', 'member')])
      .when({ type: 'InviteByEmail', data: { invitationId: 'i2', userId: 'cat', role: 'coach', invitedBy: 'olga' } })
      .thenNothingHappens();
  });
  it('the invited person accepts (and joins with the role) or declines; nobody else can', () => {
    spec
      .given([...created, sent])
      .when({ type: 'AcceptInvitation', data: { invitationId: 'i1', userId: 'cat' } })
      .then([
        {
          type: 'TeamMemberJoined',
          data: { teamId: 't1', userId: 'cat', role: 'coach', via: { kind: 'invitation', invitationId: 'i1' } },
        },
      ]);
    spec
      .given([...created, sent])
      .when({ type: 'DeclineInvitation', data: { invitationId: 'i1', userId: 'cat' } })
      .then([{ type: 'TeamInvitationDeclined', data: { teamId: 't1', invitationId: 'i1', userId: 'cat' } }]);
    spec
      .given([...created, sent])
      .when({ type: 'AcceptInvitation', data: { invitationId: 'i1', userId: 'eve' } })
      .thenThrows('TEAM.INVITATION_NOT_FOUND');
    spec
      .given([
        ...created,
        sent,
        { type: 'TeamInvitationDeclined', data: { teamId: 't1', invitationId: 'i1', userId: 'cat' } },
      ])
      .when({ type: 'AcceptInvitation', data: { invitationId: 'i1', userId: 'cat' } })
      .thenThrows('TEAM.INVITATION_CLOSED');
  });
  it('an admin withdraws a pending invitation', () => {
    spec
      .given([...created, sent])
      .when({ type: 'CancelInvitation', data: { invitationId: 'i1' } })
      .then([{ type: 'TeamInvitationCancelled', data: { teamId: 't1', invitationId: 'i1', userId: 'cat' } }]);
  });
});

describe('team decider: the active season', () => {
  it('makes a season of the team the active one; exactly one is active at a time', () => {
    spec
      .given(created)
      .when({ type: 'ActivateSeason', data: { seasonId: 's1', seasonTeamId: 't1' } })
      .then([{ type: 'TeamActiveSeasonChanged', data: { teamId: 't1', from: null, to: 's1' } }]);
    const active: TeamEvent[] = [
      ...created,
      { type: 'TeamActiveSeasonChanged', data: { teamId: 't1', from: null, to: 's1' } },
    ];
    spec
      .given(active)
      .when({ type: 'ActivateSeason', data: { seasonId: 's2', seasonTeamId: 't1' } })
      .then([{ type: 'TeamActiveSeasonChanged', data: { teamId: 't1', from: 's1', to: 's2' } }]);
    spec
      .given(active)
      .when({ type: 'ActivateSeason', data: { seasonId: 's1', seasonTeamId: 't1' } })
      .thenNothingHappens();
  });
  it('refuses a season of another team and changes nothing on an archived team', () => {
    spec
      .given(created)
      .when({ type: 'ActivateSeason', data: { seasonId: 's9', seasonTeamId: 't2' } })
      .thenThrows('SEASON.NOT_FOUND');
    spec
      .given([...created, { type: 'TeamArchived', data: { teamId: 't1' } }])
      .when({ type: 'ActivateSeason', data: { seasonId: 's1', seasonTeamId: 't1' } })
      .thenThrows('TEAM.ARCHIVED');
  });
});
