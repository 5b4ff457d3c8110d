import {
  collabModeFor,
  conflict,
  issueCollabToken,
  notFound,
  authorize,
  validationError,
  parseDocumentName,
  type Actor,
  type CollabDocumentKindName,
  type CollabMode,
  type ContentAccess,
  type ShareLinkMode,
} from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { boardAccessOf, findBoard, findFormationAccess, findPlanAccess } from '@sideline/projections';
import { createHmac } from 'node:crypto';

/**
 * Who may see each kind of collab document, from its read model (plans: their presence rooms).
 */
const DOCUMENT_ACCESS: Partial<
  Record<CollabDocumentKindName, (db: Queryable, id: string) => Promise<ContentAccess | null>>
> = {
  async board(db, id) {
    const board = await findBoard(db, id);
    return board ? boardAccessOf(board) : null;
  },
  formation: (db, id) => findFormationAccess(db, id),
  // Plans are presence rooms only (who is here, which item each is editing): readers get `read`, nothing is stored.
  plan: (db, id) => findPlanAccess(db, id),
};

/** HMAC-SHA256 with COLLAB_SECRET, base64url; the collab server verifies with the same secret. */
export const collabSigner = (secret: string) => (text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');

export interface IssuedCollabToken {
  token: string;
  expiresAt: string;
  mode: CollabMode;
  documentName: string;
}

/**
 * The one policy decides the mode (edit → write, read → read); the token carries that answer for five minutes and
 * names the session it was issued to, so the collab server drops it when that session ends.
 */
export async function issueTokenFor(
  deps: { db: Queryable; secret: string; ttlSeconds?: number },
  { actor, sessionId }: { actor: Actor; sessionId: string | null },
  documentName: string,
  via?: { shareLinkId: string; mode: ShareLinkMode },
): Promise<IssuedCollabToken> {
  const ref = parseDocumentName(documentName);
  if (!ref) {
    const message = 'Name a document like board:<id>.';
    throw validationError('COLLAB.INVALID_DOCUMENT', message, { documentName: [message] });
  }
  const access = await DOCUMENT_ACCESS[ref.kindName]?.(deps.db, ref.id);
  if (!access) throw notFound('COLLAB.DOCUMENT_NOT_FOUND', 'There is no such document to open.');
  const mode = collabModeFor(actor, ref.kind, access, via?.mode);
  if (!mode) {
    authorize(actor, { action: 'content.read', content: access });
    throw notFound('COLLAB.DOCUMENT_NOT_FOUND', 'There is no such document to open.');
  }
  if (access.deleted) throw conflict('COLLAB.DOCUMENT_DELETED', 'This was deleted. Restore it to open it again.');
  const issued = issueCollabToken(
    {
      documentName,
      mode,
      userId: actor?.userId ?? null,
      shareLinkId: via?.shareLinkId ?? null,
      sessionId: actor ? sessionId : null,
      now: new Date(),
      ...(deps.ttlSeconds ? { ttlSeconds: deps.ttlSeconds } : {}),
    },
    collabSigner(deps.secret),
  );
  return { token: issued.token, expiresAt: issued.expiresAt, mode, documentName };
}
