import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  DomainError,
  authorize,
  notFound,
  practiceTemplateContract,
  resolveConflictSchema,
  type Actor,
} from '@sideline/domain';
import type { z } from 'zod';
import type { CommandContext } from '../commands/command-context';
import { CommandHandler } from '../commands/command-handler';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { planTarget } from '../practice-plans/plan-target';
import { RecurrenceCommands } from './recurrence-commands';
import { TemplateSync } from './template-sync';

const tags = ['seasons'];
const errors = {
  401: 'Sign in first',
  403: "Not one of the team's coaches, admins or owners",
  404: 'Not a generated practice of your team (RECURRENCE.NOT_GENERATED)',
};

/**
 * The same template endpoints keyed by the practice alone (the plan page knows its plan, the plan knows its season).
 */
@Controller('api/practice-plans/:planId/template')
export class PracticeTemplateController {
  constructor(
    @Inject(CommandHandler) private readonly handler: CommandHandler,
    @Inject(RecurrenceCommands) private readonly recurrences: RecurrenceCommands,
    @Inject(TemplateSync) private readonly templates: TemplateSync,
  ) {}

  private async seasonOf(actor: Actor, planId: string): Promise<string> {
    authorize(actor, { action: 'account.signedIn' });
    const { state } = await this.handler.read(planTarget(planId));
    const seasonId = state.status === 'active' ? state.schedule?.seasonId : undefined;
    if (!seasonId) throw notFound('RECURRENCE.NOT_GENERATED', 'This practice was not made by a recurring practice.');
    return seasonId;
  }

  @Get()
  @Endpoint({
    summary:
      "A practice's template and the template changes waiting for keep mine / take template (none for a practice no series made)",
    tags,
    access: 'signed-in',
    response: practiceTemplateContract,
    responses: {
      200: 'The template link and conflicts (none for a practice no series made, or for someone who does not plan the season)',
      401: errors[401],
    },
  })
  async get(@CurrentActor() actor: Actor, @Param('planId') planId: string) {
    try {
      return await this.templates.practiceTemplate(actor, await this.seasonOf(actor, planId), planId);
    } catch (error) {
      // Every team practice's page asks: one that no series made has no template to follow, and a member who may
      // co-edit the plan but not the season has no template changes to settle.
      const nothing =
        error instanceof DomainError && (error.code === 'RECURRENCE.NOT_GENERATED' || error.kind === 'forbidden');
      if (nothing)
        return {
          planId,
          seriesId: null,
          templatePlanId: null,
          templateVersion: 0,
          conflicts: [],
          can: { resolve: false },
        };
      throw error;
    }
  }

  @Post('sync')
  @HttpCode(200)
  @Endpoint({
    summary: "The practice takes its template's changes (untouched parts apply, the rest is listed)",
    tags,
    access: 'signed-in',
    response: practiceTemplateContract,
    responses: { 200: 'Synced', ...errors, 409: 'TEAM.ARCHIVED: the team is archived (read-only)' },
  })
  async sync(@CurrentActor() actor: Actor, @Param('planId') planId: string, @Command() ctx: CommandContext) {
    const seasonId = await this.seasonOf(actor, planId);
    const scope = await this.recurrences.scope(actor, seasonId);
    await this.templates.syncPractice(seasonId, planId, scope.actor!.userId, undefined, ctx);
    return this.templates.practiceTemplate(actor, seasonId, planId);
  }

  @Post('conflicts/:conflictId')
  @HttpCode(200)
  @Endpoint({
    summary: 'Settle a listed template change: keep mine or take the template',
    tags,
    access: 'signed-in',
    response: practiceTemplateContract,
    responses: { 200: 'Settled', ...errors, 409: 'TEAM.ARCHIVED: the team is archived (read-only)' },
  })
  async resolve(
    @CurrentActor() actor: Actor,
    @Param('planId') planId: string,
    @Param('conflictId') conflictId: string,
    @ZodBody(resolveConflictSchema) body: z.output<typeof resolveConflictSchema>,
    @Command() ctx: CommandContext,
  ) {
    return this.templates.resolve(actor, await this.seasonOf(actor, planId), planId, conflictId, body.choice, ctx);
  }
}
