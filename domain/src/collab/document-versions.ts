import { z } from 'zod';
import { isoDateTime } from '../contracts/contract-kit';

/** One stored version of a live document (a board's drawing, a formation's diagram), as the history lists it. */
export const documentVersionContract = z.strictObject({
  version: z.number().int(),
  kind: z.enum(['update', 'restore']),
  at: isoDateTime,
  editors: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  restoredFrom: z.number().int().nullable(),
});

export type DocumentVersion = z.infer<typeof documentVersionContract>;

/** The body of a restore: which version to bring back. */
export const restoreDocumentVersionSchema = z.object({
  version: z
    .number({ error: 'Name the version to restore.' })
    .int('Versions are whole numbers.')
    .min(1, 'Versions start at 1.'),
});
