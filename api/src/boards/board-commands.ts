import { Inject, Injectable } from '@nestjs/common';
import {
  BOARD_STREAM_TYPE,
  authorize,
  boardDecider,
  boardStateAccess,
  boardStreamId,
  conflict,
  type Actor,
  type Board,
  type BoardCommand,
  type BoardEvent,
  type BoardState,
  type CreateBoardFields,
  type ShareLinkMode,
  type UpdateBoardInput,
} from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { displayNamesOf, findBoard, insertShareLink, markShareLinkRevoked } from '@sideline/projections';
import { randomBytes } from 'node:crypto';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler, type CommandTarget } from '../commands/command-handler';
import { authorizeContent, type ContentAction } from '../commands/content-guard';
import { BOARD_DRAWING, restoreFromLog } from '../documents/document-log';
import { boardNotFound, boardView } from './board-views';

/** A board's stream: its settings and, while people draw, the collab server's stores. Folded from a snapshot. */
export const boardTarget = (boardId: string): CommandTarget<BoardCommand, BoardEvent, BoardState> => ({
  streamId: boardStreamId(boardId),
  streamType: BOARD_STREAM_TYPE,
  decider: boardDecider,
  snapshotTag: 'board@1',
});

const BOARD_ERRORS = {
  notFound: boardNotFound,
  deleted: () => conflict('BOARD.DELETED', 'This board was deleted. Restore it before changing it.'),
};

/**
 * The policy about a board as its own stream has it (404, 409 when deleted unless `evenDeleted`, 401/403); returns it.
 */
function authorizeBoard(
  actor: Actor,
  state: BoardState,
  action: ContentAction,
  options: { evenDeleted?: boolean } = {},
): BoardState {
  authorizeContent(actor, boardStateAccess(state), action, BOARD_ERRORS, options);
  return state;
}

/**
 * Board use cases, authorised against the board's own stream. The stream also receives the collab server's drawing
 * stores, so appends here meet theirs: the handler re-reads and re-decides.
 */
@Injectable()
export class BoardCommands {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CommandHandler) private readonly handler: CommandHandler,
  ) {}

  async create(actor: Actor, fields: CreateBoardFields, ctx: CommandContext): Promise<Board> {
    authorize(actor, { action: 'content.create', teamId: fields.teamId });
    const boardId = ctx.newId('board');
    return this.answer(
      actor,
      await this.handler.handle(
        boardTarget(boardId),
        { type: 'CreateBoard', data: { boardId, ownerId: actor!.userId, ...fields } },
        ctx,
      ),
      ctx,
    );
  }

  /** Renaming takes edit rights; changing who can see it takes the right to share it. */
  async update(actor: Actor, boardId: string, patch: UpdateBoardInput, ctx: CommandContext): Promise<Board> {
    const { name, visibility } = patch;
    if (name === undefined && visibility === undefined) {
      const state = authorizeBoard(actor, (await this.handler.read(boardTarget(boardId))).state, 'content.read');
      return this.answer(actor, { state, events: [] }, ctx);
    }
    // One command: a name and a visibility sent together are both stored, or neither (a refused visibility keeps
    // the old name too).
    const decided = await this.handler.handle(
      boardTarget(boardId),
      {
        type: 'EditBoard',
        data: { ...(name === undefined ? {} : { name }), ...(visibility === undefined ? {} : { visibility }) },
      },
      ctx,
      {
        authorize: (state) => {
          const board = authorizeBoard(actor, state, 'content.edit');
          if (visibility === undefined) return;
          authorize(actor, {
            action: 'content.move',
            content: boardStateAccess(board)!,
            to: { visibility, teamId: (board as Extract<BoardState, { teamId: unknown }>).teamId },
          });
        },
      },
    );
    return this.answer(actor, decided, ctx);
  }

  async delete(actor: Actor, boardId: string, ctx: CommandContext): Promise<void> {
    await this.handler.handle(boardTarget(boardId), { type: 'DeleteBoard', data: {} }, ctx, {
      authorize: (state) => authorizeBoard(actor, state, 'content.delete', { evenDeleted: true }),
    });
  }

  async undelete(actor: Actor, boardId: string, ctx: CommandContext): Promise<Board> {
    return this.answer(
      actor,
      await this.handler.handle(boardTarget(boardId), { type: 'UndeleteBoard', data: {} }, ctx, {
        authorize: (state) => authorizeBoard(actor, state, 'content.restore', { evenDeleted: true }),
      }),
      ctx,
    );
  }

  /** The token is a secret: it goes to the table only, in the same transaction as the event naming the link. */
  async createShareLink(actor: Actor, boardId: string, mode: ShareLinkMode, ctx: CommandContext): Promise<string> {
    const linkId = ctx.newId('share-link');
    const token = randomBytes(24).toString('base64url');
    await this.handler.handle(
      boardTarget(boardId),
      { type: 'CreateBoardShareLink', data: { linkId, mode, createdBy: actor?.userId ?? '' } },
      ctx,
      {
        authorize: (state) => authorizeBoard(actor, state, 'content.share'),
        alsoInTransaction: (tx) =>
          insertShareLink(tx, {
            id: linkId,
            boardId,
            token,
            mode,
            createdBy: actor!.userId,
            createdAt: new Date(ctx.metadata.at),
          }),
      },
    );
    return linkId;
  }

  async revokeShareLink(actor: Actor, boardId: string, linkId: string, ctx: CommandContext): Promise<void> {
    await this.handler.handle(
      boardTarget(boardId),
      { type: 'RevokeBoardShareLink', data: { linkId, revokedBy: actor?.userId ?? '' } },
      ctx,
      {
        authorize: (state) => authorizeBoard(actor, state, 'content.share', { evenDeleted: true }),
        alsoInTransaction: (tx) => markShareLinkRevoked(tx, linkId, new Date(ctx.metadata.at)),
      },
    );
  }

  /**
   * Brings the drawing back to `toVersion` with a new event. The update is computed from the log as read; if someone
   * stored in between, the handler's retry computes it again from the fresher log. Returns the new stream version,
   * or null when the drawing already is at that version.
   */
  async restoreVersion(actor: Actor, boardId: string, toVersion: number, ctx: CommandContext): Promise<number | null> {
    const decided = await this.handler.handle(
      boardTarget(boardId),
      async (): Promise<BoardCommand> => {
        const { versionExists, update } = await restoreFromLog(
          { db: this.db, store: this.store },
          BOARD_DRAWING,
          boardId,
          toVersion,
        );
        return { type: 'RestoreBoardVersion', data: { toVersion, update, at: ctx.metadata.at, versionExists } };
      },
      ctx,
      { authorize: (state) => authorizeBoard(actor, state, 'content.edit') },
    );
    return decided.events.length > 0 ? decided.version : null;
  }

  /** The board as the command left it; times and the version count come from its read model (or the command). */
  private async answer(
    actor: Actor,
    decided: { state: BoardState; events: readonly unknown[] },
    ctx: CommandContext,
  ): Promise<Board> {
    const state = decided.state;
    if (state.status === 'none') throw boardNotFound();
    const [stored, names] = await Promise.all([
      findBoard(this.db, state.boardId),
      displayNamesOf(this.db, [state.ownerId]),
    ]);
    const at = new Date(ctx.metadata.at);
    const row = {
      id: state.boardId,
      name: state.name,
      sport: state.sport,
      courtTemplateId: state.courtTemplateId,
      ownerId: state.ownerId,
      teamId: state.teamId,
      visibility: state.visibility,
      deleted: state.status === 'deleted',
      createdAt: stored?.createdAt ?? at,
      updatedAt: decided.events.length > 0 ? at : (stored?.updatedAt ?? at),
      versionCount: stored?.versionCount ?? 0,
      // a command on a board of an archived team is refused, so only a board that stayed where it was can be archived
      teamArchived: stored?.teamId === state.teamId ? stored.teamArchived : false,
    };
    return boardView(row, names.get(state.ownerId) ?? 'Unknown user', actor);
  }
}
