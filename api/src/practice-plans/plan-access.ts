import { authorize, can, planAccessOf, planDeleted, planNotFound, type Actor, type ContentAccess, type Permission, type PlanFacts, type PlanState } from '@sideline/domain';

/** A deleted plan does not exist for anyone but those who may still read it (its owner and admins). */
export function hiddenWhenDeleted(actor: Actor, access: ContentAccess): void {
  if (access.deleted && !can(actor, { action: 'content.read', content: access })) throw planNotFound();
}

type ContentAction = Extract<Permission, { content: ContentAccess }>['action'];

/**
 * Asks the policy about a plan as its own stream has it: 404 when there is none (or it is deleted and hidden from
 * the actor), 409 when it is deleted and the action needs a live plan, else the policy's 401/403. Returns the plan.
 */
export function authorizePlan(actor: Actor, state: PlanState, action: ContentAction, options: { evenDeleted?: boolean } = {}): PlanFacts {
  const access = planAccessOf(state);
  if (!access || state.status === 'none') throw planNotFound();
  hiddenWhenDeleted(actor, access);
  if (access.deleted && !options.evenDeleted) throw planDeleted();
  authorize(actor, { action, content: access });
  return state;
}
