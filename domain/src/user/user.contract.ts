import { z } from 'zod';
import { isoDateTime, pageContract } from '../contracts/contract-kit';
import { can, type Actor } from '../policy/policy';
import { SITE_ROLES, type SessionIdentity } from './user.schemas';

/** What the signed-in user may do across the site, from the one policy: the web shows these, never its own rule. */
export const sessionCanContract = z.strictObject({
  /** open the admin area (dashboard, users) */
  adminArea: z.boolean(),
  /** create drills, formations, plans and boards */
  createContent: z.boolean(),
});

/** The signed-in user, as the web app and the API say it (boot block, /api/auth/me, sign-in answers). */
export const sessionUserContract = z.strictObject({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(SITE_ROLES),
  can: sessionCanContract,
});
export const meContract = z.strictObject({ user: sessionUserContract.nullable() });

export type SessionCan = z.infer<typeof sessionCanContract>;
export type SessionUser = z.infer<typeof sessionUserContract>;

/** The session user with what the policy lets them do: the one place these flags are decided. */
export function sessionUserView(user: SessionIdentity): SessionUser {
  const actor: Actor = { userId: user.id, role: user.role };
  return {
    ...user,
    can: { adminArea: can(actor, { action: 'admin.access' }), createContent: can(actor, { action: 'content.create' }) },
  };
}

/** A user as the admin area lists them. */
export const adminUserContract = z.strictObject({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(SITE_ROLES),
  status: z.enum(['active', 'disabled']),
  registeredAt: isoDateTime,
  /** the user's latest event (from the audit index); null when they never changed anything */
  lastActivityAt: isoDateTime.nullable().optional(),
});
export const adminUserPageContract = pageContract(adminUserContract);
export const adminUserResponseContract = z.strictObject({ user: adminUserContract });

/** The admin dashboard: counts, read-model health and the latest changes. */
export const adminSummaryContract = z.strictObject({
  counts: z.strictObject({
    users: z.number().int(),
    events: z.number().int().describe('events in the log, as the read models have read them'),
  }),
  projections: z.array(
    z.strictObject({
      name: z.string(),
      lagEvents: z.number().int(),
      lagSeconds: z.number(),
      lastError: z.string().nullable(),
      leaseholder: z.string().nullable(),
      eventsProcessed: z.number().int(),
    }),
  ),
  /** the latest events, worded as the audit log words them (`auditSentence`) */
  recent: z.array(
    z.strictObject({
      at: isoDateTime,
      type: z.string(),
      streamId: z.string(),
      actorName: z.string(),
      action: z.string(),
      entityKind: z.string(),
      entityName: z.string().nullable(),
      historyPath: z.string().nullable(),
    }),
  ),
  /** events per minute: the last five minutes' average and the last minute's count (from the audit index) */
  eventRate: z.strictObject({ perMinute: z.number(), lastMinute: z.number().int() }).optional(),
  /** the collab server of this process: open documents and connections (available: false when it runs elsewhere) */
  collab: z
    .strictObject({ available: z.boolean(), documents: z.number().int(), connections: z.number().int() })
    .optional(),
  /** template changes that generated practices have not taken yet: (template, season) pairs waiting, failing, oldest */
  templateSync: z
    .strictObject({
      waiting: z.number().int(),
      failing: z.number().int(),
      oldestSeconds: z.number().int().nullable(),
      lastError: z.string().nullable(),
    })
    .optional(),
});

export type AdminUser = z.infer<typeof adminUserContract>;
export type AdminSummary = z.infer<typeof adminSummaryContract>;
