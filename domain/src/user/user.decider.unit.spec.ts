import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../testing/decider-spec';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';
import type { UserCommand } from './user.commands';

const spec = deciderSpec(userDecider);
const registered: UserEvent = { type: 'UserRegistered', data: { userId: 'u1', role: 'user' } };
/** Written before personal data left the log: still folds the same way. */
const legacyRegistered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'sam@example.com', displayName: 'Sam', role: 'user' },
};
const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u1', contentDeleted: false, closedTeamIds: [] } };
const registeredAdmin: UserEvent = { ...registered, data: { ...registered.data, role: 'admin' } };

describe('user decider', () => {
  it('registers a new user, with no email or name in the event', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: { userId: 'u1', role: 'user' } })
      .then([registered]);
  });
  it('refuses to register twice', () => {
    spec
      .given([registered])
      .when({ type: 'RegisterUser', data: { ...registered.data } })
      .thenThrows('USER.ALREADY_REGISTERED');
  });
  it('refuses commands on a user that does not exist', () => {
    spec.given([]).when({ type: 'RenameUser', data: {} }).thenThrows('USER.NOT_FOUND');
  });
  it('records a rename without the name (it is personal data, kept beside the log)', () => {
    spec
      .given([registered])
      .when({ type: 'RenameUser', data: {} })
      .then([{ type: 'UserRenamed', data: { userId: 'u1' } }]);
    spec
      .given([legacyRegistered])
      .when({ type: 'RenameUser', data: {} })
      .then([{ type: 'UserRenamed', data: { userId: 'u1' } }]);
  });
  it('changes the role, recording from and to', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeUserRole', data: { role: 'admin', otherActiveAdmins: 0 } })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', from: 'user', to: 'admin' } }]);
  });
  it('never demotes or disables the last active admin', () => {
    spec
      .given([registeredAdmin])
      .when({ type: 'ChangeUserRole', data: { role: 'user', otherActiveAdmins: 0 } })
      .thenThrows('USER.LAST_ADMIN');
    spec
      .given([registeredAdmin])
      .when({ type: 'DisableUser', data: { otherActiveAdmins: 0 } })
      .thenThrows('USER.LAST_ADMIN');
    spec
      .given([registeredAdmin])
      .when({ type: 'ChangeUserRole', data: { role: 'user', otherActiveAdmins: 1 } })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', from: 'admin', to: 'user' } }]);
  });
  it('disables and enables idempotently', () => {
    spec
      .given([registered])
      .when({ type: 'DisableUser', data: { otherActiveAdmins: 0 } })
      .then([{ type: 'UserDisabled', data: { userId: 'u1' } }]);
    spec
      .given([registered, { type: 'UserDisabled', data: { userId: 'u1' } }])
      .when({ type: 'DisableUser', data: { otherActiveAdmins: 0 } })
      .thenNothingHappens();
    spec
      .given([registered, { type: 'UserDisabled', data: { userId: 'u1' } }])
      .when({ type: 'EnableUser', data: {} })
      .then([{ type: 'UserEnabled', data: { userId: 'u1' } }]);
    spec.given([registered]).when({ type: 'EnableUser', data: {} }).thenNothingHappens();
  });
  it('records a password change without any secret', () => {
    spec
      .given([registered])
      .when({ type: 'RecordPasswordChange', data: {} })
      .then([{ type: 'UserPasswordChanged', data: { userId: 'u1' } }]);
  });
  it('signs out everywhere, each time it is asked (every session ends, live sockets close)', () => {
    spec
      .given([registered])
      .when({ type: 'SignOutEverywhere', data: {} })
      .then([{ type: 'UserSignedOutEverywhere', data: { userId: 'u1' } }]);
    spec
      .given([registered, { type: 'UserSignedOutEverywhere', data: { userId: 'u1' } }])
      .when({ type: 'SignOutEverywhere', data: {} })
      .then([{ type: 'UserSignedOutEverywhere', data: { userId: 'u1' } }]);
  });
  it('refuses to sign out everywhere for a user that does not exist', () => {
    spec.given([]).when({ type: 'SignOutEverywhere', data: {} }).thenThrows('USER.NOT_FOUND');
  });
  it('deletes an account, saying whether its content went too', () => {
    spec
      .given([registered])
      .when({ type: 'DeleteUser', data: { otherActiveAdmins: 0, deleteContent: false, ownedTeams: [] } })
      .then([deleted]);
    spec
      .given([legacyRegistered, { type: 'UserDisabled', data: { userId: 'u1' } }])
      .when({ type: 'DeleteUser', data: { otherActiveAdmins: 0, deleteContent: true, ownedTeams: [] } })
      .then([{ type: 'UserDeleted', data: { userId: 'u1', contentDeleted: true, closedTeamIds: [] } }]);
  });
  it('never deletes the last active admin', () => {
    spec
      .given([registeredAdmin])
      .when({ type: 'DeleteUser', data: { otherActiveAdmins: 0, deleteContent: false, ownedTeams: [] } })
      .thenThrows('USER.LAST_ADMIN');
    spec
      .given([registeredAdmin])
      .when({ type: 'DeleteUser', data: { otherActiveAdmins: 1, deleteContent: false, ownedTeams: [] } })
      .then([deleted]);
  });
  describe('teams the account owns', () => {
    const team = (teamId: string, otherOwners: number, otherMembers: number) => ({
      teamId,
      name: `Team ${teamId}`,
      otherOwners,
      otherMembers,
    });
    const deleteWith = (ownedTeams: ReturnType<typeof team>[]): UserCommand => ({
      type: 'DeleteUser',
      data: { otherActiveAdmins: 0, deleteContent: false, ownedTeams },
    });

    it('refuses while the account is the only owner of a team that has other members, naming those teams', () => {
      let caught: unknown;
      try {
        userDecider.decide(
          deleteWith([team('t1', 0, 3), team('t2', 1, 3), team('t3', 0, 1)]),
          [registered].reduce(userDecider.evolve, userDecider.initialState()),
        );
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DomainError);
      expect((caught as DomainError).code).toBe('USER.SOLE_TEAM_OWNER');
      expect((caught as DomainError).kind).toBe('conflict');
      expect((caught as DomainError).details).toEqual({
        teams: [
          { teamId: 't1', name: 'Team t1' },
          { teamId: 't3', name: 'Team t3' },
        ],
      });
    });
    it('deletes once another owner shares each team (the team goes on without the account)', () => {
      spec
        .given([registered])
        .when(deleteWith([team('t1', 1, 0), team('t2', 2, 5)]))
        .then([deleted]);
    });
    it('closes the teams nobody else is in with the account', () => {
      spec
        .given([registered])
        .when(deleteWith([team('t1', 0, 0), team('t2', 1, 4), team('t3', 0, 0)]))
        .then([{ type: 'UserDeleted', data: { userId: 'u1', contentDeleted: false, closedTeamIds: ['t1', 't3'] } }]);
    });
  });
  it('refuses every command on a deleted account, registering again included', () => {
    const commands: UserCommand[] = [
      { type: 'RenameUser', data: {} },
      { type: 'EnableUser', data: {} },
      { type: 'SignOutEverywhere', data: {} },
      { type: 'DeleteUser', data: { otherActiveAdmins: 1, deleteContent: false, ownedTeams: [] } },
    ];
    for (const command of commands) {
      spec.given([registered, deleted]).when(command).thenThrows('USER.NOT_FOUND');
    }
    spec
      .given([registered, deleted])
      .when({ type: 'RegisterUser', data: { userId: 'u1', role: 'user' } })
      .thenThrows('USER.ALREADY_REGISTERED');
  });
});
