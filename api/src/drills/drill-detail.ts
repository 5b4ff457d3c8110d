import { Inject, Injectable } from '@nestjs/common';
import {
  authorize,
  belongsToTeam,
  can,
  conflict,
  drillAccessOf,
  notFound,
  videoEmbedUrl,
  type Actor,
  type ContentAccess,
  type DrillDetail,
  type DrillRef,
  type DrillState,
} from '@sideline/domain';
import { authorizeContent, hiddenWhenDeleted as hidden, type ContentAction } from '../commands/content-guard';
import type { Database, Queryable } from '@sideline/eventstore';
import {
  drillFamilyRefs,
  findDrillFacts,
  findDrillRecord,
  type DrillFacts,
  type DrillRecord,
  type DrillRefWithAccess,
} from '@sideline/projections';
import { DATABASE } from '../app/tokens';

export const drillNotFound = () => notFound('DRILL.NOT_FOUND', 'There is no such drill.');
export const drillDeleted = () => conflict('DRILL.DELETED', 'This drill was deleted. Restore it first.');

const DRILL_ERRORS = { notFound: drillNotFound, deleted: drillDeleted };

/** A deleted drill does not exist for anyone but those who may still read it (its owner and admins). */
export const hiddenWhenDeleted = (actor: Actor, access: ContentAccess): void => hidden(actor, access, DRILL_ERRORS);

/**
 * The policy about a drill as its own stream has it (404, 409 when deleted unless `evenDeleted`, 401/403); returns it.
 */
export function authorizeDrill(
  actor: Actor,
  state: DrillState,
  action: ContentAction,
  options: { evenDeleted?: boolean } = {},
): Exclude<DrillState, { status: 'none' }> {
  authorizeContent(actor, drillAccessOf(state), action, DRILL_ERRORS, options);
  return state as Exclude<DrillState, { status: 'none' }>;
}

/**
 * The drill's read-model facts (for things that refer to it: comments, plans, imports), or 404 when the actor may not
 * know it.
 */
export async function visibleDrillFacts(db: Queryable, actor: Actor, drillId: string): Promise<DrillFacts> {
  const facts = await findDrillFacts(db, drillId);
  if (!facts) throw drillNotFound();
  hiddenWhenDeleted(actor, facts.access);
  return facts;
}

export function requireNotDeleted(facts: { access: ContentAccess }): void {
  if (facts.access.deleted) throw drillDeleted();
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
    ref.id === record.id ||
    (!ref.access.deleted &&
      (can(actor, { action: 'content.list', content: ref.access }) ||
        (actor !== null && ref.access.ownerId === actor.userId && !belongsToTeam(ref.access))));
  const parent =
    record.variationOf && root && !root.access.deleted && can(actor, { action: 'content.read', content: root.access })
      ? refOnly(root)
      : null;
  return { parent, variations: children.filter(findable).map(refOnly) };
}

/** A drill as its page shows it to this viewer, whether the record came from the read model or a command's decision. */
export async function drillDetailOf(db: Queryable, actor: Actor, record: DrillRecord): Promise<DrillDetail> {
  const { access, ...drill } = record;
  const allowed = (action: 'content.edit' | 'content.delete' | 'content.restore' | 'content.engage') =>
    can(actor, { action, content: access });
  const live = !record.deleted;
  return {
    ...drill,
    videoEmbedUrl: record.videoUrl ? videoEmbedUrl(record.videoUrl) : null,
    can: {
      edit: live && allowed('content.edit'),
      delete: live && allowed('content.delete'),
      restore: !live && allowed('content.restore'),
      engage: live && allowed('content.engage'),
      duplicate: live && actor !== null,
    },
    family: await familyOf(db, actor, record),
  };
}

/** Reading one drill from its read model. */
@Injectable()
export class DrillReads {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * GET /api/drills/:id: 404 when missing (or deleted, to those who may not see it), 401 for visitors, 403 otherwise.
   */
  async detail(actor: Actor, drillId: string): Promise<DrillDetail> {
    const record = await findDrillRecord(this.db, drillId, actor?.userId ?? null);
    if (!record) throw drillNotFound();
    hiddenWhenDeleted(actor, record.access);
    authorize(actor, { action: 'content.read', content: record.access });
    return drillDetailOf(this.db, actor, record);
  }
}
