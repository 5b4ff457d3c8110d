import { Controller, Delete, Headers, HttpCode, Inject, Param, Patch, Post, Res } from '@nestjs/common';
import {
  formationInputSchema,
  formationPatchSchema,
  formationResponseContract,
  type Actor,
  type FormationDetail,
  type FormationFields,
  type FormationPatch,
} from '@sideline/domain';
import type { FastifyReply } from 'fastify';
import type { CommandContext } from '../commands/command-context';
import { expectedVersionOf, sendEtag } from '../http/if-match';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { FormationCommands } from './formation-commands';

/** Formation commands: each is decided on the formation's own stream and answers with the formation it decided. */
@Controller('api/formations')
export class FormationCommandsController {
  constructor(@Inject(FormationCommands) private readonly formations: FormationCommands) {}

  private respond(formation: FormationDetail, reply: FastifyReply) {
    sendEtag(reply, formation.version);
    return { formation };
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a formation (owned by you)',
    description:
      'Its diagram (the collab document in `documentName`) starts empty: the web client draws the court of `courtTemplateId` the first time an editor opens it.',
    tags: ['formations'],
    access: 'signed-in',
    response: formationResponseContract,
    responses: { 201: 'Created', 401: 'Sign in first' },
  })
  async create(
    @CurrentActor() actor: Actor,
    @ZodBody(formationInputSchema) fields: FormationFields,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.formations.create(actor, fields, ctx), reply);
  }

  @Patch(':id')
  @Endpoint({
    summary: 'Change some of a formation’s details (send If-Match with the ETag you loaded)',
    description:
      'Send only the fields to change (the whole form works too): one FormationEdited names each changed field; visibility and editable-by-others have events of their own and need the owner, a team admin or a site admin. Diagram edits never make the ETag stale.',
    tags: ['formations'],
    access: 'signed-in',
    response: formationResponseContract,
    responses: {
      200: 'Saved',
      400: 'Invalid fields (details.fields)',
      401: 'Sign in first',
      403: 'Not yours to edit',
      404: 'No such formation',
      409: 'Deleted',
      412: 'Changed since you loaded it (COMMAND.STALE_VERSION)',
    },
  })
  async update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(formationPatchSchema) patch: FormationPatch,
    @Headers('if-match') ifMatch: string | undefined,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.formations.edit(actor, id, patch, ctx, expectedVersionOf(ifMatch)), reply);
  }

  @Delete(':id')
  @HttpCode(204)
  @Endpoint({
    summary: 'Delete a formation (owner, team admin or site admin; restorable)',
    tags: ['formations'],
    access: 'signed-in',
    responses: { 204: 'Deleted', 401: 'Sign in first', 403: 'Not allowed', 404: 'No such formation' },
  })
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    await this.formations.delete(actor, id, ctx);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Endpoint({
    summary: 'Bring back a deleted formation (owner, team admin or site admin)',
    tags: ['formations'],
    access: 'signed-in',
    response: formationResponseContract,
    responses: { 200: 'Restored', 401: 'Sign in first', 403: 'Not allowed', 404: 'No such formation' },
  })
  async restore(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.formations.restore(actor, id, ctx), reply);
  }

  @Post(':id/duplicate')
  @HttpCode(201)
  @Endpoint({
    summary: 'Copy a formation: a private copy you own, "<name> (copy)", with its diagram as stored now',
    tags: ['formations'],
    access: 'signed-in',
    response: formationResponseContract,
    responses: {
      201: 'The copy',
      401: 'Sign in first',
      403: 'Private to someone else',
      404: 'No such formation',
      409: 'Deleted',
    },
  })
  async duplicate(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.formations.duplicate(actor, id, ctx), reply);
  }
}
