import { forbidden, unauthenticated } from '../shared/errors';
import { assertNever } from '../shared/events';
import type { SiteRole } from '../user/user.schemas';

/** Who is asking. `null` is a visitor who has not signed in. */
export type Actor = { userId: string; role: SiteRole } | null;

/**
 * Everything anyone may try to do, as data. Each context adds its own cases here,
 * so the API, the collaboration server and the UI all ask the same question.
 */
export type Permission =
  | { action: 'admin.access' }
  | { action: 'user.manage'; targetUserId: string }
  | { action: 'profile.edit'; targetUserId: string }
  | { action: 'account.signedIn' };

export type Decision = { allowed: true } | { allowed: false; reason: 'unauthenticated' | 'forbidden'; message: string };

const allow: Decision = { allowed: true };
const signInFirst: Decision = { allowed: false, reason: 'unauthenticated', message: 'Please sign in to continue.' };
const deny = (message: string): Decision => ({ allowed: false, reason: 'forbidden', message });

/** The one permission policy. Pure: everything it needs comes in with the actor and the permission. */
export function decidePermission(actor: Actor, permission: Permission): Decision {
  switch (permission.action) {
    case 'account.signedIn':
      return actor ? allow : signInFirst;
    case 'admin.access':
      if (!actor) return signInFirst;
      return actor.role === 'admin' ? allow : deny('Only site admins can open the admin area.');
    case 'user.manage':
      if (!actor) return signInFirst;
      return actor.role === 'admin' ? allow : deny('Only site admins can manage users.');
    case 'profile.edit':
      if (!actor) return signInFirst;
      return actor.userId === permission.targetUserId || actor.role === 'admin' ? allow : deny('You can only edit your own profile.');
    default:
      return assertNever(permission, 'permission');
  }
}

export const can = (actor: Actor, permission: Permission): boolean => decidePermission(actor, permission).allowed;

/** Throws the typed error (401 or 403) when the policy says no. */
export function authorize(actor: Actor, permission: Permission): void {
  const decision = decidePermission(actor, permission);
  if (decision.allowed) return;
  throw decision.reason === 'unauthenticated' ? unauthenticated(decision.message) : forbidden('POLICY.FORBIDDEN', decision.message);
}
