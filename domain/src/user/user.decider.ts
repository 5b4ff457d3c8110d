import { assertNever, type Decider } from '../shared/events';
import { conflict, notFound } from '../shared/errors';
import type { UserCommand } from './user.commands';
import type { UserEvent } from './user.events';
import type { SiteRole } from './user.schemas';

export type UserState =
  | { status: 'none' }
  | { status: 'active' | 'disabled'; userId: string; email: string; displayName: string; role: SiteRole };

export const initialState = (): UserState => ({ status: 'none' });

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.status !== 'none') throw conflict('USER.ALREADY_REGISTERED', 'This account already exists.');
    return [{ type: 'UserRegistered', data: { ...command.data } }];
  }
  if (state.status === 'none') throw notFound('USER.NOT_FOUND', 'No such user.');
  const { userId } = state;
  switch (command.type) {
    case 'RenameUser':
      return command.data.displayName === state.displayName ? [] : [{ type: 'UserRenamed', data: { userId, displayName: command.data.displayName } }];
    case 'ChangeUserRole': {
      if (command.data.role === state.role) return [];
      if (state.role === 'admin' && state.status === 'active' && command.data.otherActiveAdmins === 0)
        throw conflict('USER.LAST_ADMIN', 'The site needs at least one active admin: make someone else admin first.');
      return [{ type: 'UserRoleChanged', data: { userId, from: state.role, to: command.data.role } }];
    }
    case 'DisableUser':
      if (state.status === 'disabled') return [];
      if (state.role === 'admin' && command.data.otherActiveAdmins === 0)
        throw conflict('USER.LAST_ADMIN', 'The last active admin cannot be disabled.');
      return [{ type: 'UserDisabled', data: { userId } }];
    case 'EnableUser':
      return state.status === 'active' ? [] : [{ type: 'UserEnabled', data: { userId } }];
    case 'RecordPasswordChange':
      return [{ type: 'UserPasswordChanged', data: { userId } }];
    case 'SignOutEverywhere':
      return [{ type: 'UserSignedOutEverywhere', data: { userId } }];
    default:
      return assertNever(command, 'user command');
  }
}

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { status: 'active', ...event.data };
    case 'UserRenamed':
      return state.status === 'none' ? state : { ...state, displayName: event.data.displayName };
    case 'UserRoleChanged':
      return state.status === 'none' ? state : { ...state, role: event.data.to };
    case 'UserDisabled':
      return state.status === 'none' ? state : { ...state, status: 'disabled' };
    case 'UserEnabled':
      return state.status === 'none' ? state : { ...state, status: 'active' };
    case 'UserPasswordChanged':
    case 'UserSignedOutEverywhere':
      return state;
    default:
      return assertNever(event, 'user event');
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { decide, evolve, initialState };
