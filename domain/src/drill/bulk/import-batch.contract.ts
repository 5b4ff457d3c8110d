import { z } from 'zod';
import { VISIBILITIES } from '../../content/content.schemas';
import { isoDateTime } from '../../contracts/contract-kit';
import { SPORT_IDS } from '../../sports';

/** A bulk import of drills as its importer sees it: how far it got, and whether it was undone. */
export const importBatchContract = z.strictObject({
  batchId: z.string(),
  importerId: z.string(),
  fileName: z.string(),
  sport: z.enum(SPORT_IDS),
  visibility: z.enum(VISIBILITIES),
  total: z.number().int().describe('rows the page meant to import'),
  count: z.number().int().describe('drills created so far'),
  status: z.enum(['importing', 'completed', 'undone']),
  undone: z.boolean(),
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
  undoneAt: isoDateTime.nullable(),
});
export const importBatchResponseContract = z.strictObject({ batch: importBatchContract });
export const importBatchListContract = z.strictObject({ items: z.array(importBatchContract) });
export const importStartedContract = z.strictObject({ batchId: z.string() });
export const importRowsContract = z.strictObject({ imported: z.number().int(), drillIds: z.array(z.string()) });
export const importUndoneContract = z.strictObject({ undone: z.number().int(), batch: importBatchContract });

export type ImportBatch = z.infer<typeof importBatchContract>;
