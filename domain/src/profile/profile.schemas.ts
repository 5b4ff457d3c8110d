import { z } from 'zod';
import { pageNumberSchema, pageSizeSchema } from '../shared/input-ranges';
import { PASSWORD_MAX_LENGTH, newPasswordSchema } from '../user/user.schemas';

/**
 * Change or set my password: an account that has one proves it is me with the current one (the server decides: an
 * account made through single sign-on has none, and sets its first without it); every other session (and its live
 * sockets) ends.
 */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(PASSWORD_MAX_LENGTH)
    .optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A page of my votes or my comments. */
export const profilePageQuerySchema = z.object({
  page: pageNumberSchema(),
  pageSize: pageSizeSchema(20),
});
export type ProfilePageQuery = z.output<typeof profilePageQuerySchema>;

/**
 * Delete my account: my password again (or, for an account without one, my email address typed out: the server
 * decides which, see GET /api/profile/account), and whether my public content goes too (else it stays, by "a former
 * member").
 */
export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Enter your password to confirm.' }).max(PASSWORD_MAX_LENGTH).optional(),
  email: z.string({ error: 'Type your email address to confirm.' }).max(254).optional(),
  deleteContent: z.boolean({ error: 'Say whether your content is deleted too (true or false).' }).default(false),
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm.' }),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** What content by a deleted account shows as its author. */
export const FORMER_MEMBER_NAME = 'A former member';
