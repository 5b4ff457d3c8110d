import type { ContentAccess, Visibility } from '../content/content.schemas';
import { conflict, notFound, validationError } from '../shared/errors';
import { assertNever, type Decider } from '../shared/events';
import type { SportId } from '../sports';
import type { BoardCommand } from './board.commands';
import type { BoardEvent, ShareLinkMode } from './board.events';

interface BoardFacts {
  boardId: string;
  ownerId: string;
  name: string;
  sport: SportId;
  courtTemplateId: string;
  teamId: string | null;
  visibility: Visibility;
  shareLinks: Readonly<Record<string, { mode: ShareLinkMode; revoked: boolean }>>;
  /** stream version of the latest event that changed the drawing (an update or a restore); 0 before the first */
  lastDocumentVersion: number;
}

/** `version` counts every event folded so far: it is the stream version, which names document versions. */
export type BoardState = ({ status: 'none' } | ({ status: 'active' | 'deleted' } & BoardFacts)) & { version: number };

export const initialState = (): BoardState => ({ status: 'none', version: 0 });

const teamRequired = () =>
  validationError('BOARD.TEAM_REQUIRED', 'A team board needs a team.', {
    visibility: ['Choose a team to share the board with its members.'],
  });
const deletedBoard = () => conflict('BOARD.DELETED', 'This board was deleted. Restore it before changing it.');

export function decide(command: BoardCommand, state: BoardState): BoardEvent[] {
  if (command.type === 'CreateBoard') {
    if (state.status !== 'none') throw conflict('BOARD.ALREADY_EXISTS', 'A board with this id already exists.');
    if (command.data.visibility === 'team' && !command.data.teamId) throw teamRequired();
    return [{ type: 'BoardCreated', data: { ...command.data } }];
  }
  if (state.status === 'none') throw notFound('BOARD.NOT_FOUND', 'There is no such board.');
  const { boardId } = state;
  switch (command.type) {
    case 'RenameBoard':
      if (state.status === 'deleted') throw deletedBoard();
      return command.data.name === state.name
        ? []
        : [{ type: 'BoardRenamed', data: { boardId, from: state.name, to: command.data.name } }];
    case 'ChangeBoardVisibility': {
      if (state.status === 'deleted') throw deletedBoard();
      const to = command.data.visibility;
      if (to === 'team' && !state.teamId) throw teamRequired();
      return to === state.visibility
        ? []
        : [{ type: 'BoardVisibilityChanged', data: { boardId, from: state.visibility, to } }];
    }
    case 'EditBoard': {
      if (state.status === 'deleted') throw deletedBoard();
      const { name, visibility } = command.data;
      if (visibility === 'team' && !state.teamId) throw teamRequired();
      return [
        ...(name === undefined || name === state.name
          ? []
          : [{ type: 'BoardRenamed' as const, data: { boardId, from: state.name, to: name } }]),
        ...(visibility === undefined || visibility === state.visibility
          ? []
          : [{ type: 'BoardVisibilityChanged' as const, data: { boardId, from: state.visibility, to: visibility } }]),
      ];
    }
    case 'CreateBoardShareLink':
      if (state.status === 'deleted') throw deletedBoard();
      if (state.shareLinks[command.data.linkId])
        throw conflict('BOARD.SHARE_LINK_EXISTS', 'This share link already exists.');
      return [{ type: 'BoardShareLinkCreated', data: { boardId, ...command.data } }];
    case 'RevokeBoardShareLink': {
      const link = state.shareLinks[command.data.linkId];
      if (!link) throw notFound('BOARD.SHARE_LINK_NOT_FOUND', 'There is no such share link on this board.');
      return link.revoked ? [] : [{ type: 'BoardShareLinkRevoked', data: { boardId, ...command.data } }];
    }
    case 'DeleteBoard':
      return state.status === 'deleted' ? [] : [{ type: 'BoardDeleted', data: { boardId } }];
    case 'UndeleteBoard':
      return state.status === 'active' ? [] : [{ type: 'BoardUndeleted', data: { boardId } }];
    case 'RestoreBoardVersion': {
      if (state.status === 'deleted') throw deletedBoard();
      const { toVersion, update, at, versionExists } = command.data;
      if (!versionExists || toVersion > state.lastDocumentVersion)
        throw notFound('BOARD.VERSION_NOT_FOUND', `Version ${toVersion} is not a saved version of this board.`);
      // Already the latest version: the drawing is in that state, there is nothing to bring back.
      if (toVersion === state.lastDocumentVersion) return [];
      return [{ type: 'BoardRestored', data: { boardId, toVersion, update, at } }];
    }
    default:
      return assertNever(command, 'board command');
  }
}

export function evolve(state: BoardState, event: BoardEvent): BoardState {
  const version = state.version + 1;
  if (event.type === 'BoardCreated') {
    const { boardId, ownerId, name, sport, courtTemplateId, teamId, visibility } = event.data;
    return {
      status: 'active',
      version,
      boardId,
      ownerId,
      name,
      sport,
      courtTemplateId,
      teamId,
      visibility,
      shareLinks: {},
      lastDocumentVersion: 0,
    };
  }
  if (state.status === 'none') return { ...state, version };
  switch (event.type) {
    case 'BoardRenamed':
      return { ...state, version, name: event.data.to };
    case 'BoardVisibilityChanged':
      return { ...state, version, visibility: event.data.to };
    case 'BoardShareLinkCreated':
      return {
        ...state,
        version,
        shareLinks: { ...state.shareLinks, [event.data.linkId]: { mode: event.data.mode, revoked: false } },
      };
    case 'BoardShareLinkRevoked': {
      const link = state.shareLinks[event.data.linkId];
      return link
        ? { ...state, version, shareLinks: { ...state.shareLinks, [event.data.linkId]: { ...link, revoked: true } } }
        : { ...state, version };
    }
    case 'BoardDeleted':
      return { ...state, version, status: 'deleted' };
    case 'BoardUndeleted':
      return { ...state, version, status: 'active' };
    case 'BoardDocumentUpdated':
    case 'BoardRestored':
      return { ...state, version, lastDocumentVersion: version };
    case 'BoardDocumentSnapshotted':
      return { ...state, version };
    default:
      return assertNever(event, 'board event');
  }
}

export const boardDecider: Decider<BoardCommand, BoardEvent, BoardState> = { decide, evolve, initialState };

/**
 * What the policy needs to know about a board, from its state. Boards have no "editable by others": share an edit link.
 */
export function boardAccessOf(state: BoardState): ContentAccess | null {
  if (state.status === 'none') return null;
  return {
    ownerId: state.ownerId,
    visibility: state.visibility,
    teamId: state.teamId,
    editableByOthers: false,
    deleted: state.status === 'deleted',
  };
}
