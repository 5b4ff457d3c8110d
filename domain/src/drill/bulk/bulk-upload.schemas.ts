import { z } from 'zod';
import { visibilitySchema } from '../../content/content.schemas';
import { sportIdSchema } from '../../sports';
import { BULK_LIMITS } from './bulk-limits';

const MEGABYTES = Math.round(BULK_LIMITS.fileBytes / (1024 * 1024));

export const bulkFileNameSchema = z
  .string({ error: 'Name the file.' })
  .trim()
  .min(1, 'Name the file.')
  .max(255, 'Keep the file name under 255 characters.');

/** POST /api/drills/bulk-upload: the file as base64, and the page's choices for rows that do not say. */
export const bulkUploadPreviewSchema = z.object({
  fileName: bulkFileNameSchema,
  contentBase64: z
    .string({ error: 'Attach the file.' })
    .min(1, 'The file is empty.')
    .max(
      Math.ceil(BULK_LIMITS.fileBytes / 3) * 4,
      `The file is larger than ${MEGABYTES} MB. Split it into smaller files.`,
    )
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file did not arrive intact (it is not base64). Choose it again.'),
  sport: sportIdSchema,
  visibility: visibilitySchema,
});
export type BulkUploadPreviewRequest = z.output<typeof bulkUploadPreviewSchema>;

/** POST /api/drills/import-batches */
export const startDrillImportSchema = z.object({
  fileName: bulkFileNameSchema,
  sport: sportIdSchema,
  visibility: visibilitySchema,
  total: z
    .number({ error: 'Say how many drills will be imported.' })
    .int('Use a whole number.')
    .min(1, 'Import at least one drill.')
    .max(BULK_LIMITS.rows, `At most ${BULK_LIMITS.rows.toLocaleString('en')} drills per import.`),
});
export type StartDrillImportRequest = z.output<typeof startDrillImportSchema>;

/** POST /api/drills/import-batches/:id/rows. Each row is then checked by the drill schema on its own. */
export const drillImportRowsSchema = z.object({
  rows: z
    .array(z.unknown(), { error: 'Send the rows as a list.' })
    .min(1, 'Send at least one row.')
    .max(BULK_LIMITS.rowsPerCall, `At most ${BULK_LIMITS.rowsPerCall} rows per call.`),
});

/** POST /api/drills/bulk-upload/duplicates: names edited on the page, checked against existing drills. */
export const drillNameCheckSchema = z.object({
  names: z
    .array(z.object({ sport: sportIdSchema, name: z.string().trim().min(1).max(200) }), {
      error: 'Send the names as a list.',
    })
    .max(BULK_LIMITS.rows, `At most ${BULK_LIMITS.rows.toLocaleString('en')} names.`),
});
