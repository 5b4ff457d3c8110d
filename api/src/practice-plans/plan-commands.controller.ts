import { Controller, Delete, Headers, HttpCode, Inject, Param, Post, Put, Res } from '@nestjs/common';
import {
  planCommandInputSchema,
  planCommandResponseContract,
  planResponseContract,
  planUndoResponseContract,
  voteInputSchema,
  voteResponseContract,
  type Actor,
  type PlanCommandFields,
  type PlanDetail,
} from '@sideline/domain';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { expectedVersionOf, sendEtag } from '../http/if-match';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { PlanCommands } from './plan-commands';

/**
 * Plan commands: each is decided on the plan's own stream and answers with the plan it decided (never waiting for a
 * read model).
 */
@Controller('api/practice-plans')
export class PlanCommandsController {
  constructor(@Inject(PlanCommands) private readonly plans: PlanCommands) {}

  private withEtag(reply: FastifyReply, plan: PlanDetail) {
    sendEtag(reply, plan.version);
    return { plan };
  }

  @Post(':id/commands')
  @HttpCode(200)
  @Endpoint({
    summary: 'Apply one editor command (a discriminated union on `type`)',
    description:
      'Intent commands (AddItem, MoveItem, SetItemDuration, GroupIntoParallelBlock, …): concurrent commands on different items never conflict (the server re-decides on the fresh plan). A command on an item, section, lane or block that a co-editor removed is a 409 with PLAN.ITEM_NOT_FOUND / PLAN.SECTION_NOT_FOUND / PLAN.LANE_NOT_FOUND / PLAN.BLOCK_NOT_FOUND and a message to show as is. `If-Match` is optional (412 when stale). The change goes on your undo stack.',
    tags: ['practice-plans'],
    access: 'signed-in',
    response: planCommandResponseContract,
    responses: {
      200: 'Applied (changed: false when it changed nothing)',
      400: 'Invalid command (details.fields), bad duration (PLAN.INVALID_DURATION), drill you cannot open (PLAN.DRILL_NOT_AVAILABLE)…',
      401: 'Sign in first',
      403: 'Not yours to edit',
      404: 'No such plan',
      409: 'The part of the plan is gone, the plan was deleted, or it would be too big',
      412: 'If-Match is stale',
    },
  })
  async command(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(planCommandInputSchema) input: PlanCommandFields,
    @Headers('if-match') ifMatch: string | undefined,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { changed, plan } = await this.plans.edit(actor, id, input, ctx, expectedVersionOf(ifMatch));
    return { changed, version: plan.version, ...this.withEtag(reply, plan) };
  }

  @Post(':id/undo')
  @HttpCode(200)
  @Endpoint({
    summary: "Undo your own last change to this plan (never someone else's)",
    tags: ['practice-plans'],
    access: 'signed-in',
    response: planUndoResponseContract,
    responses: {
      200: 'Undone',
      401: 'Sign in first',
      403: 'Not yours to edit',
      409: 'PLAN.NOTHING_TO_UNDO, or PLAN.UNDO_NOT_POSSIBLE when what it would take back is gone (the step is dropped)',
    },
  })
  async undo(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { label, plan } = await this.plans.undoOrRedo(actor, id, 'undo', ctx);
    return { label, version: plan.version, ...this.withEtag(reply, plan) };
  }

  @Post(':id/redo')
  @HttpCode(200)
  @Endpoint({
    summary: 'Redo the change you last undid',
    tags: ['practice-plans'],
    access: 'signed-in',
    response: planUndoResponseContract,
    responses: { 200: 'Redone', 409: 'PLAN.NOTHING_TO_REDO or PLAN.REDO_NOT_POSSIBLE' },
  })
  async redo(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { label, plan } = await this.plans.undoOrRedo(actor, id, 'redo', ctx);
    return { label, version: plan.version, ...this.withEtag(reply, plan) };
  }

  @Post(':id/duplicate')
  @HttpCode(201)
  @Endpoint({
    summary: 'Copy a plan: a private copy you own, "<name> (copy)", with fresh ids',
    tags: ['practice-plans'],
    access: 'signed-in',
    response: planResponseContract,
    responses: { 201: 'The copy', 401: 'Sign in first', 404: 'No such plan' },
  })
  async duplicate(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.plans.duplicate(actor, id, ctx));
  }

  @Post(':id/publish')
  @HttpCode(200)
  @Endpoint({
    summary: 'Publish the plan (owner, team admins, site admins)',
    tags: ['practice-plans'],
    access: 'signed-in',
    response: planResponseContract,
    responses: { 200: 'Published', 403: 'Not allowed', 409: 'Deleted' },
  })
  async publish(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.plans.setPublished(actor, id, true, ctx));
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @Endpoint({
    summary: 'Unpublish the plan',
    tags: ['practice-plans'],
    access: 'signed-in',
    response: planResponseContract,
    responses: { 200: 'Unpublished', 403: 'Not allowed' },
  })
  async unpublish(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.plans.setPublished(actor, id, false, ctx));
  }

  @Delete(':id')
  @HttpCode(204)
  @Endpoint({
    summary: 'Delete a plan (owner, team admin or site admin; restorable)',
    tags: ['practice-plans'],
    access: 'signed-in',
    responses: { 204: 'Deleted', 403: 'Not allowed', 404: 'No such plan' },
  })
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    await this.plans.delete(actor, id, ctx);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @Endpoint({
    summary: 'Restore a deleted plan',
    tags: ['practice-plans'],
    access: 'signed-in',
    response: planResponseContract,
    responses: { 200: 'Restored', 403: 'Not allowed', 404: 'No such plan' },
  })
  async restore(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.withEtag(reply, await this.plans.restore(actor, id, ctx));
  }

  @Put(':id/vote')
  @Endpoint({
    summary: 'Vote on a plan: 1 up, -1 down, 0 takes your vote back',
    tags: ['practice-plans'],
    access: 'signed-in',
    response: voteResponseContract,
    responses: { 200: 'Totals and your vote', 401: 'Sign in first', 404: 'No such plan', 409: 'Deleted' },
  })
  async vote(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(voteInputSchema) body: z.output<typeof voteInputSchema>,
    @Command() ctx: CommandContext,
  ) {
    return this.plans.vote(actor, id, body.value, ctx);
  }
}
