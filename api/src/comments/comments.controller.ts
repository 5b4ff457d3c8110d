import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import {
  COMMENT_STREAM_TYPE,
  authorize,
  commentDecider,
  commentInputSchema,
  commentStreamId,
  notFound,
  type Actor,
  type CommentCommand,
  type EventMetadata,
} from '@sideline/domain';
import { findComment, listComments, type CommentRow } from '@sideline/projections';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { commentSchema, commentView } from './comment-view';
import { requireNotDeleted, visibleDrillFacts } from '../drills/drill-detail';
import { CurrentActor, eventMetadataFor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';

const commentNotFound = () => notFound('COMMENT.NOT_FOUND', 'There is no such comment.');

/** Comments on drills: plain text, oldest first; authors edit and delete their own, site admins delete any. */
@Controller('api')
export class CommentsController {
  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {}

  private send(commentId: string, command: CommentCommand, metadata: EventMetadata) {
    return this.deps.commands.handle({ streamId: commentStreamId(commentId), streamType: COMMENT_STREAM_TYPE, decider: commentDecider }, command, metadata);
  }

  private async existing(commentId: string): Promise<CommentRow> {
    const comment = await findComment(this.deps.db, commentId);
    if (!comment || comment.deleted) throw commentNotFound();
    return comment;
  }

  @Get('drills/:id/comments')
  @Endpoint({ summary: 'Comments on a drill, oldest first', tags: ['comments'], response: z.object({ items: z.array(commentSchema) }), responses: { 200: 'The comments', 401: 'Private: sign in', 403: 'Private', 404: 'No such drill' } })
  async list(@CurrentActor() actor: Actor, @Param('id') drillId: string) {
    const drill = await visibleDrillFacts(this.deps.db, actor, drillId);
    authorize(actor, { action: 'content.read', content: drill.access });
    const rows = await listComments(this.deps.db, { type: 'drill', id: drillId });
    return { items: rows.map((row) => commentView(actor, row)) };
  }

  @Post('drills/:id/comments')
  @HttpCode(201)
  @Endpoint({ summary: 'Comment on a drill', tags: ['comments'], access: 'signed-in', response: z.object({ comment: commentSchema }), responses: { 201: 'Posted', 401: 'Sign in first', 404: 'No such drill', 409: 'Deleted drill' } })
  async post(@CurrentActor() actor: Actor, @Param('id') drillId: string, @ZodBody(commentInputSchema) input: z.output<typeof commentInputSchema>, @Req() request: FastifyRequest) {
    const drill = await visibleDrillFacts(this.deps.db, actor, drillId);
    authorize(actor, { action: 'content.engage', content: drill.access });
    requireNotDeleted(drill);
    const commentId = randomUUID();
    await this.send(commentId, { type: 'PostComment', data: { commentId, target: { type: 'drill', id: drillId }, authorId: actor!.userId, body: input.body } }, eventMetadataFor(request));
    return { comment: commentView(actor, await this.existing(commentId)) };
  }

  @Patch('comments/:id')
  @HttpCode(200)
  @Endpoint({ summary: 'Edit your comment', tags: ['comments'], access: 'signed-in', response: z.object({ comment: commentSchema }), responses: { 200: 'Edited', 401: 'Sign in first', 403: 'Not your comment', 404: 'No such comment' } })
  async edit(@CurrentActor() actor: Actor, @Param('id') commentId: string, @ZodBody(commentInputSchema) input: z.output<typeof commentInputSchema>, @Req() request: FastifyRequest) {
    const comment = await this.existing(commentId);
    authorize(actor, { action: 'comment.edit', authorId: comment.authorId });
    await this.send(commentId, { type: 'EditComment', data: { actorId: actor!.userId, body: input.body } }, eventMetadataFor(request));
    return { comment: commentView(actor, await this.existing(commentId)) };
  }

  @Delete('comments/:id')
  @HttpCode(204)
  @Endpoint({ summary: 'Delete a comment (its author, or a site admin)', tags: ['comments'], access: 'signed-in', responses: { 204: 'Deleted', 401: 'Sign in first', 403: 'Not your comment', 404: 'No such comment' } })
  async delete(@CurrentActor() actor: Actor, @Param('id') commentId: string, @Req() request: FastifyRequest) {
    const comment = await this.existing(commentId);
    authorize(actor, { action: 'comment.delete', authorId: comment.authorId });
    await this.send(commentId, { type: 'DeleteComment', data: { actorId: actor!.userId, actorIsAdmin: actor!.role === 'admin' } }, eventMetadataFor(request));
  }
}
