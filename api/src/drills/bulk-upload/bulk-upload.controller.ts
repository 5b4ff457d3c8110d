import { Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import {
  BULK_UPLOAD_BODY_LIMIT,
  authorize,
  bulkUploadPreviewSchema,
  duplicateKey,
  drillNameCheckSchema,
  listScope,
  sportIdSchema,
  type Actor,
  type BulkUploadPreviewRequest,
} from '@sideline/domain';
import { findDrillsNamed } from '@sideline/projections';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '@sideline/eventstore';
import { DATABASE } from '../../app/tokens';
import { CurrentActor } from '../../http/request-context';
import { ZodBody, ZodQuery } from '../../http/zod-input';
import { Endpoint } from '../../openapi/endpoint-registry';
import { previewBulkUpload } from './bulk-preview';
import { csvTemplate, xlsxTemplate } from './bulk-template-files';

const templateQuerySchema = z.object({ sport: sportIdSchema.default('quadball') });
type TemplateQuery = z.output<typeof templateQuerySchema>;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function download(reply: FastifyReply, type: string, fileName: string) {
  void reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-cache');
}

/**
 * Bulk upload of drills from CSV or Excel: templates, and a preview that parses and checks a file without storing
 * anything.
 */
@Controller('api/drills/bulk-upload')
export class BulkUploadController {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  @Get('template.csv')
  @Endpoint({
    summary: 'CSV template: header row and two example drills for a sport',
    tags: ['drills'],
    responses: { 200: 'text/csv' },
  })
  csvTemplate(@ZodQuery(templateQuerySchema) query: TemplateQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    download(reply, 'text/csv; charset=utf-8', `sideline-drills-${query.sport}.csv`);
    return csvTemplate(query.sport);
  }

  @Get('template.xlsx')
  @Endpoint({
    summary: 'Excel template: sheet "Drills" (header and two examples) and sheet "Allowed values"',
    tags: ['drills'],
    responses: { 200: XLSX_TYPE },
  })
  async xlsxTemplate(
    @ZodQuery(templateQuerySchema) query: TemplateQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    download(reply, XLSX_TYPE, `sideline-drills-${query.sport}.xlsx`);
    return xlsxTemplate(query.sport);
  }

  @Post()
  @HttpCode(200)
  // The file travels as base64 inside JSON: this route alone accepts bodies up to 12 MB.
  @RouteConfig({ bodyLimit: BULK_UPLOAD_BODY_LIMIT })
  @Endpoint({
    summary: 'Preview a CSV or .xlsx file: every row parsed and validated, duplicates flagged; nothing is stored',
    tags: ['drills'],
    access: 'signed-in',
    responses: {
      200: 'rows (row, raw, input, errors, duplicateOfExisting, duplicateInFileRow), summary, warnings',
      400: 'BULK.NOT_A_WORKBOOK, BULK.FILE_TOO_COMPLEX, BULK.MALFORMED_CSV, BULK.TOO_MANY_ROWS, BULK.MISSING_COLUMNS, … or invalid fields',
      401: 'Not signed in',
      413: 'Body over 12 MB',
    },
  })
  async preview(@CurrentActor() actor: Actor, @ZodBody(bulkUploadPreviewSchema) body: BulkUploadPreviewRequest) {
    authorize(actor, { action: 'content.create' });
    return previewBulkUpload(this.db, actor!, body);
  }

  @Post('duplicates')
  @HttpCode(200)
  @Endpoint({
    summary: 'Which of these names existing drills already have (after an edit on the preview page)',
    tags: ['drills'],
    access: 'signed-in',
  })
  async duplicates(
    @CurrentActor() actor: Actor,
    @ZodBody(drillNameCheckSchema) body: z.output<typeof drillNameCheckSchema>,
  ) {
    authorize(actor, { action: 'content.create' });
    const found = await findDrillsNamed(this.db, { ...listScope(actor), userId: actor!.userId }, body.names);
    return {
      matches: body.names.flatMap(({ sport, name }) => {
        const drill = found.get(duplicateKey(sport, name));
        return drill ? [{ sport, name, drill }] : [];
      }),
    };
  }
}
