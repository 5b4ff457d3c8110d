import { Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import {
  calendarDateSchema,
  createRecurrenceSchema,
  entityIdSchema,
  generationContract,
  moveOccurrenceSchema,
  practiceTemplateContract,
  previewRangeSchema,
  recurrenceContract,
  recurrenceListContract,
  recurrencePreviewContract,
  resolveConflictSchema,
  updateRecurrenceSchema,
  type Actor,
  type CreateRecurrenceInput,
  type UpdateRecurrenceInput,
} from '@sideline/domain';
import { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { parseInput, ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { PracticeGeneration } from './practice-generation';
import { RecurrenceCommands } from './recurrence-commands';
import { TemplateSync } from './template-sync';

const ok = z.strictObject({ ok: z.literal(true) });
const syncAnswer = z.strictObject({
  practices: z.number().int(),
  applied: z.number().int(),
  conflicts: z.number().int(),
});
const syncBody = z.object({ templatePlanId: entityIdSchema.nullable().default(null) });
const dateParam = (value: string) => parseInput(z.object({ date: calendarDateSchema }), { date: value }, 'query').date;
const tags = ['seasons'];
const errors = {
  401: 'Sign in first',
  403: "Not one of the team's coaches, admins or owners",
  404: 'No such season (or not your team) or series',
};
/** Changes to a season: none in an archived team. */
const changing = { ...errors, 409: 'TEAM.ARCHIVED: the team is archived (read-only)' };

/** Recurring practices of a season: series, preview, generation with its log, single dates, template changes. */
@Controller('api/seasons/:seasonId')
export class RecurrencesController {
  constructor(
    @Inject(RecurrenceCommands) private readonly recurrences: RecurrenceCommands,
    @Inject(PracticeGeneration) private readonly generation: PracticeGeneration,
    @Inject(TemplateSync) private readonly templates: TemplateSync,
  ) {}

  @Get('recurrences')
  @Endpoint({
    summary: "The season's recurring practices (staff)",
    tags,
    access: 'signed-in',
    response: recurrenceListContract,
    responses: { 200: 'The series', ...errors },
  })
  list(@CurrentActor() actor: Actor, @Param('seasonId') seasonId: string) {
    return this.recurrences.list(actor, seasonId);
  }

  @Post('recurrences')
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a recurring practice (time and length default to the team’s)',
    tags,
    access: 'signed-in',
    response: recurrenceContract,
    responses: {
      201: 'Created',
      400: 'RECURRENCE.DUPLICATE_NAME, RECURRENCE.TOO_MANY_PRACTICES (over 500), RECURRENCE.OUTSIDE_SEASON or a field error',
      ...changing,
    },
  })
  create(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @ZodBody(createRecurrenceSchema) body: CreateRecurrenceInput,
    @Command() ctx: CommandContext,
  ) {
    return this.recurrences.create(actor, seasonId, body, ctx);
  }

  @Post('recurrences/preview')
  @HttpCode(200)
  @Endpoint({
    summary: 'Preview a series not saved yet: each date with "will create" or why it is skipped',
    tags,
    access: 'signed-in',
    response: recurrencePreviewContract,
    responses: { 200: 'The dates', 400: 'A field error', ...errors },
  })
  previewDraft(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @ZodBody(createRecurrenceSchema) body: CreateRecurrenceInput,
  ) {
    return this.recurrences.preview(actor, seasonId, { draft: body }, {});
  }

  @Get('recurrences/:seriesId')
  @Endpoint({
    summary: 'One recurring practice',
    tags,
    access: 'signed-in',
    response: recurrenceContract,
    responses: { 200: 'The series', ...errors },
  })
  one(@CurrentActor() actor: Actor, @Param('seasonId') seasonId: string, @Param('seriesId') seriesId: string) {
    return this.recurrences.one(actor, seasonId, seriesId);
  }

  @Patch('recurrences/:seriesId')
  @Endpoint({
    summary: 'Edit a series for all its dates, or for this and the following ones (the series is split)',
    tags,
    access: 'signed-in',
    response: recurrenceContract,
    responses: { 200: 'The series as edited (the new one after a split)', 400: 'As for create', ...changing },
  })
  edit(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('seriesId') seriesId: string,
    @ZodBody(updateRecurrenceSchema) body: UpdateRecurrenceInput,
    @Command() ctx: CommandContext,
  ) {
    return this.recurrences.edit(actor, seasonId, seriesId, body, ctx);
  }

  @Delete('recurrences/:seriesId')
  @Endpoint({
    summary: 'Remove a series (the practices it made stay)',
    tags,
    access: 'signed-in',
    response: ok,
    responses: { 200: 'Removed', ...changing },
  })
  async remove(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('seriesId') seriesId: string,
    @Command() ctx: CommandContext,
  ) {
    await this.recurrences.remove(actor, seasonId, seriesId, ctx);
    return { ok: true as const };
  }

  @Get('recurrences/:seriesId/preview')
  @Endpoint({
    summary: 'Each date of the series (or of from–to) with "will create", "already created" or why it is skipped',
    tags,
    access: 'signed-in',
    response: recurrencePreviewContract,
    responses: { 200: 'The dates', ...errors },
  })
  preview(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('seriesId') seriesId: string,
    @ZodQuery(previewRangeSchema) range: z.output<typeof previewRangeSchema>,
  ) {
    return this.recurrences.preview(actor, seasonId, { seriesId }, range);
  }

  @Post('recurrences/:seriesId/generate')
  @HttpCode(202)
  @Endpoint({
    summary: 'Generate the practices still missing (idempotent): answers at once; poll the generation for progress',
    tags,
    access: 'signed-in',
    response: generationContract,
    responses: { 202: 'Started', ...errors, 409: 'RECURRENCE.GENERATION_RUNNING, or TEAM.ARCHIVED' },
  })
  generate(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('seriesId') seriesId: string,
    @Command() ctx: CommandContext,
  ) {
    return this.generation.start(actor, seasonId, seriesId, ctx);
  }

  @Get('generations/:generationId')
  @Endpoint({
    summary: 'A generation run: progress while it runs, the log when done',
    tags,
    access: 'signed-in',
    response: generationContract,
    responses: { 200: 'The run', ...errors },
  })
  generationOf(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('generationId') generationId: string,
  ) {
    return this.recurrences.generation(actor, seasonId, generationId);
  }

  @Post('recurrences/:seriesId/occurrences/:date/move')
  @HttpCode(200)
  @Endpoint({
    summary: 'Move one date of the series to another day or time (the series goes on)',
    tags,
    access: 'signed-in',
    response: recurrenceContract,
    responses: { 200: 'Moved', 400: 'RECURRENCE.NOT_AN_OCCURRENCE or outside the season', ...changing },
  })
  move(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('seriesId') seriesId: string,
    @Param('date') date: string,
    @ZodBody(moveOccurrenceSchema) body: z.output<typeof moveOccurrenceSchema>,
    @Command() ctx: CommandContext,
  ) {
    return this.recurrences.occurrence(actor, seasonId, seriesId, dateParam(date), { move: body }, ctx);
  }

  @Post('recurrences/:seriesId/occurrences/:date/cancel')
  @HttpCode(200)
  @Endpoint({
    summary: 'Cancel one date of the series (the series goes on)',
    tags,
    access: 'signed-in',
    response: recurrenceContract,
    responses: { 200: 'Cancelled', 400: 'RECURRENCE.NOT_AN_OCCURRENCE', ...changing },
  })
  cancel(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('seriesId') seriesId: string,
    @Param('date') date: string,
    @Command() ctx: CommandContext,
  ) {
    return this.recurrences.occurrence(actor, seasonId, seriesId, dateParam(date), { cancel: true }, ctx);
  }

  @Post('recurrences/:seriesId/occurrences/:date/restore')
  @HttpCode(200)
  @Endpoint({
    summary: 'Bring back a cancelled date',
    tags,
    access: 'signed-in',
    response: recurrenceContract,
    responses: { 200: 'Restored', ...changing },
  })
  restore(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('seriesId') seriesId: string,
    @Param('date') date: string,
    @Command() ctx: CommandContext,
  ) {
    return this.recurrences.occurrence(actor, seasonId, seriesId, dateParam(date), { restore: true }, ctx);
  }

  @Post('template-sync')
  @HttpCode(200)
  @Endpoint({
    summary:
      "Generated practices take their templates' changes (untouched parts apply, the rest is listed as conflicts)",
    tags,
    access: 'signed-in',
    response: syncAnswer,
    responses: { 200: 'What was applied', ...changing },
  })
  syncSeason(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @ZodBody(syncBody) body: z.output<typeof syncBody>,
    @Command() ctx: CommandContext,
  ) {
    return this.templates.syncSeason(actor, seasonId, body.templatePlanId, ctx);
  }

  @Get('practices/:planId/template')
  @Endpoint({
    summary: "A generated practice's template and the template changes waiting for keep mine / take template",
    tags,
    access: 'signed-in',
    response: practiceTemplateContract,
    responses: { 200: 'The template link and conflicts', ...errors },
  })
  practiceTemplate(@CurrentActor() actor: Actor, @Param('seasonId') seasonId: string, @Param('planId') planId: string) {
    return this.templates.practiceTemplate(actor, seasonId, planId);
  }

  @Post('practices/:planId/template/sync')
  @HttpCode(200)
  @Endpoint({
    summary: "One generated practice takes its template's changes",
    tags,
    access: 'signed-in',
    response: practiceTemplateContract,
    responses: { 200: 'Synced', ...changing },
  })
  async syncPractice(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('planId') planId: string,
    @Command() ctx: CommandContext,
  ) {
    const scope = await this.recurrences.scope(actor, seasonId);
    await this.templates.syncPractice(seasonId, planId, scope.actor!.userId, undefined, ctx);
    return this.templates.practiceTemplate(actor, seasonId, planId);
  }

  @Post('practices/:planId/template/conflicts/:conflictId')
  @HttpCode(200)
  @Endpoint({
    summary: 'Settle a listed template change: keep mine or take the template',
    tags,
    access: 'signed-in',
    response: practiceTemplateContract,
    responses: { 200: 'Settled', ...changing, 404: 'RECURRENCE.CONFLICT_NOT_FOUND, or no such season or practice' },
  })
  resolve(
    @CurrentActor() actor: Actor,
    @Param('seasonId') seasonId: string,
    @Param('planId') planId: string,
    @Param('conflictId') conflictId: string,
    @ZodBody(resolveConflictSchema) body: z.output<typeof resolveConflictSchema>,
    @Command() ctx: CommandContext,
  ) {
    return this.templates.resolve(actor, seasonId, planId, conflictId, body.choice, ctx);
  }
}
