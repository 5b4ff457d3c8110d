import { Controller, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import {
  feedbackListContract,
  feedbackListQuerySchema,
  feedbackReplySchema,
  feedbackResponseContract,
  feedbackStatusSchema,
  sendFeedbackSchema,
  sentFeedbackContract,
  type Actor,
} from '@sideline/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { clientOf } from '../auth/session-cookie';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { FeedbackService } from './feedback-service';

/**
 * Feedback: sent by anyone (limited per address), read by its sender and admins (ideas by everyone signed in), answered
 * by admins.
 */
@Controller('api/feedback')
export class FeedbackController {
  constructor(@Inject(FeedbackService) private readonly feedback: FeedbackService) {}

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Send feedback (no sign-in needed): a kind, the text and the page; the browser is read from User-Agent',
    description:
      'A visitor gets a private link (`followUpUrl`) to come back for the reply: it is in this answer only. Limited to 10 per address and hour.',
    tags: ['feedback'],
    response: sentFeedbackContract,
    responses: {
      201: 'Sent',
      400: 'No text, too long, or an unknown kind (details.fields names the field)',
      429: 'FEEDBACK.TOO_MANY: too many from this address',
    },
  })
  async send(
    @CurrentActor() actor: Actor,
    @ZodBody(sendFeedbackSchema) body: z.output<typeof sendFeedbackSchema>,
    @Req() request: FastifyRequest,
    @Command() ctx: CommandContext,
  ) {
    return this.feedback.send(actor, body, clientOf(request), ctx);
  }

  @Get()
  @Endpoint({
    summary:
      'Feedback: admins see all, others what they sent and everyone’s ideas (newest first; `replied=true`: answered ones, latest answer first)',
    tags: ['feedback'],
    access: 'signed-in',
    response: feedbackListContract,
    responses: { 200: 'One page', 400: 'Bad filter', 401: 'Sign in first' },
  })
  list(
    @CurrentActor() actor: Actor,
    @ZodQuery(feedbackListQuerySchema) query: z.output<typeof feedbackListQuerySchema>,
  ) {
    return this.feedback.list(actor, query);
  }

  @Get('follow-up/:token')
  @Endpoint({
    summary: 'The feedback a private link opens, with its status and reply (no sign-in needed)',
    tags: ['feedback'],
    response: feedbackResponseContract,
    responses: { 200: 'The item', 404: 'FEEDBACK.NOT_FOUND: no such link' },
  })
  async byLink(@CurrentActor() actor: Actor, @Param('token') token: string) {
    return { feedback: await this.feedback.byLink(actor, token) };
  }

  @Get(':id')
  @Endpoint({
    summary: 'One item (its sender, admins; ideas: everyone signed in)',
    tags: ['feedback'],
    access: 'signed-in',
    response: feedbackResponseContract,
    responses: { 200: 'The item', 401: 'Sign in first', 403: 'Someone else’s', 404: 'No such feedback' },
  })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return { feedback: await this.feedback.get(actor, id) };
  }

  @Post(':id/upvote')
  @HttpCode(200)
  @Endpoint({
    summary: 'Upvote (once per person)',
    tags: ['feedback'],
    access: 'signed-in',
    response: feedbackResponseContract,
    responses: {
      200: 'Upvoted',
      401: 'Sign in first',
      403: 'Not yours to see',
      404: 'No such feedback',
      409: 'FEEDBACK.ALREADY_UPVOTED',
    },
  })
  async upvote(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    return { feedback: await this.feedback.upvote(actor, id, ctx) };
  }

  @Put(':id/status')
  @Endpoint({
    summary: 'Set the status: new, planned, done or declined (site admins)',
    tags: ['feedback'],
    access: 'admin',
    response: feedbackResponseContract,
    responses: {
      200: 'Set',
      400: 'Unknown status',
      401: 'Sign in first',
      403: 'Not an admin',
      404: 'No such feedback',
    },
  })
  async status(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(feedbackStatusSchema) body: z.output<typeof feedbackStatusSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { feedback: await this.feedback.setStatus(actor, id, body.status, ctx) };
  }

  @Put(':id/reply')
  @Endpoint({
    summary: 'Reply (site admins); a new reply replaces the last one, the sender sees it',
    tags: ['feedback'],
    access: 'admin',
    response: feedbackResponseContract,
    responses: {
      200: 'Replied',
      400: 'Empty or too long',
      401: 'Sign in first',
      403: 'Not an admin',
      404: 'No such feedback',
    },
  })
  async reply(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(feedbackReplySchema) body: z.output<typeof feedbackReplySchema>,
    @Command() ctx: CommandContext,
  ) {
    return { feedback: await this.feedback.reply(actor, id, body.reply, ctx) };
  }
}
