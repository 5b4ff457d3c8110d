import { Controller, Delete, Headers, HttpCode, Inject, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { formationInputSchema, formationPatchSchema, type Actor, type FormationFields, type FormationPatch } from '@sideline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { expectedVersionOf, sendEtag } from '../http/if-match';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { FormationCommands } from './formation-commands';
import { readFormationDetail } from './formation-detail';
import { formationResponseSchema } from './formation-response.schemas';

/** Formation commands: each goes through the command bus, then answers with the formation as the read model now has it. */
@Controller('api/formations')
export class FormationCommandsController {
  private readonly formations: FormationCommands;

  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {
    this.formations = new FormationCommands(deps);
  }

  private async respond(actor: Actor, formationId: string, reply: FastifyReply) {
    const formation = await readFormationDetail(this.deps.db, actor, formationId);
    sendEtag(reply, formation.version);
    return { formation };
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a formation (owned by you)',
    description: 'Its diagram (the collab document in `documentName`) starts empty: the web client draws the court of `courtTemplateId` the first time an editor opens it.',
    tags: ['formations'],
    access: 'signed-in',
    response: formationResponseSchema,
    responses: { 201: 'Created', 401: 'Sign in first' },
  })
  async create(@CurrentActor() actor: Actor, @ZodBody(formationInputSchema) fields: FormationFields, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const formationId = await this.formations.create(actor, fields, eventMetadataFor(request));
    return this.respond(actor, formationId, reply);
  }

  @Patch(':id')
  @Endpoint({
    summary: 'Change some of a formation’s details (send If-Match with the ETag you loaded)',
    description:
      'Send only the fields to change (the whole form works too): one FormationEdited names each changed field; visibility and editable-by-others have events of their own and need the owner, a team admin or a site admin. Diagram edits never make the ETag stale.',
    tags: ['formations'],
    access: 'signed-in',
    response: formationResponseSchema,
    responses: { 200: 'Saved', 400: 'Invalid fields (details.fields)', 401: 'Sign in first', 403: 'Not yours to edit', 404: 'No such formation', 409: 'Deleted', 412: 'Changed since you loaded it (COMMAND.STALE_VERSION)' },
  })
  async update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(formationPatchSchema) patch: FormationPatch,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.formations.edit(actor, id, patch, eventMetadataFor(request), expectedVersionOf(ifMatch));
    return this.respond(actor, id, reply);
  }

  @Delete(':id')
  @HttpCode(204)
  @Endpoint({ summary: 'Delete a formation (owner, team admin or site admin; restorable)', tags: ['formations'], access: 'signed-in', responses: { 204: 'Deleted', 401: 'Sign in first', 403: 'Not allowed', 404: 'No such formation' } })
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() request: FastifyRequest) {
    await this.formations.delete(actor, id, eventMetadataFor(request));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Endpoint({ summary: 'Bring back a deleted formation (owner, team admin or site admin)', tags: ['formations'], access: 'signed-in', response: formationResponseSchema, responses: { 200: 'Restored', 401: 'Sign in first', 403: 'Not allowed', 404: 'No such formation' } })
  async restore(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.formations.restore(actor, id, eventMetadataFor(request));
    return this.respond(actor, id, reply);
  }

  @Post(':id/duplicate')
  @HttpCode(201)
  @Endpoint({
    summary: 'Copy a formation: a private copy you own, "<name> (copy)", with its diagram as stored now',
    tags: ['formations'],
    access: 'signed-in',
    response: formationResponseSchema,
    responses: { 201: 'The copy', 401: 'Sign in first', 403: 'Private to someone else', 404: 'No such formation', 409: 'Deleted' },
  })
  async duplicate(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const copyId = await this.formations.duplicate(actor, id, eventMetadataFor(request));
    return this.respond(actor, copyId, reply);
  }
}
