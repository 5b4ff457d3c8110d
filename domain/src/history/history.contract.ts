import { z } from 'zod';
import { isoDateTime } from '../contracts/contract-kit';

/** One field a version changed: its value before and after (rich text as HTML; lists as lists). */
export const historyChangeContract = z.strictObject({ field: z.string(), from: z.unknown(), to: z.unknown() });

/** One version of an entity: who made it, when, with which event, and what it changed. */
export const historyEntryContract = z.strictObject({
  version: z.number().int(),
  type: z.string().describe('the event type'),
  at: isoDateTime,
  actorId: z.string().nullable(),
  actorName: z.string(),
  summary: z.string(),
  changes: z.array(historyChangeContract).optional(),
});

export const historyResponseContract = z.strictObject({ items: z.array(historyEntryContract) });

export type HistoryChange = z.infer<typeof historyChangeContract>;
export type HistoryEntry = z.infer<typeof historyEntryContract>;
export type HistoryResponse = z.infer<typeof historyResponseContract>;
