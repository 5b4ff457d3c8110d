import {
  BOARD_DOCUMENT_EVENT_TYPES,
  BOARD_STREAM_TYPE,
  DomainError,
  authorize,
  boardDecider,
  boardStreamId,
  isDocumentVersion,
  notFound,
  type Actor,
  type BoardCommand,
  type CreateBoardFields,
  type EventMetadata,
  type ShareLinkMode,
  type UpdateBoardInput,
} from '@sideline/domain';
import { ALL_PROJECTIONS, boardAccessOf, findBoard, insertShareLink, latestBoardSnapshot, markShareLinkRevoked, projectionNamesFor } from '@sideline/projections';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '@sideline/eventstore';
import type { ApiDeps } from '../api-deps';
import type { CommandResult } from '../commands/command-bus';
import { restoreUpdate, toBase64 } from '../documents/document-history';

const boardTarget = (boardId: string) => ({ streamId: boardStreamId(boardId), streamType: BOARD_STREAM_TYPE, decider: boardDecider });
const RETRIES = 5;
const isVersionClash = (error: unknown) => error instanceof DomainError && (error.code === 'COMMAND.CONCURRENT_EDIT' || error.code === 'COMMAND.STALE_VERSION');

/**
 * Board use cases: find the board in the read model, ask the policy, then send the command through the bus.
 * The board's stream also receives the collab server's drawing updates, so appends here meet theirs: the bus re-reads
 * and re-decides, and the multi-step ones below retry the same way.
 */
export class BoardCommands {
  constructor(private readonly deps: Pick<ApiDeps, 'db' | 'commands' | 'store' | 'watcher'>) {}

  async create(actor: Actor, fields: CreateBoardFields, metadata: EventMetadata): Promise<string> {
    authorize(actor, { action: 'content.create', teamId: fields.teamId });
    const boardId = randomUUID();
    await this.send(boardId, { type: 'CreateBoard', data: { boardId, ownerId: actor!.userId, ...fields } }, metadata);
    return boardId;
  }

  /** Renaming takes edit rights; changing who can see it takes the right to share it. */
  async update(actor: Actor, boardId: string, patch: UpdateBoardInput, metadata: EventMetadata) {
    const content = await this.accessOf(boardId);
    if (patch.name !== undefined) authorize(actor, { action: 'content.edit', content });
    if (patch.visibility !== undefined) authorize(actor, { action: 'content.share', content });
    if (patch.name !== undefined) await this.send(boardId, { type: 'RenameBoard', data: { name: patch.name } }, metadata);
    if (patch.visibility !== undefined) await this.send(boardId, { type: 'ChangeBoardVisibility', data: { visibility: patch.visibility } }, metadata);
  }

  async delete(actor: Actor, boardId: string, metadata: EventMetadata) {
    authorize(actor, { action: 'content.delete', content: await this.accessOf(boardId) });
    await this.send(boardId, { type: 'DeleteBoard', data: {} }, metadata);
  }

  async undelete(actor: Actor, boardId: string, metadata: EventMetadata) {
    authorize(actor, { action: 'content.restore', content: await this.accessOf(boardId) });
    await this.send(boardId, { type: 'UndeleteBoard', data: {} }, metadata);
  }

  /** The token is a secret: it goes to the table only, in the same transaction as the event naming the link. */
  async createShareLink(actor: Actor, boardId: string, mode: ShareLinkMode, metadata: EventMetadata): Promise<string> {
    authorize(actor, { action: 'content.share', content: await this.accessOf(boardId) });
    const linkId = randomUUID();
    const token = randomBytes(24).toString('base64url');
    await this.inTransaction(async (tx) => {
      await insertShareLink(tx, { id: linkId, boardId, token, mode, createdBy: actor!.userId, createdAt: new Date(metadata.at) });
      return this.deps.commands.handle(boardTarget(boardId), { type: 'CreateBoardShareLink', data: { linkId, mode, createdBy: actor!.userId } }, metadata, { tx });
    });
    return linkId;
  }

  async revokeShareLink(actor: Actor, boardId: string, linkId: string, metadata: EventMetadata) {
    authorize(actor, { action: 'content.share', content: await this.accessOf(boardId) });
    await this.inTransaction(async (tx) => {
      const result = await this.deps.commands.handle(boardTarget(boardId), { type: 'RevokeBoardShareLink', data: { linkId, revokedBy: actor!.userId } }, metadata, { tx });
      await markShareLinkRevoked(tx, linkId, new Date(metadata.at));
      return result;
    });
  }

  /**
   * Brings the drawing back to `toVersion` with a new event. The update is computed from the log as read; if someone
   * stored in between, it is computed again from the fresher log (bounded).
   * Returns the new stream version, or null when the drawing already is at that version.
   */
  async restoreVersion(actor: Actor, boardId: string, toVersion: number, metadata: EventMetadata): Promise<number | null> {
    authorize(actor, { action: 'content.edit', content: await this.accessOf(boardId) });
    // Before the version, so its own event is among those read (and checked to be a drawing version).
    const snapshot = await latestBoardSnapshot(this.deps.db, boardId, toVersion - 1);
    for (let attempt = 0; ; attempt++) {
      const stream = await this.deps.store.readStream(boardStreamId(boardId), { fromVersion: snapshot ? snapshot.upToVersion + 1 : 1 });
      const events = stream.events.map((e) => ({ version: e.streamVersion, type: e.type, data: e.data }));
      const target = events.find((e) => e.version === toVersion);
      const versionExists = target !== undefined && isDocumentVersion(target.type, BOARD_DOCUMENT_EVENT_TYPES);
      const update = versionExists ? toBase64(restoreUpdate(events, BOARD_DOCUMENT_EVENT_TYPES, toVersion)) : '';
      try {
        const result = await this.deps.commands.handle(
          boardTarget(boardId),
          { type: 'RestoreBoardVersion', data: { toVersion, update, at: metadata.at, versionExists } },
          metadata,
          { expectedVersion: stream.version },
        );
        return result.events.length > 0 ? result.version : null;
      } catch (error) {
        if (isVersionClash(error) && attempt < RETRIES) continue;
        throw error;
      }
    }
  }

  private async accessOf(boardId: string) {
    const board = await findBoard(this.deps.db, boardId);
    if (!board) throw notFound('BOARD.NOT_FOUND', 'There is no such board.');
    return boardAccessOf(board);
  }

  private send(boardId: string, command: BoardCommand, metadata: EventMetadata) {
    return this.deps.commands.handle(boardTarget(boardId), command, metadata);
  }

  /** A command with an ordinary-table write, atomically; a version clash with a drawing store retries the whole. */
  private async inTransaction<E extends { type: string }, S>(work: (tx: Queryable) => Promise<CommandResult<E, S>>) {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.deps.db.transaction(work);
        if (result.position) await this.deps.watcher.waitFor(result.position, projectionNamesFor(ALL_PROJECTIONS, result.events.map((e) => e.type)));
        return result;
      } catch (error) {
        if (isVersionClash(error) && attempt < RETRIES) continue;
        throw error;
      }
    }
  }
}
