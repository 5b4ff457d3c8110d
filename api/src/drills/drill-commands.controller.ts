import { Controller, Delete, Headers, HttpCode, Inject, Param, Post, Put, Req, Res } from '@nestjs/common';
import { drillInputSchema, entityIdSchema, voteInputSchema, type Actor, type DrillFields } from '@sideline/domain';
import { drillVoteTally } from '@sideline/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { DrillCommands } from './drill-commands';
import { drillNotFound, readDrillDetail } from './drill-detail';
import { drillResponseSchema, voteResponseSchema } from './drill-response.schemas';
import { expectedVersionOf, sendEtag } from '../http/if-match';

export const setVariationSchema = z.object({
  parentId: z.union([entityIdSchema, z.null()], { error: 'Give the parent drill’s id, or null to make it a drill of its own.' }),
});

/** Drill commands: each goes through the command bus, then answers with the drill as the read model now has it. */
@Controller('api/drills')
export class DrillCommandsController {
  private readonly drills: DrillCommands;

  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {
    this.drills = new DrillCommands(deps);
  }

  private async respond(actor: Actor, drillId: string, reply: FastifyReply) {
    const drill = await readDrillDetail(this.deps.db, actor, drillId);
    sendEtag(reply, drill.version);
    return { drill };
  }

  @Post()
  @HttpCode(201)
  @Endpoint({ summary: 'Create a drill (owned by you)', tags: ['drills'], access: 'signed-in', response: drillResponseSchema, responses: { 201: 'Created', 401: 'Sign in first' } })
  async create(@CurrentActor() actor: Actor, @ZodBody(drillInputSchema) fields: DrillFields, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const drillId = await this.drills.create(actor, fields, eventMetadataFor(request));
    return this.respond(actor, drillId, reply);
  }

  @Put(':id')
  @Endpoint({
    summary: 'Save the whole drill form (send If-Match with the ETag you loaded)',
    description: 'Only the fields that changed are recorded (one DrillEdited event naming each field, plus visibility, editability and variation events).',
    tags: ['drills'],
    access: 'signed-in',
    response: drillResponseSchema,
    responses: { 200: 'Saved', 401: 'Sign in first', 403: 'Not yours to edit', 404: 'No such drill', 409: 'Deleted', 412: 'Changed since you loaded it (COMMAND.STALE_VERSION)' },
  })
  async update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(drillInputSchema) fields: DrillFields,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.drills.update(actor, id, fields, eventMetadataFor(request), expectedVersionOf(ifMatch));
    return this.respond(actor, id, reply);
  }

  @Delete(':id')
  @HttpCode(204)
  @Endpoint({ summary: 'Delete a drill (owner, team admin or site admin; restorable)', tags: ['drills'], access: 'signed-in', responses: { 204: 'Deleted', 401: 'Sign in first', 403: 'Not allowed', 404: 'No such drill' } })
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() request: FastifyRequest) {
    await this.drills.delete(actor, id, eventMetadataFor(request));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Endpoint({ summary: 'Restore a deleted drill', tags: ['drills'], access: 'signed-in', response: drillResponseSchema, responses: { 200: 'Restored', 401: 'Sign in first', 403: 'Not allowed', 404: 'No such drill' } })
  async restore(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.drills.restore(actor, id, eventMetadataFor(request));
    return this.respond(actor, id, reply);
  }

  @Put(':id/variation')
  @Endpoint({
    summary: 'Make the drill a variation of another (one level deep), or of none',
    tags: ['drills'],
    access: 'signed-in',
    response: drillResponseSchema,
    responses: { 200: 'Changed', 400: 'Not a possible parent (details.fields.variationOf says why)', 403: 'Not yours to edit', 404: 'No such drill', 409: 'Deleted' },
  })
  async setVariation(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(setVariationSchema) body: z.output<typeof setVariationSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    await this.drills.setVariation(actor, id, body.parentId, eventMetadataFor(request));
    return this.respond(actor, id, reply);
  }

  @Post(':id/duplicate')
  @HttpCode(201)
  @Endpoint({ summary: 'Copy a drill: a private copy you own, in the same variation family', tags: ['drills'], access: 'signed-in', response: drillResponseSchema, responses: { 201: 'The copy', 401: 'Sign in first', 404: 'No such drill' } })
  async duplicate(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const copyId = await this.drills.duplicate(actor, id, eventMetadataFor(request));
    return this.respond(actor, copyId, reply);
  }

  @Put(':id/vote')
  @Endpoint({ summary: 'Vote on a drill: 1 up, -1 down, 0 takes your vote back', tags: ['drills'], access: 'signed-in', response: voteResponseSchema, responses: { 200: 'Totals and your vote', 401: 'Sign in first', 404: 'No such drill', 409: 'Deleted' } })
  async vote(@CurrentActor() actor: Actor, @Param('id') id: string, @ZodBody(voteInputSchema) body: z.output<typeof voteInputSchema>, @Req() request: FastifyRequest) {
    await this.drills.vote(actor, id, body.value, eventMetadataFor(request));
    const tally = await drillVoteTally(this.deps.db, id, actor?.userId ?? null);
    if (!tally) throw drillNotFound();
    return tally;
  }
}
