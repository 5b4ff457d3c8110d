import { Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import {
  authorize,
  createPlanBodySchema,
  historyResponseContract,
  listScope,
  planListContract,
  planResponseContract,
  type Actor,
  type CreatePlanFields,
} from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { listPlans } from '@sideline/projections';
import type { FastifyReply } from 'fastify';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import type { CommandContext } from '../commands/command-context';
import { sendEtag } from '../http/if-match';
import { Command, CurrentActor } from '../http/request-context';
import { ZodBody, ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { PlanCommands } from './plan-commands';
import { PlanReads } from './plan-detail';
import { readPlanHistory } from './plan-history';
import { planListQuerySchema, type PlanListQueryInput } from './plan-list.schemas';

/** Practice plans: the list, creating one, one plan with its timing, its history. */
@Controller('api/practice-plans')
export class PracticePlansController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PlanCommands) private readonly plans: PlanCommands,
    @Inject(PlanReads) private readonly reads: PlanReads,
  ) {}

  @Get()
  @Endpoint({
    summary: 'Practice plans: search, filter, sort and paginate',
    description:
      'Lists are comma-separated (or repeated). `phases` any-of, `phasesExclude` none-of, `goals` all-of (required), `goalsExclude` none-of, `drillIds` all-of (the plan contains every one). `participantsMin`/`participantsMax` compare the expected participants. `q`: full text (name, description; every word a prefix), then a fuzzy fallback. Unlisted and deleted plans never appear, except unlisted ones in `mine=true`. `show`: `plans` (the default: the library, no practice on a season calendar), `practices` (only those on a season calendar, generated or planned on a day) or `all`. `edited=true`: only plans a person edited (what a season template wrote and publishing do not count); `sort=edited` orders by that edit.',
    tags: ['practice-plans'],
    response: planListContract,
    responses: {
      200: 'A page of plans',
      400: 'A filter value is not valid (details.fields names it)',
      401: 'mine=true needs a signed-in user',
    },
  })
  async list(@CurrentActor() actor: Actor, @ZodQuery(planListQuerySchema) query: PlanListQueryInput) {
    if (query.mine) authorize(actor, { action: 'account.signedIn' });
    return listPlans(this.db, listScope(actor), query);
  }

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Create a practice plan (owned by you)',
    description:
      "Without `sections` the plan starts with the sport pack's default sections (empty). `fromCart: true` adds a section with the drills of your plan cart and empties the cart (409 PLAN.CART_EMPTY when it is empty). Drills and formations you cannot open are refused (400 PLAN.DRILL_NOT_AVAILABLE / PLAN.FORMATION_NOT_AVAILABLE).",
    tags: ['practice-plans'],
    access: 'signed-in',
    response: planResponseContract,
    responses: {
      201: 'Created',
      400: 'Invalid (details.fields)',
      401: 'Sign in first',
      403: 'Not a coach of that team',
      409: 'Cart empty, or too big',
    },
  })
  async create(
    @CurrentActor() actor: Actor,
    @ZodBody(createPlanBodySchema) input: CreatePlanFields,
    @Command() ctx: CommandContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const plan = await this.plans.create(actor, input, ctx);
    sendEtag(reply, plan.version);
    return { plan };
  }

  @Get(':id')
  @Endpoint({
    summary: 'One practice plan with its timing, drill names, permissions and your undo state (ETag: its version)',
    tags: ['practice-plans'],
    response: planResponseContract,
    responses: {
      200: 'The plan',
      401: 'Private: sign in to see it',
      403: 'Private to someone else',
      404: 'No such plan (or deleted)',
    },
  })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const plan = await this.reads.detail(actor, id);
    sendEtag(reply, plan.version);
    return { plan };
  }

  @Get(':id/history')
  @Endpoint({
    summary: "A plan's history, newest first: who changed what, in words",
    tags: ['practice-plans'],
    response: historyResponseContract,
    responses: { 200: 'The history', 401: 'Private: sign in', 403: 'Private', 404: 'No such plan' },
  })
  async history(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return { items: await readPlanHistory(this.db, this.store, actor, id) };
  }
}
