import { authorize, can, documentNameOf, notFound, type Actor } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { boardAccessOf, displayNamesOf, findBoard, type BoardRow } from '@sideline/projections';
import type { z } from 'zod';
import type { boardSchema } from './boards.schemas';

export type BoardView = z.infer<typeof boardSchema>;

/** A board as the API shows it, with what this actor may do to it. */
export function boardView(board: BoardRow, ownerName: string, actor: Actor): BoardView {
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
      edit: can(actor, { action: 'content.edit', content }),
      delete: !board.deleted && can(actor, { action: 'content.delete', content }),
      restore: board.deleted && can(actor, { action: 'content.restore', content }),
      share: can(actor, { action: 'content.share', content }),
    },
  };
}

export async function boardViews(db: Queryable, boards: readonly BoardRow[], actor: Actor): Promise<BoardView[]> {
  const names = await displayNamesOf(db, [...new Set(boards.map((b) => b.ownerId))]);
  return boards.map((board) => boardView(board, names.get(board.ownerId) ?? 'Unknown user', actor));
}

/** The board, if the actor may open it: 404 when it does not exist, 401/403 from the policy otherwise. */
export async function readableBoard(db: Queryable, actor: Actor, boardId: string): Promise<BoardRow> {
  const board = await findBoard(db, boardId);
  if (!board) throw notFound('BOARD.NOT_FOUND', 'There is no such board.');
  authorize(actor, { action: 'content.read', content: boardAccessOf(board) });
  return board;
}
