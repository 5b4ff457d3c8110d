import { authorize, can, type Actor, type ContentAccess, type DomainError, type Permission } from '@sideline/domain';

export type ContentAction = Extract<Permission, { content: ContentAccess }>['action'];

/** How a kind of content says "there is none" and "it was deleted" (its own codes: PLAN.NOT_FOUND, DRILL.DELETED…). */
export interface ContentErrors {
  notFound: () => DomainError;
  deleted: () => DomainError;
}

/** A deleted item does not exist for anyone but those who may still read it (its owner and admins): 404 for others. */
export function hiddenWhenDeleted(actor: Actor, access: ContentAccess, errors: Pick<ContentErrors, 'notFound'>): void {
  if (access.deleted && !can(actor, { action: 'content.read', content: access })) throw errors.notFound();
}

/**
 * Asks the one policy about a drill, formation, plan or board as its own stream has it (`access` from the state the
 * command folded): 404 when there is none (or it is deleted and hidden from the actor), 409 when it is deleted and the
 * action needs it live, else the policy's 401 or 403.
 */
export function authorizeContent(
  actor: Actor,
  access: ContentAccess | null,
  action: ContentAction,
  errors: ContentErrors,
  options: { evenDeleted?: boolean } = {},
): void {
  if (!access) throw errors.notFound();
  hiddenWhenDeleted(actor, access, errors);
  if (access.deleted && !options.evenDeleted) throw errors.deleted();
  authorize(actor, { action, content: access });
}
