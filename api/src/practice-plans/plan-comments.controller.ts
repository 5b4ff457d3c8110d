import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { COMMENT_STREAM_TYPE, authorize, can, commentDecider, commentInputSchema, commentStreamId, type Actor } from '@sideline/domain';
import { findComment, listComments, type CommentRow } from '@sideline/projections';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { requirePlanNotDeleted, visiblePlanFacts } from './plan-access';

const commentSchema = z.object({
  id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});

function commentView(actor: Actor, row: CommentRow): z.output<typeof commentSchema> {
  const { id, authorId, authorName, body, createdAt, editedAt } = row;
  return {
    id, authorId, authorName, body, createdAt, editedAt,
    canEdit: can(actor, { action: 'comment.edit', authorId }),
    canDelete: can(actor, { action: 'comment.delete', authorId }),
  };
}

/**
 * Comments on plans, with the generic comment stream (target `{type: 'plan', id}`); the comments projection
 * announces them as `plan:<id>`. Editing and deleting a comment is PATCH/DELETE /api/comments/:id, as for drills.
 */
@Controller('api/practice-plans')
export class PlanCommentsController {
  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {}

  @Get(':id/comments')
  @Endpoint({ summary: 'Comments on a plan, oldest first', tags: ['practice-plans', 'comments'], response: z.object({ items: z.array(commentSchema) }), responses: { 200: 'The comments', 401: 'Private: sign in', 403: 'Private', 404: 'No such plan' } })
  async list(@CurrentActor() actor: Actor, @Param('id') id: string) {
    const plan = await visiblePlanFacts(this.deps.db, actor, id);
    authorize(actor, { action: 'content.read', content: plan.access });
    const rows = await listComments(this.deps.db, { type: 'plan', id });
    return { items: rows.map((row) => commentView(actor, row)) };
  }

  @Post(':id/comments')
  @HttpCode(201)
  @Endpoint({ summary: 'Comment on a plan', tags: ['practice-plans', 'comments'], access: 'signed-in', response: z.object({ comment: commentSchema }), responses: { 201: 'Posted', 401: 'Sign in first', 404: 'No such plan', 409: 'Deleted plan' } })
  async post(@CurrentActor() actor: Actor, @Param('id') id: string, @ZodBody(commentInputSchema) input: z.output<typeof commentInputSchema>, @Req() request: FastifyRequest) {
    const plan = await visiblePlanFacts(this.deps.db, actor, id);
    authorize(actor, { action: 'content.engage', content: plan.access });
    requirePlanNotDeleted(plan);
    const commentId = randomUUID();
    await this.deps.commands.handle(
      { streamId: commentStreamId(commentId), streamType: COMMENT_STREAM_TYPE, decider: commentDecider },
      { type: 'PostComment', data: { commentId, target: { type: 'plan', id }, authorId: actor!.userId, body: input.body } },
      eventMetadataFor(request),
    );
    const posted = await findComment(this.deps.db, commentId);
    if (!posted) throw new Error(`comment ${commentId} is not in the read model after its command`);
    return { comment: commentView(actor, posted) };
  }
}
