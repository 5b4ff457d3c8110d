import { authorize, can, documentNameOf, notFound, type Actor, type Board } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { boardAccessOf, displayNamesOf, findBoard, type BoardRow } from '@sideline/projections';

export const boardNotFound = () => notFound('BOARD.NOT_FOUND', 'There is no such board.');

/** A board as the API shows it, with what this actor may do to it: the one view, for reads and command answers. */
export function boardView(board: BoardRow, ownerName: string, actor: Actor): Board {
  const content = boardAccessOf(board);
  return {
    id: board.id,
    name: board.name,
    sport: board.sport,
    courtTemplateId: board.courtTemplateId,
    owner: { id: board.ownerId, name: ownerName },
    teamId: board.teamId,
    visibility: board.visibility,
    deleted: board.deleted,
    createdAt: new Date(board.createdAt).toISOString(),
    updatedAt: new Date(board.updatedAt).toISOString(),
    versionCount: board.versionCount,
    documentName: documentNameOf('board', board.id),
    can: {
      edit: !board.deleted && can(actor, { action: 'content.edit', content }),
      delete: !board.deleted && can(actor, { action: 'content.delete', content }),
      restore: board.deleted && can(actor, { action: 'content.restore', content }),
      share: !board.deleted && can(actor, { action: 'content.share', content }),
    },
  };
}

export async function boardViews(db: Queryable, boards: readonly BoardRow[], actor: Actor): Promise<Board[]> {
  const names = await displayNamesOf(db, [...new Set(boards.map((b) => b.ownerId))]);
  return boards.map((board) => boardView(board, names.get(board.ownerId) ?? 'Unknown user', actor));
}

/** The board, if the actor may open it: 404 when it does not exist, 401/403 from the policy otherwise. */
export async function readableBoard(db: Queryable, actor: Actor, boardId: string): Promise<BoardRow> {
  const board = await findBoard(db, boardId);
  if (!board) throw boardNotFound();
  authorize(actor, { action: 'content.read', content: boardAccessOf(board) });
  return board;
}
