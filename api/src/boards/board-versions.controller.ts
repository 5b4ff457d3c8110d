import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  BOARD_DOCUMENT_EVENT_TYPES,
  boardStreamId,
  boardVersionContract,
  isDocumentVersion,
  notFound,
  restoreBoardVersionSchema,
  type Actor,
} from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { displayNamesOf, latestBoardSnapshot, listBoardVersions } from '@sideline/projections';
import { z } from 'zod';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, parseInput } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { BoardCommands } from './board-commands';
import { documentAt, toBase64 } from '../documents/document-history';
import { readableBoard } from './board-views';
import { versionParamSchema } from './boards.schemas';

/** The drawing's history: every stored version, the drawing at one of them (the slider), and restoring one. */
@Controller('api/boards')
export class BoardVersionsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(BoardCommands) private readonly commands: BoardCommands,
  ) {}

  @Get(':id/versions')
  @Endpoint({
    summary: "Every stored version of a board's drawing, oldest first, with who edited",
    tags: ['boards'],
    response: z.strictObject({ items: z.array(boardVersionContract) }),
  })
  async list(@CurrentActor() actor: Actor, @Param('id') id: string) {
    await readableBoard(this.db, actor, id);
    const versions = await listBoardVersions(this.db, id);
    const names = await displayNamesOf(this.db, [...new Set(versions.flatMap((v) => v.editors))]);
    return {
      items: versions.map((v) => ({
        version: v.version,
        kind: v.kind,
        at: new Date(v.at).toISOString(),
        editors: v.editors.map((editorId) => ({ id: editorId, name: names.get(editorId) ?? 'Unknown user' })),
        guestEdits: v.guestLinkIds.length > 0,
        restoredFrom: v.restoredFrom,
      })),
    };
  }

  @Get(':id/versions/:version')
  @Endpoint({
    summary: 'The drawing at one version, as a base64 Yjs update (apply it to an empty Y.Doc)',
    tags: ['boards'],
    responses: { 200: 'OK', 400: 'Not a version number', 404: 'No such board or version' },
    response: z.strictObject({ version: z.number().int(), update: z.string().describe('base64 Yjs update') }),
  })
  async at(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('version') rawVersion: string) {
    const { version } = parseInput(versionParamSchema, { version: rawVersion }, 'query');
    await readableBoard(this.db, actor, id);
    // A history read, straight from the log: from the latest snapshot before that version (before, so the version's
    // own event is read too and can be checked), up to the version or the snapshot, whichever comes later.
    const snapshot = await latestBoardSnapshot(this.db, id, version - 1);
    const stream = await this.store.readStream(boardStreamId(id), {
      fromVersion: snapshot ? snapshot.upToVersion + 1 : 1,
      toVersion: Math.max(version, snapshot?.version ?? 0),
    });
    const events = stream.events.map((e) => ({ version: e.streamVersion, type: e.type, data: e.data }));
    const target = events.find((e) => e.version === version);
    if (!target || !isDocumentVersion(target.type, BOARD_DOCUMENT_EVENT_TYPES))
      throw notFound('BOARD.VERSION_NOT_FOUND', `Version ${version} is not a saved version of this board.`);
    return { version, update: toBase64(documentAt(events, BOARD_DOCUMENT_EVENT_TYPES, version)) };
  }

  @Post(':id/restore-version')
  @HttpCode(200)
  @Endpoint({
    summary: 'Bring the drawing back to an earlier version, as a new version (open editors see it live)',
    tags: ['boards'],
    access: 'signed-in',
    responses: {
      200: 'Restored (restored: false when it already was at that version)',
      403: 'No edit rights',
      404: 'No such board or version',
      409: 'Deleted',
    },
    response: z.strictObject({ restored: z.boolean(), version: z.number().int().nullable() }),
  })
  async restore(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(restoreBoardVersionSchema) body: z.output<typeof restoreBoardVersionSchema>,
    @Command() ctx: CommandContext,
  ) {
    const version = await this.commands.restoreVersion(actor, id, body.version, ctx);
    return { restored: version !== null, version };
  }
}
