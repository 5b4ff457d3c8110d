import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { FORMATION_DOCUMENT_EVENT_TYPES, isDocumentVersion, notFound, restoreFormationVersionSchema, type Actor } from '@sideline/domain';
import { displayNamesOf, listFormationVersions } from '@sideline/projections';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { documentAt, toBase64 } from '../boards/board-document-history';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody, parseInput } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { FormationCommands } from './formation-commands';
import { readableFormationFacts } from './formation-detail';
import { diagramEvents } from './formation-diagram';
import { formationVersionParamSchema } from './formation-list.schemas';
import { formationVersionSchema } from './formation-response.schemas';

/** The diagram's history: every stored version, the diagram at one of them (the slider), and restoring one. */
@Controller('api/formations')
export class FormationVersionsController {
  private readonly commands: FormationCommands;

  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {
    this.commands = new FormationCommands(deps);
  }

  @Get(':id/versions')
  @Endpoint({ summary: "Every stored version of a formation's diagram, oldest first, with who edited", tags: ['formations'], response: z.object({ items: z.array(formationVersionSchema) }) })
  async list(@CurrentActor() actor: Actor, @Param('id') id: string) {
    await readableFormationFacts(this.deps.db, actor, id);
    const versions = await listFormationVersions(this.deps.db, id);
    const names = await displayNamesOf(this.deps.db, [...new Set(versions.flatMap((v) => v.editors))]);
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
    response: z.object({ version: z.number(), update: z.string() }),
  })
  async at(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('version') rawVersion: string) {
    const { version } = parseInput(formationVersionParamSchema, { version: rawVersion }, 'query');
    await readableFormationFacts(this.deps.db, actor, id);
    const { events } = await diagramEvents(this.deps, id, { atVersion: version, toVersion: version });
    const target = events.find((e) => e.version === version);
    if (!target || !isDocumentVersion(target.type, FORMATION_DOCUMENT_EVENT_TYPES)) {
      throw notFound('FORMATION.VERSION_NOT_FOUND', `Version ${version} is not a saved version of this formation’s diagram.`);
    }
    return { version, update: toBase64(documentAt(events, FORMATION_DOCUMENT_EVENT_TYPES, version)) };
  }

  @Post(':id/restore-version')
  @HttpCode(200)
  @Endpoint({
    summary: 'Bring the diagram back to an earlier version, as a new version (open editors see it live)',
    tags: ['formations'],
    access: 'signed-in',
    responses: { 200: 'Restored (restored: false when it already was at that version)', 403: 'No edit rights', 404: 'No such formation or version', 409: 'Deleted' },
    response: z.object({ restored: z.boolean(), version: z.number().nullable() }),
  })
  async restore(@CurrentActor() actor: Actor, @Param('id') id: string, @ZodBody(restoreFormationVersionSchema) body: z.output<typeof restoreFormationVersionSchema>, @Req() request: FastifyRequest) {
    const version = await this.commands.restoreDiagramVersion(actor, id, body.version, eventMetadataFor(request));
    return { restored: version !== null, version };
  }
}
