import type { onTokenSyncPayload } from '@hocuspocus/server';
import { parseDocumentName, verifyCollabToken, type CollabTokenSigner } from '@sideline/domain';
import { ACCESS_ENDED_CLOSE_CODE, TOKEN_EXPIRED_CLOSE_CODE } from './close-codes';
import { currentRefusal, type CollabContext, type RecheckDeps } from './collab-authenticator';

/**
 * onTokenSync: the page sends a fresh token on the open socket before the old one expires (web
 * `use-collab-document.ts`), so an editor sees no gap. The fresh token must be valid, for the same document, user,
 * share link and mode, and pass the same checks as at connect; then the connection lives until the new expiry.
 * Anything else closes the connection: 4401 for a bad or expired token, 4403 when the right itself ended or changed
 * (the page then asks the API for a token that carries the new answer).
 */
export function createTokenRefresh(deps: RecheckDeps & { sign: CollabTokenSigner; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return async (data: onTokenSyncPayload): Promise<void> => {
    const context = data.connection.context as CollabContext | undefined;
    if (!context?.documentName) return;
    const check = verifyCollabToken(data.token ?? '', { documentName: context.documentName, now: now() }, deps.sign);
    if (!check.ok) return data.connection.close({ code: TOKEN_EXPIRED_CLOSE_CODE, reason: `token-${check.reason}` });
    const { claims } = check;
    if (claims.sub !== context.userId || claims.link !== context.shareLinkId)
      return data.connection.close({ code: ACCESS_ENDED_CLOSE_CODE, reason: 'token-other-user' });
    const mode = parseDocumentName(context.documentName)?.kind.presenceOnly ? 'read' : claims.mode;
    if (mode !== context.mode)
      return data.connection.close({ code: ACCESS_ENDED_CLOSE_CODE, reason: 'access-changed' });
    const refusal = await currentRefusal(deps, {
      documentName: context.documentName,
      userId: claims.sub,
      shareLinkId: claims.link,
      sessionId: claims.sid,
      mode: claims.mode,
    });
    if (refusal) return data.connection.close({ code: ACCESS_ENDED_CLOSE_CODE, reason: refusal });
    // The connection keeps its context object (hooks and the re-checks read it): update it in place.
    context.sessionId = claims.sid;
    context.expiresAt = claims.exp * 1000;
  };
}
