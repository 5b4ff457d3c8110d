import { authorize, can, type Actor, type ContentAccess, type DomainError, type Permission } from '@sideline/domain';

/** The content permissions that need nothing but the content (`content.move` also names where it goes). */
export type ContentAction = Exclude<Extract<Permission, { content: ContentAccess }>, { to: unknown }>['action'];

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
 * A content's change history, as `/api/history/…` decides it: `history.read` on the content as its stream has it now
 * (its editors and site admins; not every reader, since a history holds values today's readers never saw). 404 when
 * there is none or it is deleted and hidden from the actor.
 */
export function authorizeHistoryRead(
  actor: Actor,
  access: ContentAccess | null,
  errors: Pick<ContentErrors, 'notFound'>,
): void {
  if (!access) throw errors.notFound();
  hiddenWhenDeleted(actor, access, errors);
  authorize(actor, { action: 'history.read', subject: { kind: 'content', content: access } });
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
