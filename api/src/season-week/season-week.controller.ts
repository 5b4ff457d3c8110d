import { Controller, Get, Inject, Param, Put } from '@nestjs/common';
import {
  answerAttendanceSchema,
  practiceAttendanceContract,
  seasonWeekContract,
  weekQuerySchema,
  type Actor,
  type AnswerAttendanceInput,
} from '@sideline/domain';
import type { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { AttendanceService } from './attendance-service';
import { SeasonWeekReads } from './season-week-reads';

/** The week view of a team's active season. */
@Controller('api/teams/:teamId/season')
export class SeasonWeekController {
  constructor(@Inject(SeasonWeekReads) private readonly reads: SeasonWeekReads) {}

  @Get('week')
  @Endpoint({
    summary:
      "A week of the team's active season (team's first day of week): markers and practices per day; members see published practices and visible markers",
    tags: ['seasons'],
    access: 'signed-in',
    response: seasonWeekContract,
    responses: { 200: 'The week', 400: 'week is not a date', 401: 'Sign in first', 404: 'No such team (or not yours)' },
  })
  week(
    @CurrentActor() actor: Actor,
    @Param('teamId') teamId: string,
    @ZodQuery(weekQuerySchema) query: z.output<typeof weekQuerySchema>,
  ) {
    return this.reads.week(actor, teamId, query.week);
  }
}

/** Members' answers for a published practice: going, not going, maybe. */
@Controller('api/practice-plans/:planId/attendance')
export class AttendanceController {
  constructor(@Inject(AttendanceService) private readonly attendance: AttendanceService) {}

  @Get()
  @Endpoint({
    summary: 'Counts per position group, lanes whose group has nobody coming, my answer; staff see who answered',
    tags: ['seasons'],
    access: 'signed-in',
    response: practiceAttendanceContract,
    responses: {
      200: 'The answers',
      401: 'Sign in first',
      404: 'No such practice of your team (members: drafts are not there)',
    },
  })
  get(@CurrentActor() actor: Actor, @Param('planId') planId: string) {
    return this.attendance.view(actor, planId);
  }

  @Put()
  @Endpoint({
    summary: 'Answer going, not-going or maybe (a published practice of my team)',
    tags: ['seasons'],
    access: 'signed-in',
    response: practiceAttendanceContract,
    responses: {
      200: 'Answered',
      400: 'ATTENDANCE.NOT_PUBLISHED or a field error',
      401: 'Sign in first',
      404: 'No such practice of your team',
      409: 'TEAM.ARCHIVED: the team is archived (read-only)',
    },
  })
  answer(
    @CurrentActor() actor: Actor,
    @Param('planId') planId: string,
    @ZodBody(answerAttendanceSchema) body: AnswerAttendanceInput,
    @Command() ctx: CommandContext,
  ) {
    return this.attendance.answer(actor, planId, body, ctx);
  }
}
