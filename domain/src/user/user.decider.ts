import { assertNever, type Decider } from '../shared/events';
import { conflict, notFound } from '../shared/errors';
import { accountDeletionTeams } from './account-deletion';
import type { UserCommand } from './user.commands';
import type { UserEvent } from './user.events';
import type { SiteRole } from './user.schemas';

/** Personal data (email, name) is not in the state: it is not in the events (see user.events.ts). */
export type UserState =
  | { status: 'none' }
  | { status: 'active' | 'disabled'; userId: string; role: SiteRole }
  | { status: 'deleted'; userId: string };

export const initialState = (): UserState => ({ status: 'none' });

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    if (state.status !== 'none') throw conflict('USER.ALREADY_REGISTERED', 'This account already exists.');
    return [{ type: 'UserRegistered', data: { userId: command.data.userId, role: command.data.role } }];
  }
  if (state.status === 'none' || state.status === 'deleted') throw notFound('USER.NOT_FOUND', 'No such user.');
  const { userId } = state;
  switch (command.type) {
    case 'RenameUser':
      return [{ type: 'UserRenamed', data: { userId } }];
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
    case 'DeleteUser':
      if (state.role === 'admin' && state.status === 'active' && command.data.otherActiveAdmins === 0)
        throw conflict(
          'USER.LAST_ADMIN',
          'The last active admin cannot delete their account: make someone else admin first.',
        );
      {
        const { blocking, closing } = accountDeletionTeams(command.data.ownedTeams);
        if (blocking.length > 0)
          throw conflict(
            'USER.SOLE_TEAM_OWNER',
            `You are the only owner of ${blocking.map((t) => t.name).join(', ')}: hand ${blocking.length === 1 ? 'it' : 'them'} to another member first (team settings, Transfer ownership).`,
            { teams: blocking },
          );
        return [
          {
            type: 'UserDeleted',
            data: { userId, contentDeleted: command.data.deleteContent, closedTeamIds: closing.map((t) => t.teamId) },
          },
        ];
      }
    case 'SignOutEverywhere':
      return [{ type: 'UserSignedOutEverywhere', data: { userId } }];
    default:
      return assertNever(command, 'user command');
  }
}

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { status: 'active', userId: event.data.userId, role: event.data.role };
    case 'UserRenamed':
      return state;
    case 'UserRoleChanged':
      return state.status === 'active' || state.status === 'disabled' ? { ...state, role: event.data.to } : state;
    case 'UserDisabled':
      return state.status === 'active' || state.status === 'disabled' ? { ...state, status: 'disabled' } : state;
    case 'UserEnabled':
      return state.status === 'active' || state.status === 'disabled' ? { ...state, status: 'active' } : state;
    case 'UserDeleted':
      return { status: 'deleted', userId: event.data.userId };
    case 'UserPasswordChanged':
    case 'UserSignedOutEverywhere':
      return state;
    default:
      return assertNever(event, 'user event');
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { decide, evolve, initialState };
