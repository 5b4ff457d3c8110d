import { z } from 'zod';
import { isoDateTime, pageContract } from '../contracts/contract-kit';

/** One of my sign-in sessions, as the profile lists them. */
export const profileSessionContract = z.strictObject({
  id: z.string(),
  device: z.string().describe('from the user agent, e.g. "Firefox on Windows"'),
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  /** the session of this request */
  current: z.boolean(),
});
/** Wrong passwords typed for my account since I last dismissed them (or changed the password); null: none. */
export const failedSignInsContract = z.strictObject({
  count: z.number().int(),
  /** the first few distinct addresses they came from */
  addresses: z.array(z.string()),
  firstAt: isoDateTime,
  lastAt: isoDateTime,
});
export const profileSessionListContract = z.strictObject({
  items: z.array(profileSessionContract),
  failedSignIns: failedSignInsContract.nullable(),
});

const teamRef = z.strictObject({ teamId: z.string(), name: z.string() });
/** GET /api/profile/account: how my account signs in and what deleting it needs and does (the server's rule). */
export const profileAccountContract = z.strictObject({
  /** false for an account made through single sign-on that never set one: it sets a password without a current one */
  hasPassword: z.boolean(),
  deletion: z.strictObject({
    /** what confirms the deletion: the password, or (no password) the account's email address typed out */
    confirmWith: z.enum(['password', 'email']),
    /**
     * teams I alone own that have other members: the deletion is refused (USER.SOLE_TEAM_OWNER) until I hand them over
     */
    blockingTeams: z.array(teamRef),
    /** teams nobody else is in: archived with the account */
    closingTeams: z.array(teamRef),
  }),
});
export type ProfileAccount = z.infer<typeof profileAccountContract>;

export const VOTABLE_KINDS = ['drill', 'formation', 'plan'] as const;
export type VotableKind = (typeof VOTABLE_KINDS)[number];

/** A vote I cast (up or down), on something I may still read. */
export const profileVoteContract = z.strictObject({
  kind: z.enum(VOTABLE_KINDS),
  id: z.string(),
  name: z.string(),
  value: z.union([z.literal(1), z.literal(-1)]),
  at: isoDateTime,
});
export const profileVotePageContract = pageContract(profileVoteContract);

/** A comment I wrote (not deleted), with what it is on. */
export const profileCommentContract = z.strictObject({
  id: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetName: z.string().nullable(),
  body: z.string(),
  createdAt: isoDateTime,
  editedAt: isoDateTime.nullable(),
});
export const profileCommentPageContract = pageContract(profileCommentContract);

export type ProfileSession = z.infer<typeof profileSessionContract>;
export type FailedSignIns = z.infer<typeof failedSignInsContract>;
export type ProfileVote = z.infer<typeof profileVoteContract>;
export type ProfileComment = z.infer<typeof profileCommentContract>;

const rows = z.array(z.record(z.string(), z.unknown()));
/** GET /api/profile/export: everything I made or that concerns me, as the read models and the log hold it. */
export const myDataExportContract = z.strictObject({
  format: z.literal('sideline-my-data@1'),
  exportedAt: isoDateTime,
  account: z.strictObject({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    role: z.string(),
    status: z.string(),
    registeredAt: isoDateTime,
  }),
  sessions: rows,
  teams: rows,
  drills: rows,
  drillContents: rows,
  formations: rows,
  plans: rows,
  boards: rows,
  votes: rows,
  comments: rows,
  /** the events of my account's own stream (no personal data in them; see docs/decisions.md) */
  accountEvents: rows,
});
export type MyDataExport = z.infer<typeof myDataExportContract>;
