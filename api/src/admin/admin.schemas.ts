import { siteRoleSchema } from '@sideline/domain';
import { z } from 'zod';

export const userListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: siteRoleSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1, 'Pages start at 1.').max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'Page size must be a number.' }).int().min(1).max(100, 'At most 100 per page.').default(25),
});

export const changeUserRoleSchema = z.object({ role: siteRoleSchema });
export const setUserDisabledSchema = z.object({ disabled: z.boolean({ error: 'Say whether the account is disabled (true or false).' }) });
