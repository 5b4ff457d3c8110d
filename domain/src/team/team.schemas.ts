import { z } from 'zod';
import { entityIdSchema } from '../content/content.schemas';
import { clockTimeSchema } from '../practice-plan/plan-vocabulary';
import { sportIdSchema } from '../sports';
import { emailSchema } from '../user/user.schemas';

/** A member's role in a team: owners (at least one) and admins run it, coaches edit its content, members read it. */
export const TEAM_ROLES = ['owner', 'admin', 'coach', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', coach: 'Coach', member: 'Member (player or parent)' };
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'A role is owner, admin, coach or member.' });
/** Roles an invitation can give: ownership is handed over by its owner, never by a link. */
export const invitableRoleSchema = z.enum(['admin', 'coach', 'member'], { error: 'Invite as admin, coach or member.' });
export type InvitableRole = z.infer<typeof invitableRoleSchema>;

export const TEAM_LIMITS = { name: 80, description: 2_000, practiceMinutes: { min: 15, max: 600 }, inviteDays: { min: 1, max: 60 }, inviteUses: 500 } as const;

/** Every IANA time zone the runtime knows (the full list, not a short pick). */
export const TIME_ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
const zones = new Set(TIME_ZONES.map((zone) => zone.toLowerCase()));
export const timeZoneSchema = z
  .string({ error: 'Choose a time zone.' })
  .trim()
  .refine((zone) => zones.has(zone.toLowerCase()) || zone === 'UTC', { message: 'Choose a time zone from the list (like Europe/Berlin or America/Chicago).' })
  .transform((zone) => TIME_ZONES.find((known) => known.toLowerCase() === zone.toLowerCase()) ?? zone);

/** Monday is 1, Sunday 0 (as Date.getDay()). */
export const firstDayOfWeekSchema = z.number({ error: 'Choose the first day of the week.' }).int().min(0, 'Choose a day of the week.').max(6, 'Choose a day of the week.');

export const teamDetailsSchema = z.object({
  name: z.string({ error: 'Give the team a name.' }).trim().min(1, 'Give the team a name.').max(TEAM_LIMITS.name, `Keep the name under ${TEAM_LIMITS.name} characters.`),
  description: z.string().trim().max(TEAM_LIMITS.description, 'The description is too long.').default(''),
  sport: sportIdSchema,
  timeZone: timeZoneSchema,
  firstDayOfWeek: firstDayOfWeekSchema.default(1),
  practiceStartTime: clockTimeSchema.default('18:00'),
  practiceMinutes: z
    .number({ error: 'Enter the usual practice length in minutes.' })
    .int('Use whole minutes.')
    .min(TEAM_LIMITS.practiceMinutes.min, `A practice is at least ${TEAM_LIMITS.practiceMinutes.min} minutes.`)
    .max(TEAM_LIMITS.practiceMinutes.max, `At most ${TEAM_LIMITS.practiceMinutes.max} minutes.`)
    .default(90),
});
export type TeamDetails = z.output<typeof teamDetailsSchema>;
export type TeamDetailsField = keyof TeamDetails;

export const createTeamSchema = teamDetailsSchema;
export const updateTeamSchema = teamDetailsSchema.partial().refine((patch) => Object.keys(patch).length > 0, { message: 'Change at least one detail.' });
export type TeamPatch = z.output<typeof updateTeamSchema>;

export const createInviteLinkSchema = z.object({
  role: invitableRoleSchema,
  expiresInDays: z.number({ error: 'Say how many days the link works.' }).int().min(TEAM_LIMITS.inviteDays.min, 'At least a day.').max(TEAM_LIMITS.inviteDays.max, `At most ${TEAM_LIMITS.inviteDays.max} days.`).default(7),
  maxUses: z.number().int().min(1, 'At least one use.').max(TEAM_LIMITS.inviteUses, `At most ${TEAM_LIMITS.inviteUses} uses.`).nullable().default(null),
});
export const inviteByEmailSchema = z.object({ email: emailSchema, role: invitableRoleSchema });
export const changeMemberRoleSchema = z.object({ role: teamRoleSchema });
export const transferOwnershipSchema = z.object({ userId: entityIdSchema });
