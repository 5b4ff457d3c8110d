import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import {
  authorize,
  draftStepParam,
  planDraftListContract,
  planDraftResponseContract,
  planResponseContract,
  type Actor,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { listPlanDrafts } from '@sideline/projections';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DATABASE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { Command, CurrentActor } from '../http/request-context';
import { parseInput, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { PlanDrafts } from './plan-drafts';

const draftListQuerySchema = z.object({
  status: z
    .enum(['open', 'completed', 'discarded', 'all'], { error: 'Status is open, completed, discarded or all.' })
    .default('open'),
});
const stepParamSchema = z.object({ step: draftStepParam });

/**
 * The practice-plan wizard's drafts, saved on the server so a coach can reload, go back, or resume from home. Each
 * step's body is validated with the step's shared schema (`draftBasicInfoSchema`, `draftSectionsSchema`,
 * `draftTimelineSchema`, `draftDrillsSchema`); whether the steps agree is for the guards (`firstIncompleteStep`…).
 */
@Controller('api/practice-plans/drafts')
export class PlanDraftsController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(PlanDrafts) private readonly drafts: PlanDrafts,
  ) {}

  @Get()
  @Endpoint({
    summary: 'My wizard drafts, most recent first (open ones unless ?status=)',
    tags: ['practice-plans', 'wizard'],
    access: 'signed-in',
    response: planDraftListContract,
    responses: { 200: 'My drafts', 401: 'Sign in first' },
  })
  async list(
    @CurrentActor() actor: Actor,
    @ZodQuery(draftListQuerySchema) query: z.output<typeof draftListQuerySchema>,
  ) {
    authorize(actor, { action: 'account.signedIn' });
    const items = await listPlanDrafts(this.db, actor!.userId, query.status);
    return { items: items.map(({ ownerId: _owner, ...draft }) => draft) };
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Start a wizard draft',
    tags: ['practice-plans', 'wizard'],
    access: 'signed-in',
    response: planDraftResponseContract,
    responses: { 201: 'The new, empty draft', 401: 'Sign in first' },
  })
  async start(@CurrentActor() actor: Actor, @Command() ctx: CommandContext) {
    return { draft: await this.drafts.start(actor, ctx) };
  }

  @Get(':id')
  @Endpoint({
    summary: 'One of my drafts: everything chosen so far and the step to resume at',
    tags: ['practice-plans', 'wizard'],
    access: 'signed-in',
    response: planDraftResponseContract,
    responses: { 200: 'The draft', 401: 'Sign in first', 404: 'No such draft of mine' },
  })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return { draft: await this.drafts.mine(actor, id) };
  }

  @Put(':id/steps/:step')
  @HttpCode(200)
  @Endpoint({
    summary: "Save one step of a draft (basic-info, sections, timeline, drills); the body is the step's data",
    tags: ['practice-plans', 'wizard'],
    access: 'signed-in',
    response: planDraftResponseContract,
    responses: {
      200: 'Saved (an unchanged step records nothing)',
      400: 'DRAFT.INVALID_STEP with details.fields, or an unknown step',
      404: 'No such draft of mine',
      409: 'DRAFT.CLOSED: completed or discarded',
    },
  })
  async saveStep(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Param('step') step: string,
    @Req() request: FastifyRequest,
    @Command() ctx: CommandContext,
  ) {
    const parsed = parseInput(stepParamSchema, { step }, 'query');
    return { draft: await this.drafts.saveStep(actor, id, parsed.step, request.body, ctx) };
  }

  @Post(':id/complete')
  @HttpCode(201)
  @Endpoint({
    summary: 'Create the plan from the draft (everything chosen in every step); the draft is marked completed',
    description: "The plan gets the draft's id. Retrying after success answers with the same plan.",
    tags: ['practice-plans', 'wizard'],
    access: 'signed-in',
    response: planResponseContract,
    responses: {
      201: 'The new plan',
      400: 'DRAFT.INCOMPLETE (details name the step and its problems), PLAN.DRILL_NOT_AVAILABLE',
      404: 'No such draft of mine',
      409: 'DRAFT.CLOSED (discarded)',
    },
  })
  async complete(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    return { plan: await this.drafts.complete(actor, id, ctx) };
  }

  @Delete(':id')
  @HttpCode(204)
  @Endpoint({
    summary: 'Discard a draft',
    tags: ['practice-plans', 'wizard'],
    access: 'signed-in',
    responses: { 204: 'Discarded', 404: 'No such draft of mine', 409: 'Already completed or discarded' },
  })
  async discard(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    await this.drafts.discard(actor, id, ctx);
  }
}
