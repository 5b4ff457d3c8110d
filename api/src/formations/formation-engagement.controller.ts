import { Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import {
  authorize,
  commentInputSchema,
  commentListContract,
  commentResponseContract,
  voteInputSchema,
  voteResponseContract,
  type Actor,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import type { z } from 'zod';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { CommentCommands } from '../comments/comment-commands';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { FormationCommands } from './formation-commands';
import { readableFormationFacts, requireNotDeleted, visibleFormationFacts } from './formation-detail';

/**
 * Votes and comments on formations, with the generic vote and comment streams (target `{type: 'formation', id}`).
 * Editing and deleting a comment is PATCH/DELETE /api/comments/:id, as for drills.
 */
@Controller('api/formations')
export class FormationEngagementController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(FormationCommands) private readonly formations: FormationCommands,
    @Inject(CommentCommands) private readonly commentCommands: CommentCommands,
  ) {}

  @Put(':id/vote')
  @Endpoint({
    summary: 'Vote on a formation: 1 up, -1 down, 0 takes your vote back',
    tags: ['formations'],
    access: 'signed-in',
    response: voteResponseContract,
    responses: { 200: 'Totals and your vote', 401: 'Sign in first', 404: 'No such formation', 409: 'Deleted' },
  })
  async vote(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(voteInputSchema) body: z.output<typeof voteInputSchema>,
    @Command() ctx: CommandContext,
  ) {
    return this.formations.vote(actor, id, body.value, ctx);
  }

  @Get(':id/comments')
  @Endpoint({
    summary: 'Comments on a formation, oldest first',
    tags: ['formations', 'comments'],
    response: commentListContract,
    responses: { 200: 'The comments', 401: 'Private: sign in', 403: 'Private', 404: 'No such formation' },
  })
  async comments(@CurrentActor() actor: Actor, @Param('id') id: string) {
    await readableFormationFacts(this.db, actor, id);
    return { items: await this.commentCommands.list(actor, { type: 'formation', id }) };
  }

  @Post(':id/comments')
  @HttpCode(201)
  @Endpoint({
    summary: 'Comment on a formation',
    tags: ['formations', 'comments'],
    access: 'signed-in',
    response: commentResponseContract,
    responses: { 201: 'Posted', 401: 'Sign in first', 404: 'No such formation', 409: 'Deleted formation' },
  })
  async comment(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(commentInputSchema) input: z.output<typeof commentInputSchema>,
    @Command() ctx: CommandContext,
  ) {
    const formation = await visibleFormationFacts(this.db, actor, id);
    authorize(actor, { action: 'content.engage', content: formation.access });
    requireNotDeleted(formation);
    return { comment: await this.commentCommands.post(actor!, { type: 'formation', id }, input.body, ctx) };
  }
}
