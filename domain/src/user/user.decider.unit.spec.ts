import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';

const spec = deciderSpec(userDecider);
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', email: 'sam@example.com', displayName: 'Sam', role: 'user' },
};
const registeredAdmin: UserEvent = { ...registered, data: { ...registered.data, role: 'admin' } } as UserEvent;

describe('user decider', () => {
  it('registers a new user', () => {
    spec.given([]).when({ type: 'RegisterUser', data: { userId: 'u1', email: 'sam@example.com', displayName: 'Sam', role: 'user' } }).then([registered]);
  });
  it('refuses to register twice', () => {
    spec.given([registered]).when({ type: 'RegisterUser', data: { ...registered.data } as never }).thenThrows('USER.ALREADY_REGISTERED');
  });
  it('refuses commands on a user that does not exist', () => {
    spec.given([]).when({ type: 'RenameUser', data: { displayName: 'X' } }).thenThrows('USER.NOT_FOUND');
  });
  it('renames, and a rename to the same name records nothing', () => {
    spec.given([registered]).when({ type: 'RenameUser', data: { displayName: 'Sam Lee' } }).then([{ type: 'UserRenamed', data: { userId: 'u1', displayName: 'Sam Lee' } }]);
    spec.given([registered]).when({ type: 'RenameUser', data: { displayName: 'Sam' } }).thenNothingHappens();
  });
  it('changes the role, recording from and to', () => {
    spec.given([registered]).when({ type: 'ChangeUserRole', data: { role: 'admin', otherActiveAdmins: 0 } }).then([{ type: 'UserRoleChanged', data: { userId: 'u1', from: 'user', to: 'admin' } }]);
  });
  it('never demotes or disables the last active admin', () => {
    spec.given([registeredAdmin]).when({ type: 'ChangeUserRole', data: { role: 'user', otherActiveAdmins: 0 } }).thenThrows('USER.LAST_ADMIN');
    spec.given([registeredAdmin]).when({ type: 'DisableUser', data: { otherActiveAdmins: 0 } }).thenThrows('USER.LAST_ADMIN');
    spec.given([registeredAdmin]).when({ type: 'ChangeUserRole', data: { role: 'user', otherActiveAdmins: 1 } }).then([{ type: 'UserRoleChanged', data: { userId: 'u1', from: 'admin', to: 'user' } }]);
  });
  it('disables and enables idempotently', () => {
    spec.given([registered]).when({ type: 'DisableUser', data: { otherActiveAdmins: 0 } }).then([{ type: 'UserDisabled', data: { userId: 'u1' } }]);
    spec.given([registered, { type: 'UserDisabled', data: { userId: 'u1' } }]).when({ type: 'DisableUser', data: { otherActiveAdmins: 0 } }).thenNothingHappens();
    spec.given([registered, { type: 'UserDisabled', data: { userId: 'u1' } }]).when({ type: 'EnableUser', data: {} }).then([{ type: 'UserEnabled', data: { userId: 'u1' } }]);
    spec.given([registered]).when({ type: 'EnableUser', data: {} }).thenNothingHappens();
  });
  it('records a password change without any secret', () => {
    spec.given([registered]).when({ type: 'RecordPasswordChange', data: {} }).then([{ type: 'UserPasswordChanged', data: { userId: 'u1' } }]);
  });
  it('signs out everywhere, each time it is asked (every session ends, live sockets close)', () => {
    spec.given([registered]).when({ type: 'SignOutEverywhere', data: {} }).then([{ type: 'UserSignedOutEverywhere', data: { userId: 'u1' } }]);
    spec.given([registered, { type: 'UserSignedOutEverywhere', data: { userId: 'u1' } }]).when({ type: 'SignOutEverywhere', data: {} }).then([{ type: 'UserSignedOutEverywhere', data: { userId: 'u1' } }]);
  });
  it('refuses to sign out everywhere for a user that does not exist', () => {
    spec.given([]).when({ type: 'SignOutEverywhere', data: {} }).thenThrows('USER.NOT_FOUND');
  });
});
