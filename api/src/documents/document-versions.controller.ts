import { Controller, Get, HttpCode, Inject, Param, Post, type Type } from '@nestjs/common';
import { notFound, restoreDocumentVersionSchema, type Actor } from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { displayNamesOf, listDocumentVersions, type DocumentVersionRow } from '@sideline/projections';
import { z } from 'zod';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, parseInput } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { documentAtVersion, type DocumentLog } from './document-log';
import { toBase64 } from './document-history';

export const documentVersionParamSchema = z.object({
  version: z.coerce
    .number({ error: 'Versions are numbers.' })
    .int('Versions are whole numbers.')
    .min(1, 'Versions start at 1.')
    .max(2_147_483_647),
});

/** What differs between the histories of live documents: where they live, what they are called, who may read them. */
export interface DocumentVersionsKind<C> {
  /** the resource's route, e.g. `api/boards` */
  path: string;
  tag: string;
  /** "board", "formation" */
  noun: string;
  /** what the document is called ("drawing"), and in messages ("this formation’s diagram") */
  document: { short: string; long: string };
  log: DocumentLog;
  /** one version in the list, as the contract has it */
  versionContract: z.ZodType;
  /** what a version says beyond the shared fields */
  versionExtras?: (row: DocumentVersionRow) => Record<string, unknown>;
  /** the stable code of a version the log does not have, e.g. BOARD.VERSION_NOT_FOUND */
  notFoundCode: string;
  /** throws the resource's not-found or forbidden error when the actor may not read it */
  assertReadable: (db: Database, actor: Actor, id: string) => Promise<unknown>;
  commands: Type<C>;
  /** the new stream version, or null when the document already was at that version */
  restore: (commands: C, actor: Actor, id: string, version: number, ctx: CommandContext) => Promise<number | null>;
}

/**
 * A live document's history (boards' drawings, formations' diagrams): every stored version with who edited, the
 * document at one of them (the history slider) and restoring one as a new version. One controller per kind.
 */
export function documentVersionsController<C>(kind: DocumentVersionsKind<C>): Type<unknown> {
  const { tag, noun, document } = kind;

  @Controller(kind.path)
  class DocumentVersionsController {
    constructor(
      @Inject(DATABASE) readonly db: Database,
      @Inject(EVENT_STORE) readonly store: EventStore,
      @Inject(kind.commands) readonly commands: C,
    ) {}

    @Get(':id/versions')
    @Endpoint({
      summary: `Every stored version of the ${noun}’s ${document.short}, oldest first, with who edited`,
      tags: [tag],
      response: z.strictObject({ items: z.array(kind.versionContract) }),
    })
    async list(@CurrentActor() actor: Actor, @Param('id') id: string) {
      await kind.assertReadable(this.db, actor, id);
      const versions = await listDocumentVersions(this.db, kind.log.tables, id);
      const names = await displayNamesOf(this.db, [...new Set(versions.flatMap((v) => v.editors))]);
      return {
        items: versions.map((v) => ({
          version: v.version,
          kind: v.kind,
          at: new Date(v.at).toISOString(),
          editors: v.editors.map((editorId) => ({ id: editorId, name: names.get(editorId) ?? 'Unknown user' })),
          ...kind.versionExtras?.(v),
          restoredFrom: v.restoredFrom,
        })),
      };
    }

    @Get(':id/versions/:version')
    @Endpoint({
      summary: `The ${document.short} at one version, as a base64 Yjs update (apply it to an empty Y.Doc)`,
      tags: [tag],
      responses: { 200: 'OK', 400: 'Not a version number', 404: `No such ${noun} or version` },
      response: z.strictObject({ version: z.number().int(), update: z.string().describe('base64 Yjs update') }),
    })
    async at(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('version') rawVersion: string) {
      const { version } = parseInput(documentVersionParamSchema, { version: rawVersion }, 'query');
      await kind.assertReadable(this.db, actor, id);
      // A history read, straight from the log, from the latest snapshot that can serve.
      const update = await documentAtVersion({ db: this.db, store: this.store }, kind.log, id, version);
      if (!update) throw notFound(kind.notFoundCode, `Version ${version} is not a saved version of ${document.long}.`);
      return { version, update: toBase64(update) };
    }

    @Post(':id/restore-version')
    @HttpCode(200)
    @Endpoint({
      summary: `Bring the ${document.short} back to an earlier version, as a new version (open editors see it live)`,
      tags: [tag],
      access: 'signed-in',
      responses: {
        200: 'Restored (restored: false when it already was at that version)',
        403: 'No edit rights',
        404: `No such ${noun} or version`,
        409: 'Deleted',
      },
      response: z.strictObject({ restored: z.boolean(), version: z.number().int().nullable() }),
    })
    async restore(
      @CurrentActor() actor: Actor,
      @Param('id') id: string,
      @ZodBody(restoreDocumentVersionSchema) body: z.output<typeof restoreDocumentVersionSchema>,
      @Command() ctx: CommandContext,
    ) {
      const version = await kind.restore(this.commands, actor, id, body.version, ctx);
      return { restored: version !== null, version };
    }
  }

  // named after its kind (BoardVersionsController), as a hand-written controller would be
  const name = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}VersionsController`;
  Object.defineProperty(DocumentVersionsController, 'name', { value: name });
  return DocumentVersionsController;
}
