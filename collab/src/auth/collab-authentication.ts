import type { Extension, onAuthenticatePayload, onTokenSyncPayload } from '@hocuspocus/server';
import { parseDocumentName, verifyCollabToken, type CollabMode, type CollabTokenSigner } from '@sideline/domain';
import { ACCESS_ENDED_CLOSE_CODE, TOKEN_EXPIRED_CLOSE_CODE } from './close-codes';
import { CollabAccessDenied, type CollabContext, type RecheckDeps } from './collab-context';
import { currentRefusal } from './current-refusal';

export interface CollabAuthenticationOptions extends RecheckDeps {
  sign: CollabTokenSigner;
  now?: () => Date;
  /** a connection was refused (it never reaches onDisconnect): e.g. give its place in the connection limits back */
  refused?: (socketId: string, documentName: string) => void;
}

/**
 * Who may open which document, and for how long: the API's collab tokens checked when a connection opens
 * (onAuthenticate) and when the page sends a fresh one on the open socket (onTokenSync). Open connections are asked
 * again by access-recheck.ts.
 */
export class CollabAuthentication implements Extension {
  readonly extensionName = 'CollabAuthentication';
  private readonly now: () => Date;

  constructor(private readonly options: CollabAuthenticationOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The token is the policy's answer, given by the API at most five minutes ago, so this checks its signature, expiry
   * and document, then asks again what may have changed since: the document still exists and is not deleted, a share
   * link was not revoked, the account still exists and is not disabled, the session the token names is alive, and the
   * one policy, asked with the user's current role and the document's current access, still allows the token's mode
   * (a write token that would now be read-only is refused `access-changed`: the page asks the API for a fresh one).
   * Read tokens make the connection read-only (Hocuspocus then refuses its document updates); presence rooms are
   * always read-only.
   */
  async onAuthenticate(data: onAuthenticatePayload): Promise<CollabContext> {
    try {
      return await this.authenticate(data);
    } catch (error) {
      this.options.refused?.(data.socketId, data.documentName);
      throw error;
    }
  }

  private async authenticate(data: onAuthenticatePayload): Promise<CollabContext> {
    const ref = parseDocumentName(data.documentName);
    if (!ref) throw new CollabAccessDenied('unknown-document');
    const check = verifyCollabToken(
      data.token,
      { documentName: data.documentName, now: this.now() },
      this.options.sign,
    );
    if (!check.ok) throw new CollabAccessDenied(`token-${check.reason}`);
    const { claims } = check;
    const refusal = await currentRefusal(this.options, {
      documentName: data.documentName,
      userId: claims.sub,
      shareLinkId: claims.link,
      sessionId: claims.sid,
      mode: claims.mode,
    });
    if (refusal) throw new CollabAccessDenied(refusal);
    const mode: CollabMode = ref.kind.presenceOnly ? 'read' : claims.mode;
    data.connectionConfig.readOnly = mode === 'read';
    return {
      userId: claims.sub,
      shareLinkId: claims.link,
      mode,
      documentName: data.documentName,
      sessionId: claims.sid,
      expiresAt: claims.exp * 1000,
    };
  }

  /**
   * The page sends a fresh token on the open socket before the old one expires (web `use-collab-document.ts`), so an
   * editor sees no gap. The fresh token must be valid, for the same document, user, share link and mode, and pass the
   * same checks as at connect; then the connection lives until the new expiry. Anything else closes the connection:
   * 4401 for a bad or expired token, 4403 when the right itself ended or changed (the page then asks the API for a
   * token that carries the new answer).
   */
  async onTokenSync(data: onTokenSyncPayload): Promise<void> {
    const context = data.connection.context as CollabContext | undefined;
    if (!context?.documentName) return;
    const check = verifyCollabToken(
      data.token,
      { documentName: context.documentName, now: this.now() },
      this.options.sign,
    );
    if (!check.ok) return data.connection.close({ code: TOKEN_EXPIRED_CLOSE_CODE, reason: `token-${check.reason}` });
    const { claims } = check;
    if (claims.sub !== context.userId || claims.link !== context.shareLinkId)
      return data.connection.close({ code: ACCESS_ENDED_CLOSE_CODE, reason: 'token-other-user' });
    const mode = parseDocumentName(context.documentName)?.kind.presenceOnly ? 'read' : claims.mode;
    if (mode !== context.mode)
      return data.connection.close({ code: ACCESS_ENDED_CLOSE_CODE, reason: 'access-changed' });
    const refusal = await currentRefusal(this.options, {
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
  }
}
