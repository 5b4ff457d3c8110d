import { can, planDeleted, planNotFound, type Actor, type ContentAccess } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { findPlanFacts, type PlanAccessFacts } from '@sideline/projections';

/** A deleted plan does not exist for anyone but those who may still read it (its owner and admins). */
export function hiddenWhenDeleted(actor: Actor, access: ContentAccess): void {
  if (access.deleted && !can(actor, { action: 'content.read', content: access })) throw planNotFound();
}

/** The plan's command-side facts, or 404 when the actor may not know it exists. */
export async function visiblePlanFacts(db: Queryable, actor: Actor, planId: string): Promise<PlanAccessFacts> {
  const facts = await findPlanFacts(db, planId);
  if (!facts) throw planNotFound();
  hiddenWhenDeleted(actor, facts.access);
  return facts;
}

export function requirePlanNotDeleted(facts: { access: ContentAccess }): void {
  if (facts.access.deleted) throw planDeleted();
}
