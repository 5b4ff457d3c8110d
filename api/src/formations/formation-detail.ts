import { Inject, Injectable } from '@nestjs/common';
import {
  authorize,
  can,
  conflict,
  documentNameOf,
  formationAccessOf,
  notFound,
  type Actor,
  type ContentAccess,
  type FormationDetail,
  type FormationState,
} from '@sideline/domain';
import { authorizeContent, hiddenWhenDeleted as hidden, type ContentAction } from '../commands/content-guard';
import type { Database, Queryable } from '@sideline/eventstore';
import {
  findFormationFacts,
  findFormationRecord,
  type FormationFacts,
  type FormationRecord,
} from '@sideline/projections';
import { DATABASE } from '../app/tokens';

export const formationNotFound = () => notFound('FORMATION.NOT_FOUND', 'There is no such formation.');
export const formationDeleted = () => conflict('FORMATION.DELETED', 'This formation was deleted. Restore it first.');

const FORMATION_ERRORS = { notFound: formationNotFound, deleted: formationDeleted };

/** A deleted formation does not exist for anyone but those who may still read it (its owner and admins). */
export const hiddenWhenDeleted = (actor: Actor, access: ContentAccess): void => hidden(actor, access, FORMATION_ERRORS);

/**
 * The policy about a formation as its own stream has it (404, 409 when deleted unless `evenDeleted`, 401/403); returns
 * it.
 */
export function authorizeFormation(
  actor: Actor,
  state: FormationState,
  action: ContentAction,
  options: { evenDeleted?: boolean } = {},
): Exclude<FormationState, { status: 'none' }> {
  authorizeContent(actor, formationAccessOf(state), action, FORMATION_ERRORS, options);
  return state as Exclude<FormationState, { status: 'none' }>;
}

/**
 * The formation's read-model facts (for what refers to it: comments, votes, versions), or 404 when the actor may not
 * know it.
 */
export async function visibleFormationFacts(db: Queryable, actor: Actor, formationId: string): Promise<FormationFacts> {
  const facts = await findFormationFacts(db, formationId);
  if (!facts) throw formationNotFound();
  hiddenWhenDeleted(actor, facts.access);
  return facts;
}

/** The facts of a formation the actor may read (404, 401 or 403 otherwise). */
export async function readableFormationFacts(
  db: Queryable,
  actor: Actor,
  formationId: string,
): Promise<FormationFacts> {
  const facts = await visibleFormationFacts(db, actor, formationId);
  authorize(actor, { action: 'content.read', content: facts.access });
  return facts;
}

export function requireNotDeleted(facts: { access: ContentAccess }): void {
  if (facts.access.deleted) throw formationDeleted();
}

/** The original of a copy, only when the viewer may open it (history and pages must not leak private formations). */
async function originalOf(
  db: Queryable,
  actor: Actor,
  originalId: string | null,
): Promise<FormationDetail['duplicatedFrom']> {
  if (!originalId) return null;
  const original = await findFormationFacts(db, originalId);
  return original && !original.access.deleted && can(actor, { action: 'content.read', content: original.access })
    ? { id: original.id, name: original.name }
    : null;
}

/**
 * A formation as its page shows it to this viewer, whether the record came from the read model or a command's decision.
 */
export async function formationDetailOf(
  db: Queryable,
  actor: Actor,
  record: FormationRecord,
): Promise<FormationDetail> {
  const { access, duplicatedFrom, ...formation } = record;
  const allowed = (
    action: 'content.edit' | 'content.share' | 'content.delete' | 'content.restore' | 'content.engage',
  ) => can(actor, { action, content: access });
  const live = !record.deleted;
  return {
    ...formation,
    duplicatedFrom: await originalOf(db, actor, duplicatedFrom),
    documentName: documentNameOf('formation', record.id),
    can: {
      edit: live && allowed('content.edit'),
      share: live && allowed('content.share'),
      delete: live && allowed('content.delete'),
      restore: !live && allowed('content.restore'),
      engage: live && allowed('content.engage'),
      duplicate: live && can(actor, { action: 'content.create' }),
    },
  };
}

/** Reading one formation from its read model. */
@Injectable()
export class FormationReads {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * GET /api/formations/:id: 404 when missing (or deleted, to those who may not see it), 401 for visitors, 403
   * otherwise.
   */
  async detail(actor: Actor, formationId: string): Promise<FormationDetail> {
    const record = await findFormationRecord(this.db, formationId, actor?.userId ?? null);
    if (!record) throw formationNotFound();
    hiddenWhenDeleted(actor, record.access);
    authorize(actor, { action: 'content.read', content: record.access });
    return formationDetailOf(this.db, actor, record);
  }
}
