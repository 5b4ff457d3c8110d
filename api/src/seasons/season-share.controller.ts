import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import { seasonTimelineContract, type Actor } from '@sideline/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CurrentActor } from '../http/request-context';
import { Endpoint } from '../openapi/endpoint-registry';
import { SeasonReads } from './season-reads';

/** What a season's share links open without signing in: the public page and the calendar feed. */
@Controller('api/seasons/:seasonId')
export class SeasonShareController {
  constructor(@Inject(SeasonReads) private readonly reads: SeasonReads) {}

  @Get('view')
  @Endpoint({
    summary:
      'The public view of a season: published practices, sections and markers shown to members (no sign-in; the token is the permission)',
    tags: ['seasons'],
    access: 'public',
    response: z.strictObject({ season: seasonTimelineContract }),
    responses: { 200: 'The season', 401: 'No token', 404: 'A wrong or rotated token' },
  })
  async view(@Param('seasonId') seasonId: string, @Query('token') token: string | undefined) {
    return { season: await this.reads.shared(seasonId, typeof token === 'string' ? token : undefined) };
  }

  @Get('calendar.ics')
  @Endpoint({
    summary:
      "The season as iCalendar (text/calendar): by the calendar link's token, or for a signed-in member (staff get drafts, TENTATIVE)",
    tags: ['seasons'],
    access: 'public',
    responses: {
      200: 'text/calendar',
      401: 'No token and not signed in',
      404: 'A wrong or rotated token, or not your team',
    },
  })
  async calendar(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Query('token') token: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const body = await this.reads.calendar(actor, seasonId, typeof token === 'string' ? token : undefined);
    void reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="season.ics"')
      .header('cache-control', 'no-cache');
    return body;
  }
}
