import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  authorize,
  commentInputSchema,
  commentListContract,
  commentResponseContract,
  planDeleted,
  planNotFound,
  type Actor,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { findPlanAccess } from '@sideline/projections';
import type { z } from 'zod';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommentCommands } from '../comments/comment-commands';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { hiddenWhenDeleted } from './plan-access';

/**
 * Comments on plans, with the generic comment stream (target `{type: 'plan', id}`); the comments projection
 * announces them as `plan:<id>`. Editing and deleting a comment is PATCH/DELETE /api/comments/:id, as for drills.
 */
@Controller('api/practice-plans')
export class PlanCommentsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CommentCommands) private readonly comments: CommentCommands,
  ) {}

  private async access(actor: Actor, planId: string) {
    const access = await findPlanAccess(this.db, planId);
    if (!access) throw planNotFound();
    hiddenWhenDeleted(actor, access);
    return access;
  }

  @Get(':id/comments')
  @Endpoint({
    summary: 'Comments on a plan, oldest first',
    tags: ['practice-plans', 'comments'],
    response: commentListContract,
    responses: { 200: 'The comments', 401: 'Private: sign in', 403: 'Private', 404: 'No such plan' },
  })
  async list(@CurrentActor() actor: Actor, @Param('id') id: string) {
    authorize(actor, { action: 'content.read', content: await this.access(actor, id) });
    return { items: await this.comments.list(actor, { type: 'plan', id }) };
  }

  @Post(':id/comments')
  @HttpCode(201)
  @Endpoint({
    summary: 'Comment on a plan',
    tags: ['practice-plans', 'comments'],
    access: 'signed-in',
    response: commentResponseContract,
    responses: { 201: 'Posted', 401: 'Sign in first', 404: 'No such plan', 409: 'Deleted plan' },
  })
  async post(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(commentInputSchema) input: z.output<typeof commentInputSchema>,
    @Command() ctx: CommandContext,
  ) {
    const access = await this.access(actor, id);
    authorize(actor, { action: 'content.engage', content: access });
    if (access.deleted) throw planDeleted();
    return { comment: await this.comments.post(actor!, { type: 'plan', id }, input.body, ctx) };
  }
}
