import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  FORMATION_DOCUMENT_EVENT_TYPES,
  diagramVersionContract,
  isDocumentVersion,
  notFound,
  restoreFormationVersionSchema,
  type Actor,
} from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { displayNamesOf, listFormationVersions } from '@sideline/projections';
import { z } from 'zod';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { documentAt, toBase64 } from '../documents/document-history';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, parseInput } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { FormationCommands } from './formation-commands';
import { readableFormationFacts } from './formation-detail';
import { diagramEvents } from './formation-diagram';
import { formationVersionParamSchema } from './formation-list.schemas';

/** The diagram's history: every stored version, the diagram at one of them (the slider), and restoring one. */
@Controller('api/formations')
export class FormationVersionsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FormationCommands) private readonly commands: FormationCommands,
  ) {}

  @Get(':id/versions')
  @Endpoint({
    summary: "Every stored version of a formation's diagram, oldest first, with who edited",
    tags: ['formations'],
    response: z.strictObject({ items: z.array(diagramVersionContract) }),
  })
  async list(@CurrentActor() actor: Actor, @Param('id') id: string) {
    await readableFormationFacts(this.db, actor, id);
    const versions = await listFormationVersions(this.db, id);
    const names = await displayNamesOf(this.db, [...new Set(versions.flatMap((v) => v.editors))]);
    return {
      items: versions.map((v) => ({
        version: v.version,
        kind: v.kind,
        at: new Date(v.at).toISOString(),
        editors: v.editors.map((editorId) => ({ id: editorId, name: names.get(editorId) ?? 'Unknown user' })),
        restoredFrom: v.restoredFrom,
      })),
    };
  }

  @Get(':id/versions/:version')
  @Endpoint({
    summary: 'The diagram at one version, as a base64 Yjs update (apply it to an empty Y.Doc; y-excalidraw layout)',
    tags: ['formations'],
    responses: { 200: 'OK', 400: 'Not a version number', 404: 'No such formation or version' },
    response: z.strictObject({ version: z.number().int(), update: z.string().describe('base64 Yjs update') }),
  })
  async at(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('version') rawVersion: string) {
    const { version } = parseInput(formationVersionParamSchema, { version: rawVersion }, 'query');
    await readableFormationFacts(this.db, actor, id);
    const { events } = await diagramEvents({ db: this.db, store: this.store }, id, {
      atVersion: version,
      toVersion: version,
    });
    const target = events.find((e) => e.version === version);
    if (!target || !isDocumentVersion(target.type, FORMATION_DOCUMENT_EVENT_TYPES)) {
      throw notFound(
        'FORMATION.VERSION_NOT_FOUND',
        `Version ${version} is not a saved version of this formation’s diagram.`,
      );
    }
    return { version, update: toBase64(documentAt(events, FORMATION_DOCUMENT_EVENT_TYPES, version)) };
  }

  @Post(':id/restore-version')
  @HttpCode(200)
  @Endpoint({
    summary: 'Bring the diagram back to an earlier version, as a new version (open editors see it live)',
    tags: ['formations'],
    access: 'signed-in',
    responses: {
      200: 'Restored (restored: false when it already was at that version)',
      403: 'No edit rights',
      404: 'No such formation or version',
      409: 'Deleted',
    },
    response: z.strictObject({ restored: z.boolean(), version: z.number().int().nullable() }),
  })
  async restore(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(restoreFormationVersionSchema) body: z.output<typeof restoreFormationVersionSchema>,
    @Command() ctx: CommandContext,
  ) {
    const version = await this.commands.restoreDiagramVersion(actor, id, body.version, ctx);
    return { restored: version !== null, version };
  }
}
