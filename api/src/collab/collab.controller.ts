import { Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { authorize, collabTokenRequestSchema, type Actor } from '@sideline/domain';
import { z } from 'zod';
import { API_DEPS, type ApiDeps } from '../api-deps';
import { CurrentActor } from '../http/request-context';
import { ZodBody } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { issueTokenFor } from './collab-tokens';

export const collabTokenResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  mode: z.enum(['read', 'write']),
  documentName: z.string(),
});

@Controller('api/collab')
export class CollabController {
  constructor(@Inject(API_DEPS) private readonly deps: ApiDeps) {}

  @Post('token')
  @HttpCode(200)
  @Endpoint({
    summary: 'A five-minute token that opens one collab document (board:<id>) for reading or writing',
    description: 'The provider sends it when it connects to /collab. The mode is what the permission policy allows: edit rights give write, read rights read.',
    tags: ['collab'],
    responses: { 200: 'Token issued', 400: 'Not a document name', 401: 'Sign in to open it', 403: 'Not yours to open', 404: 'No such document' },
    response: collabTokenResponseSchema,
  })
  async token(@CurrentActor() actor: Actor, @ZodBody(collabTokenRequestSchema) body: z.output<typeof collabTokenRequestSchema>) {
    return issueTokenFor({ db: this.deps.db, secret: this.deps.settings.collabSecret }, actor, body.documentName);
  }

  @Get('metrics')
  @Endpoint({ summary: 'Open documents and connections of the collab server in this process, and its store timings', tags: ['collab', 'admin'], access: 'admin' })
  metrics(@CurrentActor() actor: Actor) {
    authorize(actor, { action: 'admin.access' });
    const metrics = this.deps.collabMetrics?.();
    return metrics ? { available: true, ...metrics } : { available: false, reason: 'The collab server runs in another process (ROLE=collab).' };
  }
}
