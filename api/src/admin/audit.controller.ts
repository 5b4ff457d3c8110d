import { Controller, Get, Inject, Res, StreamableFile } from '@nestjs/common';
import {
  auditPageContract,
  auditQuerySchema,
  auditTailContract,
  auditTailQuerySchema,
  auditVocabularyContract,
  authorize,
  validationError,
  type Actor,
  type AuditQuery,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { auditTail, auditVocabulary, countAuditLog, queryAuditLog, type AuditFilter } from '@sideline/projections';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { DATABASE } from '../app/tokens';
import { CurrentActor } from '../http/request-context';
import { ZodQuery } from '../http/zod-input';
import { Endpoint } from '../openapi/endpoint-registry';
import { auditCsvChunks } from './audit-export';
import { auditEntriesOf, decodeCursor, encodeCursor } from './audit-entries';

const filterOf = (q: Omit<Partial<AuditQuery>, 'limit' | 'cursor'>): AuditFilter => ({
  actorId: q.actorId,
  entityType: q.entityType,
  entityId: q.entityId,
  eventType: q.eventType,
  from: q.from,
  to: q.to,
});
const ADMIN = { 401: 'Not signed in', 403: 'Not a site admin' };

/** The audit log (admins only): every event from the audit index, filtered, paged by keyset, tailed, exported. */
@Controller('api/admin/audit')
export class AuditController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get()
  @Endpoint({
    summary:
      'Events, newest first, filtered by user, entity type, entity, event type and time; keyset pages (nextCursor)',
    tags: ['admin'],
    access: 'admin',
    response: auditPageContract,
    responses: { 200: 'OK', 400: 'Bad filter', ...ADMIN },
  })
  async page(@CurrentActor() actor: Actor, @ZodQuery(auditQuerySchema) query: z.output<typeof auditQuerySchema>) {
    authorize(actor, { action: 'admin.access' });
    const cursor = decodeCursor(query.cursor);
    if (query.cursor && !cursor)
      throw validationError('AUDIT.BAD_CURSOR', 'That page link is broken: start again from the first page.', {
        cursor: ['Not a page cursor.'],
      });
    const { items, next } = await queryAuditLog(this.db, filterOf(query), cursor, query.limit);
    return { items: await auditEntriesOf(this.db, items), nextCursor: encodeCursor(next) };
  }

  @Get('tail')
  @Endpoint({
    summary: 'The live tail: events that reached the index after a log position (oldest first)',
    tags: ['admin'],
    access: 'admin',
    response: auditTailContract,
    responses: { 200: 'OK', ...ADMIN },
  })
  async tail(
    @CurrentActor() actor: Actor,
    @ZodQuery(auditTailQuerySchema) query: z.output<typeof auditTailQuerySchema>,
  ) {
    authorize(actor, { action: 'admin.access' });
    const items = await auditTail(this.db, filterOf(query), query.after, 200);
    return { items: await auditEntriesOf(this.db, items), latest: items.at(-1)?.position ?? null };
  }

  @Get('vocabulary')
  @Endpoint({
    summary: 'The event and entity types in the log (for the filters)',
    tags: ['admin'],
    access: 'admin',
    response: auditVocabularyContract,
    responses: { 200: 'OK', ...ADMIN },
  })
  async vocabulary(@CurrentActor() actor: Actor) {
    authorize(actor, { action: 'admin.access' });
    return auditVocabulary(this.db);
  }

  @Get('export.csv')
  @Endpoint({
    summary: 'The filtered log as CSV, streamed (x-total-rows tells the progress bar how many rows come)',
    tags: ['admin'],
    access: 'admin',
    responses: { 200: 'text/csv', 400: 'Bad filter', ...ADMIN },
  })
  async export(
    @CurrentActor() actor: Actor,
    @ZodQuery(auditQuerySchema) query: z.output<typeof auditQuerySchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    authorize(actor, { action: 'admin.access' });
    const filter = filterOf(query);
    const total = await countAuditLog(this.db, filter);
    void reply.header('x-total-rows', String(total)).header('cache-control', 'no-store');
    return new StreamableFile(Readable.from(auditCsvChunks(this.db, filter)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="sideline-audit-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  }
}
