import {
  authorize,
  can,
  documentNameOf,
  drillIdsOf,
  planNotFound,
  timingOfPlan,
  type Actor,
  type PlanMetadata,
  type PlanTiming,
  type Section,
} from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { drillRefsByIds, findPlanRecord, type DrillRef, type PlanRecord, type PlanVotes } from '@sideline/projections';
import { hiddenWhenDeleted } from './plan-access';
import { PlanUndoStore, type UndoState } from './plan-undo-store';

/** A drill a plan refers to, as the viewer may see it: its name when they may open it, else only that it is hidden. */
export type PlanDrillRef = (DrillRef & { available: true }) | { id: string; available: false };

export interface PlanDetail {
  id: string;
  /** the stream version (also the ETag) */
  version: number;
  ownerId: string;
  ownerName: string;
  metadata: PlanMetadata;
  sections: Section[];
  published: boolean;
  publishedAt: string | null;
  deleted: boolean;
  copiedFrom: string | null;
  createdAt: string;
  updatedAt: string;
  votes: PlanVotes;
  myVote: -1 | 0 | 1;
  /** from planTiming, the one duration function */
  timing: PlanTiming;
  /** every drill the plan refers to, by id */
  drills: Record<string, PlanDrillRef>;
  permissions: { canEdit: boolean; canDelete: boolean; canRestore: boolean; canPublish: boolean; canEngage: boolean; canDuplicate: boolean };
  /** the viewer's own undo and redo */
  undo: UndoState;
  /** the collab presence room of the plan (POST /api/collab/token with it) */
  documentName: string;
}

async function drillRefsFor(db: Queryable, actor: Actor, record: PlanRecord): Promise<Record<string, PlanDrillRef>> {
  const ids = drillIdsOf(record.plan.sections);
  const refs = await drillRefsByIds(db, ids);
  const out: Record<string, PlanDrillRef> = {};
  for (const drillId of ids) {
    const ref = refs.find((r) => r.id === drillId);
    // A drill made private or deleted since it was added stays in the plan, but its name is not shown to those who may not see it.
    if (ref && !ref.access.deleted && can(actor, { action: 'content.read', content: ref.access })) {
      const { access: _access, ...visible } = ref;
      out[drillId] = { ...visible, available: true };
    } else out[drillId] = { id: drillId, available: false };
  }
  return out;
}

export async function planDetailOf(db: Queryable, actor: Actor, record: PlanRecord): Promise<PlanDetail> {
  const { access } = record;
  const allowed = (action: 'content.edit' | 'content.delete' | 'content.restore' | 'content.engage' | 'content.publish') => can(actor, { action, content: access });
  const live = !record.deleted;
  return {
    id: record.id,
    version: record.version,
    ownerId: record.ownerId,
    ownerName: record.ownerName,
    metadata: record.plan.metadata,
    sections: record.plan.sections,
    published: record.published,
    publishedAt: record.publishedAt,
    deleted: record.deleted,
    copiedFrom: record.copiedFrom,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    votes: record.votes,
    myVote: record.myVote,
    timing: timingOfPlan(record.plan),
    drills: await drillRefsFor(db, actor, record),
    permissions: {
      canEdit: live && allowed('content.edit'),
      canDelete: live && allowed('content.delete'),
      canRestore: record.deleted && allowed('content.restore'),
      canPublish: live && allowed('content.publish'),
      canEngage: live && allowed('content.engage'),
      canDuplicate: live && actor !== null,
    },
    undo: live && allowed('content.edit') ? await new PlanUndoStore(db).state(record.id, actor?.userId ?? null) : { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null },
    documentName: documentNameOf('plan', record.id),
  };
}

/** GET /api/practice-plans/:id: 404 when missing (or deleted, to those who may not see it), 401 for visitors, 403 otherwise. */
export async function readPlanDetail(db: Queryable, actor: Actor, planId: string): Promise<PlanDetail> {
  const record = await findPlanRecord(db, planId, actor?.userId ?? null);
  if (!record) throw planNotFound();
  hiddenWhenDeleted(actor, record.access);
  authorize(actor, { action: 'content.read', content: record.access });
  return planDetailOf(db, actor, record);
}
