import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import {
  authorize,
  commentInputSchema,
  commentListContract,
  commentResponseContract,
  type Actor,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import type { z } from 'zod';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { requireNotDeleted, visibleDrillFacts } from '../drills/drill-detail';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { CommentCommands } from './comment-commands';

/**
 * Comments on drills, and editing or deleting any comment: authors edit and delete their own, site admins delete any.
 */
@Controller('api')
export class CommentsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CommentCommands) private readonly comments: CommentCommands,
  ) {}

  @Get('drills/:id/comments')
  @Endpoint({
    summary: 'Comments on a drill, oldest first',
    tags: ['comments'],
    response: commentListContract,
    responses: { 200: 'The comments', 401: 'Private: sign in', 403: 'Private', 404: 'No such drill' },
  })
  async list(@CurrentActor() actor: Actor, @Param('id') drillId: string) {
    const drill = await visibleDrillFacts(this.db, actor, drillId);
    authorize(actor, { action: 'content.read', content: drill.access });
    return { items: await this.comments.list(actor, { type: 'drill', id: drillId }) };
  }

  @Post('drills/:id/comments')
  @HttpCode(201)
  @Endpoint({
    summary: 'Comment on a drill',
    tags: ['comments'],
    access: 'signed-in',
    response: commentResponseContract,
    responses: { 201: 'Posted', 401: 'Sign in first', 404: 'No such drill', 409: 'Deleted drill' },
  })
  async post(
    @CurrentActor() actor: Actor,
    @Param('id') drillId: string,
    @ZodBody(commentInputSchema) input: z.output<typeof commentInputSchema>,
    @Command() ctx: CommandContext,
  ) {
    const drill = await visibleDrillFacts(this.db, actor, drillId);
    authorize(actor, { action: 'content.engage', content: drill.access });
    requireNotDeleted(drill);
    return { comment: await this.comments.post(actor!, { type: 'drill', id: drillId }, input.body, ctx) };
  }

  @Patch('comments/:id')
  @HttpCode(200)
  @Endpoint({
    summary: 'Edit your comment',
    tags: ['comments'],
    access: 'signed-in',
    response: commentResponseContract,
    responses: { 200: 'Edited', 401: 'Sign in first', 403: 'Not your comment', 404: 'No such comment' },
  })
  async edit(
    @CurrentActor() actor: Actor,
    @Param('id') commentId: string,
    @ZodBody(commentInputSchema) input: z.output<typeof commentInputSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { comment: await this.comments.edit(actor, commentId, input.body, ctx) };
  }

  @Delete('comments/:id')
  @HttpCode(204)
  @Endpoint({
    summary: 'Delete a comment (its author, or a site admin)',
    tags: ['comments'],
    access: 'signed-in',
    responses: { 204: 'Deleted', 401: 'Sign in first', 403: 'Not your comment', 404: 'No such comment' },
  })
  async delete(@CurrentActor() actor: Actor, @Param('id') commentId: string, @Command() ctx: CommandContext) {
    await this.comments.delete(actor, commentId, ctx);
  }
}
