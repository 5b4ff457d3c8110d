import { collabModeFor, parseDocumentName, type Actor, type CollabMode } from '@sideline/domain';
import { findShareLink } from '@sideline/projections';
import { DOCUMENT_SERVICES, PRESENCE_ACCESS } from '../documents/document-services';
import type { RecheckDeps } from './collab-context';

/**
 * Why a connection with these claims may not be (or stay) open now, or null when it may: asked when it opens, when
 * it sends a fresh token (collab-authentication.ts) and again while it is open (access-recheck.ts).
 */
export async function currentRefusal(
  deps: RecheckDeps,
  claims: {
    documentName: string;
    userId: string | null;
    shareLinkId: string | null;
    sessionId: string | null;
    mode: CollabMode;
  },
): Promise<string | null> {
  const ref = parseDocumentName(claims.documentName);
  if (!ref) return 'unknown-document';
  const lookup = ref.kind.presenceOnly ? PRESENCE_ACCESS[ref.kindName] : DOCUMENT_SERVICES[ref.kindName]?.access;
  const access = lookup ? await lookup(deps.db, ref.id) : null;
  if (!access) return 'not-found';
  if (access.deleted) return 'deleted';
  let linkMode: 'view' | 'edit' | undefined;
  if (claims.shareLinkId) {
    const link = await findShareLink(deps.db, claims.shareLinkId);
    if (!link || link.revokedAt || `${ref.kindName}:${link.boardId}` !== ref.name) return 'link-revoked';
    linkMode = link.mode;
  }
  let actor: Actor = null;
  if (claims.userId) {
    const account = await deps.accounts(claims.userId);
    if (!account || !account.active) return 'account-disabled';
    actor = account.actor;
    // signed out (here or everywhere), the password changed elsewhere, or the session expired
    if (claims.sessionId && !(await deps.sessions(claims.sessionId))) return 'signed-out';
  }
  const allowed = collabModeFor(actor, ref.kind, access, linkMode);
  if (!allowed || (claims.mode === 'write' && allowed !== 'write')) return 'access-changed';
  return null;
}
