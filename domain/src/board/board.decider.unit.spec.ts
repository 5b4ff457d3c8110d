import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { foldEvents } from '../shared/events';
import type { CreateBoard } from './board.commands';
import { boardDecider } from './board.decider';
import type { BoardEvent } from './board.events';

const spec = deciderSpec(boardDecider);

const createData: CreateBoard['data'] = {
  boardId: 'b1',
  ownerId: 'u1',
  name: 'Beater press',
  sport: 'quadball',
  courtTemplateId: 'quadball-full',
  teamId: null,
  visibility: 'private',
};
const created: BoardEvent = { type: 'BoardCreated', data: createData };
const deleted: BoardEvent = { type: 'BoardDeleted', data: { boardId: 'b1' } };
const update = (n: number): BoardEvent => ({
  type: 'BoardDocumentUpdated',
  data: { boardId: 'b1', update: `u${n}`, editors: ['u1'], guestLinkIds: [], at: '2025-01-01T00:00:00.000Z' },
});
const snapshot = (upToVersion: number): BoardEvent => ({
  type: 'BoardDocumentSnapshotted',
  data: { boardId: 'b1', state: 's', upToVersion },
});
const linkCreated: BoardEvent = {
  type: 'BoardShareLinkCreated',
  data: { boardId: 'b1', linkId: 'l1', mode: 'view', createdBy: 'u1' },
};

describe('board decider: create', () => {
  it('creates a board owned by its creator', () => {
    spec.given([]).when({ type: 'CreateBoard', data: createData }).then([created]);
  });
  it('refuses the same id twice', () => {
    spec.given([created]).when({ type: 'CreateBoard', data: createData }).thenThrows('BOARD.ALREADY_EXISTS');
  });
  it('refuses team visibility without a team', () => {
    spec
      .given([])
      .when({ type: 'CreateBoard', data: { ...createData, visibility: 'team' } })
      .thenThrows('BOARD.TEAM_REQUIRED');
  });
  it('answers NOT_FOUND for anything but create on a board that does not exist', () => {
    spec
      .given([])
      .when({ type: 'RenameBoard', data: { name: 'x' } })
      .thenThrows('BOARD.NOT_FOUND');
    spec.given([]).when({ type: 'DeleteBoard', data: {} }).thenThrows('BOARD.NOT_FOUND');
  });
});

describe('board decider: rename and visibility', () => {
  it('records a rename with the old and new name, and nothing for the same name', () => {
    spec
      .given([created])
      .when({ type: 'RenameBoard', data: { name: 'Zone defence' } })
      .then([{ type: 'BoardRenamed', data: { boardId: 'b1', from: 'Beater press', to: 'Zone defence' } }]);
    spec
      .given([created])
      .when({ type: 'RenameBoard', data: { name: 'Beater press' } })
      .thenNothingHappens();
  });
  it('changes visibility, but not to team when the board has no team', () => {
    spec
      .given([created])
      .when({ type: 'ChangeBoardVisibility', data: { visibility: 'public' } })
      .then([{ type: 'BoardVisibilityChanged', data: { boardId: 'b1', from: 'private', to: 'public' } }]);
    spec
      .given([created])
      .when({ type: 'ChangeBoardVisibility', data: { visibility: 'team' } })
      .thenThrows('BOARD.TEAM_REQUIRED');
    spec
      .given([{ type: 'BoardCreated', data: { ...createData, teamId: 't1' } }])
      .when({ type: 'ChangeBoardVisibility', data: { visibility: 'team' } })
      .then([{ type: 'BoardVisibilityChanged', data: { boardId: 'b1', from: 'private', to: 'team' } }]);
  });
  it('edits name and visibility in one decision: both events, or none when the visibility is refused', () => {
    spec
      .given([created])
      .when({ type: 'EditBoard', data: { name: 'Zone defence', visibility: 'public' } })
      .then([
        { type: 'BoardRenamed', data: { boardId: 'b1', from: 'Beater press', to: 'Zone defence' } },
        { type: 'BoardVisibilityChanged', data: { boardId: 'b1', from: 'private', to: 'public' } },
      ]);
    spec
      .given([created])
      .when({ type: 'EditBoard', data: { name: 'Zone defence', visibility: 'team' } })
      .thenThrows('BOARD.TEAM_REQUIRED');
    spec
      .given([created])
      .when({ type: 'EditBoard', data: { name: 'Beater press', visibility: 'private' } })
      .thenNothingHappens();
    spec
      .given([created, deleted])
      .when({ type: 'EditBoard', data: { name: 'x' } })
      .thenThrows('BOARD.DELETED');
  });
  it('refuses changes to a deleted board', () => {
    spec
      .given([created, deleted])
      .when({ type: 'RenameBoard', data: { name: 'x' } })
      .thenThrows('BOARD.DELETED');
    spec
      .given([created, deleted])
      .when({ type: 'ChangeBoardVisibility', data: { visibility: 'public' } })
      .thenThrows('BOARD.DELETED');
  });
});

describe('board decider: share links', () => {
  it('creates a link naming its id, mode and creator', () => {
    spec
      .given([created])
      .when({ type: 'CreateBoardShareLink', data: { linkId: 'l1', mode: 'view', createdBy: 'u1' } })
      .then([linkCreated]);
  });
  it('refuses a second link with the same id and links on deleted boards', () => {
    spec
      .given([created, linkCreated])
      .when({ type: 'CreateBoardShareLink', data: { linkId: 'l1', mode: 'edit', createdBy: 'u1' } })
      .thenThrows('BOARD.SHARE_LINK_EXISTS');
    spec
      .given([created, deleted])
      .when({ type: 'CreateBoardShareLink', data: { linkId: 'l2', mode: 'edit', createdBy: 'u1' } })
      .thenThrows('BOARD.DELETED');
  });
  it('revokes a link once; an unknown link is NOT_FOUND', () => {
    const revoked: BoardEvent = {
      type: 'BoardShareLinkRevoked',
      data: { boardId: 'b1', linkId: 'l1', revokedBy: 'u2' },
    };
    spec
      .given([created, linkCreated])
      .when({ type: 'RevokeBoardShareLink', data: { linkId: 'l1', revokedBy: 'u2' } })
      .then([revoked]);
    spec
      .given([created, linkCreated, revoked])
      .when({ type: 'RevokeBoardShareLink', data: { linkId: 'l1', revokedBy: 'u2' } })
      .thenNothingHappens();
    spec
      .given([created])
      .when({ type: 'RevokeBoardShareLink', data: { linkId: 'nope', revokedBy: 'u2' } })
      .thenThrows('BOARD.SHARE_LINK_NOT_FOUND');
  });
});

describe('board decider: delete and undelete', () => {
  it('deletes and brings back once each', () => {
    spec.given([created]).when({ type: 'DeleteBoard', data: {} }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'DeleteBoard', data: {} }).thenNothingHappens();
    spec
      .given([created, deleted])
      .when({ type: 'UndeleteBoard', data: {} })
      .then([{ type: 'BoardUndeleted', data: { boardId: 'b1' } }]);
    spec.given([created]).when({ type: 'UndeleteBoard', data: {} }).thenNothingHappens();
  });
});

describe('board decider: document versions', () => {
  const restore = (toVersion: number, versionExists = true) =>
    ({
      type: 'RestoreBoardVersion',
      data: { toVersion, update: 'revert', at: '2025-01-02T00:00:00.000Z', versionExists },
    }) as const;

  it('counts the stream version and remembers the latest drawing version', () => {
    const state = foldEvents(boardDecider, [created, update(2), snapshot(2), update(4), linkCreated]);
    expect(state.version).toBe(5);
    expect(state.status !== 'none' && state.lastDocumentVersion).toBe(4);
  });
  it('restores an earlier version as a new event carrying the update', () => {
    spec
      .given([created, update(2), update(3)])
      .when(restore(2))
      .then([
        {
          type: 'BoardRestored',
          data: { boardId: 'b1', toVersion: 2, update: 'revert', at: '2025-01-02T00:00:00.000Z' },
        },
      ]);
  });
  it('does nothing when asked for the version the drawing is already at', () => {
    spec
      .given([created, update(2), update(3)])
      .when(restore(3))
      .thenNothingHappens();
  });
  it('refuses versions that are not drawing versions or lie in the future', () => {
    spec
      .given([created, update(2)])
      .when(restore(1, false))
      .thenThrows('BOARD.VERSION_NOT_FOUND');
    spec
      .given([created, update(2)])
      .when(restore(9))
      .thenThrows('BOARD.VERSION_NOT_FOUND');
  });
  it('refuses to restore a deleted board', () => {
    spec
      .given([created, update(2), update(3), deleted])
      .when(restore(2))
      .thenThrows('BOARD.DELETED');
  });
  it('counts a restore as a drawing version of its own', () => {
    const state = foldEvents(boardDecider, [
      created,
      update(2),
      update(3),
      { type: 'BoardRestored', data: { boardId: 'b1', toVersion: 2, update: 'r', at: 'x' } },
    ]);
    expect(state.status !== 'none' && state.lastDocumentVersion).toBe(4);
  });
});
