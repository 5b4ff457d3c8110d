import { z } from 'zod';
import { entityIdSchema } from '../content/content.schemas';
import { clockTimeSchema } from '../practice-plan/plan-vocabulary';
import { sportIdSchema } from '../sports';
import { emailSchema } from '../user/user.schemas';

/** A member's role in a team: owners (at least one) and admins run it, coaches edit its content, members read it. */
export const TEAM_ROLES = ['owner', 'admin', 'coach', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  coach: 'Coach',
  member: 'Member (player or parent)',
};
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'A role is owner, admin, coach or member.' });
/** Roles an invitation can give: ownership is handed over by its owner, never by a link. */
export const invitableRoleSchema = z.enum(['admin', 'coach', 'member'], { error: 'Invite as admin, coach or member.' });
export type InvitableRole = z.infer<typeof invitableRoleSchema>;

export const TEAM_LIMITS = {
  name: 80,
  description: 2_000,
  practiceMinutes: { min: 15, max: 600 },
  inviteDays: { min: 1, max: 60 },
  inviteUses: 500,
} as const;

/** Every IANA time zone the runtime knows (the full list, not a short pick). */
export const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
/** The zone's own spelling when the runtime knows it (any IANA name or alias, in any case), else null. */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
export const timeZoneSchema = z
  .string({ error: 'Choose a time zone.' })
  .trim()
  .refine((zone) => zone.length > 0 && canonicalTimeZone(zone) !== null, {
    message: 'Choose a time zone from the list (like Europe/Berlin or America/Chicago).',
  })
  .transform((zone) => canonicalTimeZone(zone) ?? zone);

/** Monday is 1, Sunday 0 (as Date.getDay()). */
export const firstDayOfWeekSchema = z
  .number({ error: 'Choose the first day of the week.' })
  .int()
  .min(0, 'Choose a day of the week.')
  .max(6, 'Choose a day of the week.');

const teamDetailFields = {
  name: z
    .string({ error: 'Give the team a name.' })
    .trim()
    .min(1, 'Give the team a name.')
    .max(TEAM_LIMITS.name, `Keep the name under ${TEAM_LIMITS.name} characters.`),
  description: z.string().trim().max(TEAM_LIMITS.description, 'The description is too long.'),
  sport: sportIdSchema,
  timeZone: timeZoneSchema,
  firstDayOfWeek: firstDayOfWeekSchema,
  practiceStartTime: clockTimeSchema,
  practiceMinutes: z
    .number({ error: 'Enter the usual practice length in minutes.' })
    .int('Use whole minutes.')
    .min(TEAM_LIMITS.practiceMinutes.min, `A practice is at least ${TEAM_LIMITS.practiceMinutes.min} minutes.`)
    .max(TEAM_LIMITS.practiceMinutes.max, `At most ${TEAM_LIMITS.practiceMinutes.max} minutes.`),
};
export const teamDetailsSchema = z.object({
  ...teamDetailFields,
  description: teamDetailFields.description.default(''),
  firstDayOfWeek: teamDetailFields.firstDayOfWeek.default(1),
  practiceStartTime: teamDetailFields.practiceStartTime.default('18:00'),
  practiceMinutes: teamDetailFields.practiceMinutes.default(90),
});
export type TeamDetails = z.output<typeof teamDetailsSchema>;
export type TeamDetailsField = keyof TeamDetails;

export const createTeamSchema = teamDetailsSchema;
/** A change of details: only the fields sent (no defaults, so an edit never resets what it does not name). */
export const updateTeamSchema = z
  .object(teamDetailFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Change at least one detail.' });
export type TeamPatch = z.output<typeof updateTeamSchema>;

export const createInviteLinkSchema = z.object({
  role: invitableRoleSchema,
  expiresInDays: z
    .number({ error: 'Say how many days the link works.' })
    .int()
    .min(TEAM_LIMITS.inviteDays.min, 'At least a day.')
    .max(TEAM_LIMITS.inviteDays.max, `At most ${TEAM_LIMITS.inviteDays.max} days.`)
    .default(7),
  maxUses: z
    .number()
    .int()
    .min(1, 'At least one use.')
    .max(TEAM_LIMITS.inviteUses, `At most ${TEAM_LIMITS.inviteUses} uses.`)
    .nullable()
    .default(null),
});
export const inviteByEmailSchema = z.object({ email: emailSchema, role: invitableRoleSchema });
export const changeMemberRoleSchema = z.object({ role: teamRoleSchema });
export const transferOwnershipSchema = z.object({ userId: entityIdSchema });
