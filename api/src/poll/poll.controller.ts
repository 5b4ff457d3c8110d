import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import {
  linkSuggestionSchema,
  pollContract,
  suggestDrillSchema,
  suggestionResponseContract,
  type Actor,
} from '@sideline/domain';
import type { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { PollService } from './poll-service';

/** The community poll of drill suggestions. */
@Controller('api/poll')
export class PollController {
  constructor(@Inject(PollService) private readonly poll: PollService) {}

  @Get()
  @Endpoint({
    summary: 'The poll: open suggestions by votes (most first), then fulfilled and closed ones',
    tags: ['poll'],
    response: pollContract,
    responses: { 200: 'The poll' },
  })
  view(@CurrentActor() actor: Actor) {
    return this.poll.poll(actor);
  }

  @Post('suggestions')
  @HttpCode(201)
  @Endpoint({
    summary: 'Suggest a drill (2–100 characters)',
    description:
      'A suggestion with the same text as an open one (ignoring case, accents, punctuation and spacing) is recorded and flagged: `duplicateOf` names the open one.',
    tags: ['poll'],
    access: 'signed-in',
    response: suggestionResponseContract,
    responses: { 201: 'Suggested', 400: 'Too short or too long (details.fields.text)', 401: 'Sign in first' },
  })
  async suggest(
    @CurrentActor() actor: Actor,
    @ZodBody(suggestDrillSchema) body: z.output<typeof suggestDrillSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { suggestion: await this.poll.suggest(actor, body.text, ctx) };
  }

  @Post('suggestions/:id/vote')
  @HttpCode(200)
  @Endpoint({
    summary: 'Vote for a suggestion (once per person, open suggestions only)',
    tags: ['poll'],
    access: 'signed-in',
    response: suggestionResponseContract,
    responses: {
      200: 'Counted',
      401: 'Sign in first',
      404: 'No such suggestion',
      409: 'POLL.ALREADY_VOTED or POLL.SUGGESTION_CLOSED',
    },
  })
  async vote(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    return { suggestion: await this.poll.vote(actor, id, ctx) };
  }

  @Put('suggestions/:id/drill')
  @Endpoint({
    summary: 'Link the drill that fulfils a suggestion (site admins): the suggestion is done',
    tags: ['poll'],
    access: 'admin',
    response: suggestionResponseContract,
    responses: {
      200: 'Linked',
      400: 'No drill id',
      401: 'Sign in first',
      403: 'Not an admin',
      404: 'No such suggestion or drill',
    },
  })
  async link(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(linkSuggestionSchema) body: z.output<typeof linkSuggestionSchema>,
    @Command() ctx: CommandContext,
  ) {
    return { suggestion: await this.poll.link(actor, id, body.drillId, ctx) };
  }

  @Post('suggestions/:id/close')
  @HttpCode(200)
  @Endpoint({
    summary: 'Close a suggestion without a drill (site admins): voting ends',
    tags: ['poll'],
    access: 'admin',
    response: suggestionResponseContract,
    responses: { 200: 'Closed', 401: 'Sign in first', 403: 'Not an admin', 404: 'No such suggestion' },
  })
  async close(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    return { suggestion: await this.poll.close(actor, id, ctx) };
  }

  @Delete('suggestions/:id')
  @HttpCode(204)
  @Endpoint({
    summary: 'Remove a suggestion (site admins): it leaves the poll',
    tags: ['poll'],
    access: 'admin',
    responses: { 204: 'Removed', 401: 'Sign in first', 403: 'Not an admin', 404: 'No such suggestion' },
  })
  async remove(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    await this.poll.remove(actor, id, ctx);
  }
}
