import { z } from 'zod';
import { isoDateTime } from '../contracts/contract-kit';
import { SPORT_IDS } from '../sports';
import { TEAM_ROLES } from './team.schemas';

/** What the team endpoints answer: one description for the read models, the API and the web app. */

const detailsContract = z.strictObject({
  name: z.string(),
  description: z.string(),
  sport: z.enum(SPORT_IDS),
  timeZone: z.string().describe('IANA time zone'),
  firstDayOfWeek: z.number().int().describe('0 Sunday … 6 Saturday'),
  practiceStartTime: z.string().describe('"HH:MM"'),
  practiceMinutes: z.number().int(),
});

/** What the viewer may do with the team, from the one policy. */
export const teamCanContract = z.strictObject({
  /** edit details, make invite links, invite by email */
  manage: z.boolean(),
  /** archive, unarchive, hand over */
  own: z.boolean(),
  /** leave the team (not the last owner) */
  leave: z.boolean(),
  /** create drills, formations, plans and boards for the team */
  createContent: z.boolean(),
});

/** A team in "my teams": its details, my role, how many are in it. */
export const teamSummaryContract = z.strictObject({
  id: z.string(),
  details: detailsContract,
  archived: z.boolean(),
  myRole: z.enum(TEAM_ROLES).nullable().describe('null for a site admin who is not a member'),
  memberCount: z.number().int(),
  createdAt: isoDateTime,
  /** what the viewer may do in the team, from the one policy (lists and create forms offer the team by it) */
  can: z.strictObject({ createContent: z.boolean() }),
});

export const teamMemberContract = z.strictObject({
  userId: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: isoDateTime,
  /** what the viewer may do to this member */
  can: z.strictObject({ changeRole: z.boolean(), remove: z.boolean() }),
});

/** An invite link as its team's managers see it. The link itself (with its secret) is shown once, when made. */
export const inviteLinkContract = z.strictObject({
  id: z.string(),
  role: z.enum(['admin', 'coach', 'member']),
  expiresAt: isoDateTime,
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  revoked: z.boolean(),
  createdBy: z.strictObject({ id: z.string(), name: z.string() }),
  createdAt: isoDateTime,
  state: z.enum(['active', 'expired', 'revoked', 'used-up']),
});

export const pendingInvitationContract = z.strictObject({
  id: z.string(),
  role: z.enum(['admin', 'coach', 'member']),
  /** the address as the inviter typed it (normalised): never whose account it is, or whether there is one */
  email: z.string(),
  invitedBy: z.strictObject({ id: z.string(), name: z.string() }),
  sentAt: isoDateTime,
});

export const teamDetailContract = teamSummaryContract.omit({ can: true }).extend({
  version: z.number().int().describe('also the ETag'),
  members: z.array(teamMemberContract),
  /** only for those who manage the team; empty otherwise */
  inviteLinks: z.array(inviteLinkContract),
  invitations: z.array(pendingInvitationContract),
  can: teamCanContract,
});

/** An invitation waiting for me, on my home page. */
export const myInvitationContract = z.strictObject({
  id: z.string(),
  team: z.strictObject({ id: z.string(), name: z.string(), sport: z.enum(SPORT_IDS) }),
  role: z.enum(['admin', 'coach', 'member']),
  invitedBy: z.string(),
  sentAt: isoDateTime,
});

/** What an invite link opens, before joining (no sign-in needed to see it). */
export const invitePreviewContract = z.strictObject({
  team: z.strictObject({ id: z.string(), name: z.string(), sport: z.enum(SPORT_IDS), memberCount: z.number().int() }),
  role: z.enum(['admin', 'coach', 'member']),
  expiresAt: isoDateTime,
  alreadyMember: z.boolean(),
});

export const teamListContract = z.strictObject({
  items: z.array(teamSummaryContract),
  invitations: z.array(myInvitationContract),
});
export const teamResponseContract = z.strictObject({ team: teamDetailContract });
/** A new invite link: the only time its URL (with the secret) is shown. */
export const createdInviteLinkContract = z.strictObject({
  link: inviteLinkContract,
  url: z.string(),
  team: teamDetailContract,
});

export type TeamSummary = z.infer<typeof teamSummaryContract>;
export type TeamMember = z.infer<typeof teamMemberContract>;
export type TeamDetail = z.infer<typeof teamDetailContract>;
export type TeamCan = z.infer<typeof teamCanContract>;
export type InviteLink = z.infer<typeof inviteLinkContract>;
export type PendingInvitation = z.infer<typeof pendingInvitationContract>;
export type MyInvitation = z.infer<typeof myInvitationContract>;
export type InvitePreview = z.infer<typeof invitePreviewContract>;
export type TeamList = z.infer<typeof teamListContract>;
