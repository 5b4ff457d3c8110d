import { siteRoleSchema } from '@sideline/domain';
import { z } from 'zod';

export const changeUserRoleSchema = z.object({ role: siteRoleSchema });
export const setUserDisabledSchema = z.object({
  disabled: z.boolean({ error: 'Say whether the account is disabled (true or false).' }),
});
