import { z } from 'zod';
import { isoDateTime } from '../contracts/contract-kit';
import { dateTimeSchema, pageNumberSchema, pageSizeSchema, rowLimitSchema } from '../shared/input-ranges';
import { SITE_ROLES } from '../user/user.schemas';

/** The audit page's filters (query string); `cursor` continues after the last row of the previous page. */
export const auditQuerySchema = z
  .object({
    actorId: z.string().trim().max(64).optional(),
    entityType: z.string().trim().max(40).optional(),
    entityId: z.string().trim().max(64).optional(),
    eventType: z.string().trim().max(80).optional(),
    from: dateTimeSchema('Give the start as a date and time.').optional(),
    to: dateTimeSchema('Give the end as a date and time.').optional(),
    cursor: z.string().max(200).optional(),
    limit: rowLimitSchema(50, 200, 'rows a page'),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: 'The start must be before the end.', path: ['to'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditTailQuerySchema = z.object({
  after: z.string().regex(/^\d{1,20}$/, 'After is a log position.'),
  actorId: z.string().trim().max(64).optional(),
  entityType: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(64).optional(),
  eventType: z.string().trim().max(80).optional(),
});

export const auditEntryContract = z.strictObject({
  position: z.string().describe('global log position'),
  at: isoDateTime,
  actorId: z.string().nullable(),
  actorName: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  streamVersion: z.number().int(),
  eventType: z.string(),
  commandId: z.string().nullable(),
  /** what the actor did, the entity following: "Changed the minutes of an item in" (`auditSentence` words it all) */
  action: z.string(),
  /** what the row is about, in words: "practice plan" (a vote's or comment's: the thing voted or commented on) */
  entityKind: z.string(),
  /** that thing's name today ("Pressing week"), or null when no read model holds it */
  entityName: z.string().nullable(),
  /** the page showing that thing's history, or null when its type has none */
  historyPath: z.string().nullable(),
});
export const auditPageContract = z.strictObject({
  items: z.array(auditEntryContract),
  nextCursor: z.string().nullable(),
});
/**
 * The live feed's key for "new rows in the audit index" (`/api/live`): it names no entity, and only site admins hear
 * it (`admin.access`); the audit page then asks `/api/admin/audit/tail` for the rows.
 */
export const AUDIT_LIVE_KEY = 'audit';
export const auditTailContract = z.strictObject({ items: z.array(auditEntryContract), latest: z.string().nullable() });
export const auditVocabularyContract = z.strictObject({
  eventTypes: z.array(z.string()),
  entityTypes: z.array(z.string()),
});

/** The users page: search, sort, paginate. */
export const adminUserQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.enum(SITE_ROLES).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  sort: z
    .enum(['registered', 'lastActivity', 'name'], { error: 'Sort by registered, lastActivity or name.' })
    .default('registered'),
  page: pageNumberSchema(),
  pageSize: pageSizeSchema(25),
});

export type AuditEntry = z.infer<typeof auditEntryContract>;
export type AuditPage = z.infer<typeof auditPageContract>;
export type AuditTail = z.infer<typeof auditTailContract>;
export type AuditVocabulary = z.infer<typeof auditVocabularyContract>;
