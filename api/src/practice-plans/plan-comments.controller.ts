import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { authorize, commentInputSchema, type Actor } from '@sideline/domain';
import { listComments } from '@sideline/projections';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { commentSchema, commentView, postComment } from '../comments/comment-view';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { requirePlanNotDeleted, visiblePlanFacts } from './plan-access';

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
    const posted = await postComment(this.deps, actor!.userId, { type: 'plan', id }, input.body, eventMetadataFor(request));
    return { comment: commentView(actor, posted) };
  }
}
