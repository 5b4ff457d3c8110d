import { z } from 'zod';

export const SITE_ROLES = ['user', 'admin'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];
/**
 * How a site role reads on a page (home, the admin users list). Not "Coach": that is a team role, and a site user may
 * be a player or a parent in their teams.
 */
export const SITE_ROLE_LABELS: Record<SiteRole, string> = { user: 'User', admin: 'Site admin' };
export const siteRoleSchema = z.enum(SITE_ROLES);

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const emailSchema = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .max(254, 'That email address is too long.')
  .pipe(z.email({ error: 'Enter a valid email address, like coach@example.com.' }));

export const displayNameSchema = z
  .string({ error: 'Enter your name.' })
  .trim()
  .min(1, 'Enter your name.')
  .max(80, 'Keep your name under 80 characters.');

export const newPasswordSchema = z
  .string({ error: 'Choose a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  displayName: displayNameSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const changeRoleSchema = z.object({ role: siteRoleSchema });
export const renameSchema = z.object({ displayName: displayNameSchema });

/** Who a signed-in user is (the contract `SessionUser` adds what they may do). */
export interface SessionIdentity {
  id: string;
  email: string;
  displayName: string;
  role: SiteRole;
}
