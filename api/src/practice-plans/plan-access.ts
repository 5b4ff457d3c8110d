import {
  planAccessOf,
  planDeleted,
  planNotFound,
  type Actor,
  type ContentAccess,
  type PlanFacts,
  type PlanState,
} from '@sideline/domain';
import { authorizeContent, hiddenWhenDeleted as hidden, type ContentAction } from '../commands/content-guard';

const PLAN_ERRORS = { notFound: planNotFound, deleted: planDeleted };

/** A deleted plan does not exist for anyone but those who may still read it (its owner and admins). */
export const hiddenWhenDeleted = (actor: Actor, access: ContentAccess): void => hidden(actor, access, PLAN_ERRORS);

/**
 * The policy about a plan as its own stream has it (404, 409 when deleted unless `evenDeleted`, 401/403); returns it.
 */
export function authorizePlan(
  actor: Actor,
  state: PlanState,
  action: ContentAction,
  options: { evenDeleted?: boolean } = {},
): PlanFacts {
  authorizeContent(actor, planAccessOf(state), action, PLAN_ERRORS, options);
  return state as PlanFacts;
}
