import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  BULK_UPLOAD_BODY_LIMIT,
  authorize,
  drillImportRowsSchema,
  entityIdSchema,
  importBatchListContract,
  importBatchResponseContract,
  importRowsContract,
  importStartedContract,
  importUndoneContract,
  notFound,
  startDrillImportSchema,
  type Actor,
  type StartDrillImportRequest,
} from '@sideline/domain';
import type { Database } from '@sideline/eventstore';
import { findDrillImportBatch, listDrillImportBatches } from '@sideline/projections';
import { z } from 'zod';
import { DATABASE } from '../../app/tokens';
import type { CommandContext } from '../../commands/command-context';
import { Command, CurrentActor } from '../../http/request-context';
import { ZodBody, ZodQuery } from '../../http/zod-input';
import { Endpoint } from '../../openapi/endpoint-registry';
import { DrillImports } from './drill-imports';

const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number.' })
    .int()
    .min(1)
    .max(100, 'At most 100 imports.')
    .default(20),
});

/** A malformed id cannot name a batch: the same 404 as an unknown one. */
function batchIdOf(id: string): string {
  if (!entityIdSchema.safeParse(id).success) throw notFound('BULK.BATCH_NOT_FOUND', 'There is no such import.');
  return id;
}

/** Bulk imports of drills as batches: start, add rows in calls of up to 500, complete, list mine, undo. */
@Controller('api/drills/import-batches')
export class ImportBatchesController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(DrillImports) private readonly imports: DrillImports,
  ) {}

  @Post()
  @HttpCode(201)
  @Endpoint({
    summary: 'Start an import of drills',
    tags: ['drills'],
    access: 'signed-in',
    response: importStartedContract,
    responses: { 201: '{batchId}', 401: 'Not signed in' },
  })
  start(
    @CurrentActor() actor: Actor,
    @ZodBody(startDrillImportSchema) body: StartDrillImportRequest,
    @Command() ctx: CommandContext,
  ) {
    return this.imports.start(actor, body, ctx);
  }

  @Post(':id/rows')
  @HttpCode(200)
  // Rows may carry diagrams: a call takes what the preview took (the page also cuts chunks by size).
  @RouteConfig({ bodyLimit: BULK_UPLOAD_BODY_LIMIT })
  @Endpoint({
    summary: 'Import up to 500 rows (DrillInput) into the batch: all are created, or none (400 with details.rows)',
    tags: ['drills'],
    access: 'signed-in',
    response: importRowsContract,
    responses: {
      200: '{imported, drillIds}',
      400: 'BULK.INVALID_ROWS with details.rows: {index, fields}[]',
      403: 'Not your import',
      404: 'No such import',
      409: 'Import finished, undone or full',
    },
  })
  addRows(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @ZodBody(drillImportRowsSchema) body: z.output<typeof drillImportRowsSchema>,
    @Command() ctx: CommandContext,
  ) {
    return this.imports.addRows(actor, batchIdOf(id), body.rows, ctx);
  }

  @Post(':id/complete')
  @HttpCode(200)
  @Endpoint({
    summary: 'Mark the import finished',
    tags: ['drills'],
    access: 'signed-in',
    response: importBatchResponseContract,
    responses: { 200: 'The batch', 403: 'Not your import', 404: 'No such import', 409: 'Undone' },
  })
  async complete(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    return { batch: await this.imports.complete(actor, batchIdOf(id), ctx) };
  }

  @Post(':id/undo')
  @HttpCode(200)
  @Endpoint({
    summary: 'Undo the import: every drill of the batch is deleted (reason import-undone)',
    tags: ['drills'],
    access: 'signed-in',
    response: importUndoneContract,
    responses: { 200: '{undone, batch}', 403: 'Not your import', 404: 'No such import' },
  })
  async undo(@CurrentActor() actor: Actor, @Param('id') id: string, @Command() ctx: CommandContext) {
    return this.imports.undo(actor, batchIdOf(id), ctx);
  }

  @Get()
  @Endpoint({
    summary: 'My imports, newest first',
    tags: ['drills'],
    access: 'signed-in',
    response: importBatchListContract,
    responses: { 200: '{items: [{batchId, fileName, count, createdAt, undone, …}]}' },
  })
  async list(@CurrentActor() actor: Actor, @ZodQuery(listQuerySchema) query: z.output<typeof listQuerySchema>) {
    authorize(actor, { action: 'account.signedIn' });
    return { items: await listDrillImportBatches(this.db, actor!.userId, query.limit) };
  }

  @Get(':id')
  @Endpoint({
    summary: 'One of my imports',
    tags: ['drills'],
    access: 'signed-in',
    response: importBatchResponseContract,
    responses: { 200: '{batch}', 403: 'Not your import', 404: 'No such import' },
  })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    authorize(actor, { action: 'account.signedIn' });
    const batch = await findDrillImportBatch(this.db, batchIdOf(id));
    if (!batch) throw notFound('BULK.BATCH_NOT_FOUND', 'There is no such import.');
    authorize(actor, { action: 'drillImport.manage', importerId: batch.importerId });
    return { batch };
  }
}
