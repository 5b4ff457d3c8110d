import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { authorize, collabTokenContract, collabTokenRequestSchema, type Actor } from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import type { z } from 'zod';
import type { ApiSettings } from '../api-deps';
import { API_SETTINGS, COLLAB_METRICS, DATABASE } from '../app/tokens';
import { CurrentActor, CurrentRequester, type Requester } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { issueTokenFor } from './collab-tokens';

@Controller('api/collab')
export class CollabController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(API_SETTINGS) private readonly settings: ApiSettings,
    @Inject(COLLAB_METRICS) private readonly collabMetrics: (() => Record<string, unknown>) | null,
  ) {}

  @Post('token')
  @HttpCode(200)
  @Endpoint({
    summary: 'A five-minute token that opens one collab document (board:<id>) for reading or writing',
    description:
      'The provider sends it when it connects to /collab. The mode is what the permission policy allows: edit rights give write, read rights read.',
    tags: ['collab'],
    responses: {
      200: 'Token issued',
      400: 'Not a document name',
      401: 'Sign in to open it',
      403: 'Not yours to open',
      404: 'No such document',
    },
    response: collabTokenContract,
  })
  async token(
    @CurrentRequester() requester: Requester,
    @ZodBody(collabTokenRequestSchema) body: z.output<typeof collabTokenRequestSchema>,
  ) {
    return issueTokenFor(
      { db: this.db, secret: this.settings.collabSecret, ttlSeconds: this.settings.collabTokenTtlSeconds },
      requester,
      body.documentName,
    );
  }

  @Get('metrics')
  @Endpoint({
    summary: 'Open documents and connections of the collab server in this process, and its store timings',
    tags: ['collab', 'admin'],
    access: 'admin',
  })
  metrics(@CurrentActor() actor: Actor) {
    authorize(actor, { action: 'admin.access' });
    const metrics = this.collabMetrics?.();
    return metrics
      ? { available: true, ...metrics }
      : { available: false, reason: 'The collab server runs in another process (ROLE=collab).' };
  }
}
