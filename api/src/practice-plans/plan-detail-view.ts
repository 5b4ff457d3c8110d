import {
  can,
  documentNameOf,
  drillIdsOf,
  planAccessOf,
  timingOfPlan,
  type Actor,
  type PlanDetail,
  type PlanDrillRef,
  type PlanUndoState,
} from '@sideline/domain';
import type { PlanPage } from '@sideline/projections';

const NO_UNDO: PlanUndoState = { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null };

/**
 * A plan as its page shows it to this viewer: the one view of a plan, whether its state comes from the read model
 * (GET) or from the command that just decided it (the command's answer). Permissions come from the one policy.
 */
export function planDetailView(actor: Actor, page: PlanPage, undo: PlanUndoState): PlanDetail {
  const { facts } = page;
  const access = planAccessOf(facts)!;
  const live = facts.status !== 'deleted';
  const allowed = (
    action:
      'content.edit' | 'content.share' | 'content.delete' | 'content.restore' | 'content.engage' | 'content.publish',
  ) => can(actor, { action, content: access });
  const drills: Record<string, PlanDrillRef> = {};
  for (const id of drillIdsOf(facts.sections)) {
    const ref = page.drills.find((r) => r.id === id);
    // A drill made private or deleted since it was added stays in the plan, but its name is not shown to those who may
    // not see it.
    const visible = ref && !ref.access.deleted && can(actor, { action: 'content.read', content: ref.access });
    drills[id] =
      ref && visible
        ? {
            id,
            available: true,
            name: ref.name,
            sport: ref.sport,
            briefDescription: ref.briefDescription,
            variationOf: ref.variationOf,
          }
        : { id, available: false };
  }
  const editable = live && allowed('content.edit');
  return {
    id: facts.planId,
    version: page.version,
    ownerId: facts.ownerId,
    ownerName: page.ownerName,
    metadata: facts.metadata,
    sections: facts.sections,
    published: facts.published,
    publishedAt: facts.publishedAt,
    deleted: !live,
    copiedFrom: facts.copiedFrom,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    votes: page.votes,
    myVote: page.myVote,
    timing: timingOfPlan(facts),
    drills,
    can: {
      edit: editable,
      share: live && allowed('content.share'),
      publish: live && allowed('content.publish'),
      delete: live && allowed('content.delete'),
      restore: !live && allowed('content.restore'),
      engage: live && allowed('content.engage'),
      duplicate: live && actor !== null,
      readHistory: can(actor, { action: 'history.read', subject: { kind: 'content', content: access } }),
    },
    undo: editable ? undo : NO_UNDO,
    documentName: documentNameOf('plan', facts.planId),
  };
}
