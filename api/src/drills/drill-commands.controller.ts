import { Controller, Delete, Headers, HttpCode, Inject, Param, Patch, Post, Put, Res } from '@nestjs/common';
import {
  drillInputSchema,
  drillPatchSchema,
  drillResponseContract,
  entityIdSchema,
  voteInputSchema,
  voteResponseContract,
  type Actor,
  type DrillDetail,
  type DrillFields,
  type DrillPatch,
} from '@sideline/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { expectedVersionOf, sendEtag } from '../http/if-match';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { DrillCommands } from './drill-commands';

export const setVariationSchema = z.object({
  parentId: z.union([entityIdSchema, z.null()], {
    error: 'Give the parent drill’s id, or null to make it a drill of its own.',
  }),
});

/** Drill commands: each is decided on the drill's own stream and answers with the drill it decided. */
@Controller('api/drills')
export class DrillCommandsController {
  constructor(@Inject(DrillCommands) private readonly drills: DrillCommands) {}

  private respond(drill: DrillDetail, reply: FastifyReply) {
    sendEtag(reply, drill.version);
    return { drill };
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a drill (owned by you)',
    tags: ['drills'],
    access: 'signed-in',
    response: drillResponseContract,
    responses: { 201: 'Created', 401: 'Sign in first' },
  })
  async create(
    @CurrentActor() actor: Actor,
    @ZodBody(drillInputSchema) fields: DrillFields,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.drills.create(actor, fields, ctx), reply);
  }

  @Put(':id')
  @Endpoint({
    summary: 'Save the whole drill form (send If-Match with the ETag you loaded)',
    description:
      'Only the fields that changed are recorded (one DrillEdited event naming each field, plus visibility, editability and variation events).',
    tags: ['drills'],
    access: 'signed-in',
    response: drillResponseContract,
    responses: {
      200: 'Saved',
      401: 'Sign in first',
      403: 'Not yours to edit',
      404: 'No such drill',
      409: 'Deleted',
      412: 'Changed since you loaded it (COMMAND.STALE_VERSION)',
    },
  })
  async update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(drillInputSchema) fields: DrillFields,
    @Headers('if-match') ifMatch: string | undefined,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.drills.update(actor, id, fields, ctx, expectedVersionOf(ifMatch)), reply);
  }

  @Patch(':id')
  @Endpoint({
    summary: 'Change some of a drill’s fields (the drill form sends only what its user changed)',
    description:
      'Any subset of the form’s fields, at least one (`drillPatchSchema`); the others stay as they are now, so two people changing different fields never overwrite each other. Rules that span fields (lengths, players, team visibility, the sport’s positions and drill types) are checked on the drill with the patch applied. `If-Match` is optional.',
    tags: ['drills'],
    access: 'signed-in',
    response: drillResponseContract,
    responses: {
      200: 'Saved',
      400: 'A field, or a rule across fields, is not met (DRILL.INVALID_FIELDS, details.fields)',
      401: 'Sign in first',
      403: 'Not yours to edit',
      404: 'No such drill',
      409: 'Deleted',
      412: 'Changed since you loaded it (COMMAND.STALE_VERSION), only when If-Match was sent',
    },
  })
  async edit(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(drillPatchSchema) patch: DrillPatch,
    @Headers('if-match') ifMatch: string | undefined,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.drills.edit(actor, id, patch, ctx, expectedVersionOf(ifMatch)), reply);
  }

  @Delete(':id')
  @HttpCode(204)
  @Endpoint({
    summary: 'Delete a drill (owner, team admin or site admin; restorable)',
    tags: ['drills'],
    access: 'signed-in',
    responses: { 204: 'Deleted', 401: 'Sign in first', 403: 'Not allowed', 404: 'No such drill' },
  })
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    await this.drills.delete(actor, id, ctx);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Endpoint({
    summary: 'Restore a deleted drill',
    tags: ['drills'],
    access: 'signed-in',
    response: drillResponseContract,
    responses: { 200: 'Restored', 401: 'Sign in first', 403: 'Not allowed', 404: 'No such drill' },
  })
  async restore(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.drills.restore(actor, id, ctx), reply);
  }

  @Put(':id/variation')
  @Endpoint({
    summary: 'Make the drill a variation of another (one level deep), or of none',
    tags: ['drills'],
    access: 'signed-in',
    response: drillResponseContract,
    responses: {
      200: 'Changed',
      400: 'Not a possible parent (details.fields.variationOf says why)',
      403: 'Not yours to edit',
      404: 'No such drill',
      409: 'Deleted',
    },
  })
  async setVariation(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(setVariationSchema) body: z.output<typeof setVariationSchema>,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.drills.setVariation(actor, id, body.parentId, ctx), reply);
  }

  @Post(':id/duplicate')
  @HttpCode(201)
  @Endpoint({
    summary: 'Copy a drill: a private copy you own, in the same variation family',
    tags: ['drills'],
    access: 'signed-in',
    response: drillResponseContract,
    responses: { 201: 'The copy', 401: 'Sign in first', 404: 'No such drill' },
  })
  async duplicate(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.respond(await this.drills.duplicate(actor, id, ctx), reply);
  }

  @Put(':id/vote')
  @Endpoint({
    summary: 'Vote on a drill: 1 up, -1 down, 0 takes your vote back',
    tags: ['drills'],
    access: 'signed-in',
    response: voteResponseContract,
    responses: { 200: 'Totals and your vote', 401: 'Sign in first', 404: 'No such drill', 409: 'Deleted' },
  })
  async vote(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(voteInputSchema) body: z.output<typeof voteInputSchema>,
    @Command() ctx: CommandContext,
  ) {
    return this.drills.vote(actor, id, body.value, ctx);
  }
}
