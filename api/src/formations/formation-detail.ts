import { authorize, can, conflict, documentNameOf, notFound, type Actor, type ContentAccess } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { findFormationFacts, findFormationRecord, type FormationFacts, type FormationRecord } from '@sideline/projections';

export const formationNotFound = () => notFound('FORMATION.NOT_FOUND', 'There is no such formation.');

/** A deleted formation does not exist for anyone but those who may still read it (its owner and admins). */
function hiddenWhenDeleted(actor: Actor, access: ContentAccess): void {
  if (access.deleted && !can(actor, { action: 'content.read', content: access })) throw formationNotFound();
}

/** The formation's command-side facts, or 404 when the actor may not know it exists. */
export async function visibleFormationFacts(db: Queryable, actor: Actor, formationId: string): Promise<FormationFacts> {
  const facts = await findFormationFacts(db, formationId);
  if (!facts) throw formationNotFound();
  hiddenWhenDeleted(actor, facts.access);
  return facts;
}

/** The facts of a formation the actor may read (404, 401 or 403 otherwise). */
export async function readableFormationFacts(db: Queryable, actor: Actor, formationId: string): Promise<FormationFacts> {
  const facts = await visibleFormationFacts(db, actor, formationId);
  authorize(actor, { action: 'content.read', content: facts.access });
  return facts;
}

export function requireNotDeleted(facts: { access: ContentAccess }): void {
  if (facts.access.deleted) throw conflict('FORMATION.DELETED', 'This formation was deleted. Restore it first.');
}

export interface FormationDetail extends Omit<FormationRecord, 'access' | 'duplicatedFrom'> {
  duplicatedFrom: { id: string; name: string } | null;
  documentName: string;
  permissions: { canEdit: boolean; canChangeVisibility: boolean; canDelete: boolean; canRestore: boolean; canEngage: boolean; canDuplicate: boolean };
}

/** The original of a copy, only when the viewer may open it (history and pages must not leak private formations). */
async function originalOf(db: Queryable, actor: Actor, originalId: string | null): Promise<FormationDetail['duplicatedFrom']> {
  if (!originalId) return null;
  const original = await findFormationFacts(db, originalId);
  return original && !original.access.deleted && can(actor, { action: 'content.read', content: original.access }) ? { id: original.id, name: original.name } : null;
}

export async function formationDetailOf(db: Queryable, actor: Actor, record: FormationRecord): Promise<FormationDetail> {
  const { access, duplicatedFrom, ...formation } = record;
  const allowed = (action: 'content.edit' | 'content.share' | 'content.delete' | 'content.restore' | 'content.engage') => can(actor, { action, content: access });
  return {
    ...formation,
    duplicatedFrom: await originalOf(db, actor, duplicatedFrom),
    documentName: documentNameOf('formation', record.id),
    permissions: {
      canEdit: !record.deleted && allowed('content.edit'),
      canChangeVisibility: !record.deleted && allowed('content.share'),
      canDelete: !record.deleted && allowed('content.delete'),
      canRestore: record.deleted && allowed('content.restore'),
      canEngage: !record.deleted && allowed('content.engage'),
      canDuplicate: !record.deleted && can(actor, { action: 'content.create' }),
    },
  };
}

/** GET /api/formations/:id: 404 when missing (or deleted, to those who may not see it), 401 for visitors, 403 otherwise. */
export async function readFormationDetail(db: Queryable, actor: Actor, formationId: string): Promise<FormationDetail> {
  const record = await findFormationRecord(db, formationId, actor?.userId ?? null);
  if (!record) throw formationNotFound();
  hiddenWhenDeleted(actor, record.access);
  authorize(actor, { action: 'content.read', content: record.access });
  return formationDetailOf(db, actor, record);
}
