import { authorize, can, conflict, notFound, videoEmbedUrl, type Actor, type ContentAccess } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { drillFamilyRefs, findDrillFacts, findDrillRecord, type DrillFacts, type DrillRecord, type DrillRef, type DrillRefWithAccess } from '@sideline/projections';

export const drillNotFound = () => notFound('DRILL.NOT_FOUND', 'There is no such drill.');

/** A deleted drill does not exist for anyone but those who may still read it (its owner and admins). */
function hiddenWhenDeleted(actor: Actor, access: ContentAccess): void {
  if (access.deleted && !can(actor, { action: 'content.read', content: access })) throw drillNotFound();
}

/** The drill's command-side facts, or 404 when the actor may not know it exists. */
export async function visibleDrillFacts(db: Queryable, actor: Actor, drillId: string): Promise<DrillFacts> {
  const facts = await findDrillFacts(db, drillId);
  if (!facts) throw drillNotFound();
  hiddenWhenDeleted(actor, facts.access);
  return facts;
}

export function requireNotDeleted(facts: { access: ContentAccess }): void {
  if (facts.access.deleted) throw conflict('DRILL.DELETED', 'This drill was deleted. Restore it first.');
}

export interface DrillDetail extends Omit<DrillRecord, 'access'> {
  videoEmbedUrl: string | null;
  permissions: { canEdit: boolean; canDelete: boolean; canRestore: boolean; canEngage: boolean };
  family: { parent: DrillRef | null; variations: DrillRef[] };
}

const refOnly = ({ access: _access, ...ref }: DrillRefWithAccess): DrillRef => ref;

/**
 * The family shown on a drill's page: its parent when the viewer may open it, and the variations of the family
 * the viewer could find anyway (listed ones and their own), always including the drill being viewed.
 */
async function familyOf(db: Queryable, actor: Actor, record: DrillRecord): Promise<DrillDetail['family']> {
  const rootId = record.variationOf ?? record.id;
  const { root, children } = await drillFamilyRefs(db, rootId);
  const findable = (ref: DrillRefWithAccess) =>
    ref.id === record.id || (!ref.access.deleted && (can(actor, { action: 'content.list', content: ref.access }) || (actor !== null && ref.access.ownerId === actor.userId)));
  const parent = record.variationOf && root && !root.access.deleted && can(actor, { action: 'content.read', content: root.access }) ? refOnly(root) : null;
  return { parent, variations: children.filter(findable).map(refOnly) };
}

export async function drillDetailOf(db: Queryable, actor: Actor, record: DrillRecord): Promise<DrillDetail> {
  const { access, ...drill } = record;
  const allowed = (action: 'content.edit' | 'content.delete' | 'content.restore' | 'content.engage') => can(actor, { action, content: access });
  return {
    ...drill,
    videoEmbedUrl: record.videoUrl ? videoEmbedUrl(record.videoUrl) : null,
    permissions: {
      canEdit: !record.deleted && allowed('content.edit'),
      canDelete: !record.deleted && allowed('content.delete'),
      canRestore: record.deleted && allowed('content.restore'),
      canEngage: !record.deleted && allowed('content.engage'),
    },
    family: await familyOf(db, actor, record),
  };
}

/** GET /api/drills/:id: 404 when missing (or deleted, to those who may not see it), 401 for visitors, 403 otherwise. */
export async function readDrillDetail(db: Queryable, actor: Actor, drillId: string): Promise<DrillDetail> {
  const record = await findDrillRecord(db, drillId, actor?.userId ?? null);
  if (!record) throw drillNotFound();
  hiddenWhenDeleted(actor, record.access);
  authorize(actor, { action: 'content.read', content: record.access });
  return drillDetailOf(db, actor, record);
}
