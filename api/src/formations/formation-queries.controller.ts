import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import {
  authorize,
  formationListContract,
  formationResponseContract,
  formationTagsContract,
  historyResponseContract,
  listScope,
  type Actor,
} from '@sideline/domain';
import type { Database, EventStore } from '@sideline/eventstore';
import { formationTagCounts, listFormations } from '@sideline/projections';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { DATABASE, EVENT_STORE } from '../app/tokens';
import { sendEtag } from '../http/if-match';
import { CurrentActor } from '../http/request-context';
import { ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { FormationReads } from './formation-detail';
import { readFormationHistory } from './formation-history';
import {
  formationListQuerySchema,
  formationTagsQuerySchema,
  type FormationListQueryInput,
} from './formation-list.schemas';

/**
 * Formation queries: read the `formations` read model (history reads the formation's stream), always within the policy.
 */
@Controller('api/formations')
export class FormationQueriesController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FormationReads) private readonly reads: FormationReads,
  ) {}

  @Get()
  @Endpoint({
    summary: 'Formations: search, filter, sort and paginate',
    description:
      'Lists are comma-separated (or repeated) and any-of. `q` searches name, tags and both descriptions, every word as a prefix; when that finds nothing it searches the closest known words instead (`searchMode: "fuzzy"`). Unlisted and deleted formations never appear, except unlisted ones in `mine=true`.',
    tags: ['formations'],
    response: formationListContract,
    responses: {
      200: 'A page of formations',
      400: 'A filter value is not valid (details.fields names it)',
      401: 'mine=true needs a signed-in user',
    },
  })
  async list(@CurrentActor() actor: Actor, @ZodQuery(formationListQuerySchema) query: FormationListQueryInput) {
    if (query.mine) authorize(actor, { action: 'account.signedIn' });
    return listFormations(this.db, listScope(actor), query);
  }

  @Get('tags')
  @Endpoint({
    summary: 'Tags in use on the formations I may list, most used first (100 at most): the tag filter’s choices',
    tags: ['formations'],
    response: formationTagsContract,
  })
  async tags(
    @CurrentActor() actor: Actor,
    @ZodQuery(formationTagsQuerySchema) query: z.output<typeof formationTagsQuerySchema>,
  ) {
    return { items: await formationTagCounts(this.db, listScope(actor), query.sport) };
  }

  @Get(':id')
  @Endpoint({
    summary:
      'One formation, with what you may do to it and its diagram’s collab document name (ETag: its details version)',
    tags: ['formations'],
    response: formationResponseContract,
    responses: {
      200: 'The formation',
      401: 'Private: sign in to see it',
      403: 'Private to someone else',
      404: 'No such formation (or deleted)',
    },
  })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const formation = await this.reads.detail(actor, id);
    sendEtag(reply, formation.version);
    return { formation };
  }

  @Get(':id/history')
  @Endpoint({
    summary: 'A formation’s history, newest first: who changed which field, and who edited the diagram when',
    tags: ['formations'],
    response: historyResponseContract,
    responses: {
      200: 'The history',
      401: 'Private: sign in',
      403: 'Private to someone else',
      404: 'No such formation',
    },
  })
  async history(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return { items: await readFormationHistory({ db: this.db, store: this.store }, actor, id) };
  }
}
