import type { onAuthenticatePayload } from '@hocuspocus/server';
import { parseDocumentName, verifyCollabToken, type CollabMode, type CollabTokenSigner } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { findShareLink } from '@sideline/projections';
import { DOCUMENT_SERVICES } from '../documents/document-services';

/** What every hook learns about an authenticated connection (Hocuspocus passes it as `context`). */
export interface CollabContext {
  userId: string | null;
  shareLinkId: string | null;
  mode: CollabMode;
}

/** A refusal the provider sees as `onAuthenticationFailed({reason})`. */
export class CollabAccessDenied extends Error {
  constructor(readonly reason: string) {
    // No message: Hocuspocus logs every failed hook that has one, and a refused token is routine, not an error.
    super('');
    this.name = 'CollabAccessDenied';
  }
}

/**
 * onAuthenticate: the token is the policy's answer, given by the API at most five minutes ago, so this checks its
 * signature, expiry and document, then only what may have changed since: the document still exists and is not
 * deleted, and a share link was not revoked. Read tokens make the connection read-only (Hocuspocus then refuses
 * its document updates); presence rooms are always read-only.
 */
export function createCollabAuthenticator(deps: { db: Queryable; sign: CollabTokenSigner; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return async (data: onAuthenticatePayload): Promise<CollabContext> => {
    const ref = parseDocumentName(data.documentName);
    if (!ref) throw new CollabAccessDenied('unknown-document');
    const check = verifyCollabToken(data.token ?? '', { documentName: data.documentName, now: now() }, deps.sign);
    if (!check.ok) throw new CollabAccessDenied(`token-${check.reason}`);
    const { claims } = check;
    if (!ref.kind.presenceOnly) {
      const services = DOCUMENT_SERVICES[ref.kindName];
      const access = services ? await services.access(deps.db, ref.id) : null;
      if (!access) throw new CollabAccessDenied('not-found');
      if (access.deleted) throw new CollabAccessDenied('deleted');
    }
    if (claims.link) {
      const link = await findShareLink(deps.db, claims.link);
      if (!link || link.revokedAt || `${ref.kindName}:${link.boardId}` !== ref.name) throw new CollabAccessDenied('link-revoked');
    }
    const mode: CollabMode = ref.kind.presenceOnly ? 'read' : claims.mode;
    data.connectionConfig.readOnly = mode === 'read';
    return { userId: claims.sub, shareLinkId: claims.link, mode };
  };
}
