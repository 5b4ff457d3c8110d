import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import {
  authorize,
  drillFilterOptionsContract,
  drillListContract,
  drillResponseContract,
  historyResponseContract,
  listScope,
  skillSuggestionsContract,
  type Actor,
} from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { drillFilterOptions, listDrills, skillSuggestions } from '@sideline/projections';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import { CurrentActor } from '../http/request-context';
import { ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { DrillReads } from './drill-detail';
import { readDrillHistory } from './drill-history';
import {
  drillListQuerySchema,
  filterOptionsQuerySchema,
  skillSuggestionsQuerySchema,
  type DrillListQueryInput,
} from './drill-list.schemas';
import { sendEtag } from '../http/if-match';

/** Drill queries: read the `drills` read model (history reads the drill's stream), always within the policy. */
@Controller('api/drills')
export class DrillQueriesController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DrillReads) private readonly reads: DrillReads,
  ) {}

  @Get()
  @Endpoint({
    summary: 'Drills: search, filter, sort and paginate',
    description:
      'Lists are comma-separated; include filters are any-of, exclude filters none-of. `q` searches full text with every word as a prefix; when that finds nothing it falls back to trigram similarity (`searchMode: "fuzzy"`). Unlisted drills never appear, except in `mine=true`.',
    tags: ['drills'],
    response: drillListContract,
    responses: {
      200: 'A page of drills',
      400: 'A filter value is not valid (details.fields names it)',
      401: 'mine=true needs a signed-in user',
    },
  })
  async list(@CurrentActor() actor: Actor, @ZodQuery(drillListQuerySchema) query: DrillListQueryInput) {
    if (query.mine) authorize(actor, { action: 'account.signedIn' });
    return listDrills(this.db, listScope(actor), query);
  }

  @Get('filter-options')
  @Endpoint({
    summary: 'Values in use for each drill filter, with counts, and the player and length ranges',
    tags: ['drills'],
    response: drillFilterOptionsContract,
  })
  async filterOptions(
    @CurrentActor() actor: Actor,
    @ZodQuery(filterOptionsQuerySchema) query: z.output<typeof filterOptionsQuerySchema>,
  ) {
    return drillFilterOptions(this.db, listScope(actor), query.sport);
  }

  @Get('skills')
  @Endpoint({
    summary: "Skill autocomplete: the sport pack's skills and skills in use, best matches first (20 at most)",
    tags: ['drills'],
    response: skillSuggestionsContract,
  })
  async skills(
    @CurrentActor() actor: Actor,
    @ZodQuery(skillSuggestionsQuerySchema) query: z.output<typeof skillSuggestionsQuerySchema>,
  ) {
    return { items: await skillSuggestions(this.db, listScope(actor), query.sport, query.q) };
  }

  @Get(':id')
  @Endpoint({
    summary: 'One drill, with permissions and its variation family (ETag: its version)',
    tags: ['drills'],
    response: drillResponseContract,
    responses: {
      200: 'The drill',
      401: 'Private: sign in to see it',
      403: 'Private to someone else',
      404: 'No such drill (or deleted)',
    },
  })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const drill = await this.reads.detail(actor, id);
    sendEtag(reply, drill.version);
    return { drill };
  }

  @Get(':id/history')
  @Endpoint({
    summary: "A drill's history, newest first, with the fields each edit changed",
    tags: ['drills'],
    response: historyResponseContract,
    responses: { 200: 'The history', 401: 'Private: sign in', 403: 'Private to someone else', 404: 'No such drill' },
  })
  async history(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return { items: await readDrillHistory(this.db, this.store, actor, id) };
  }
}
