import type { onAuthenticatePayload } from '@hocuspocus/server';
import {
  collabModeFor,
  parseDocumentName,
  verifyCollabToken,
  type Actor,
  type CollabMode,
  type CollabTokenSigner,
} from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
import { findShareLink } from '@sideline/projections';
import { DOCUMENT_SERVICES } from '../documents/document-services';
import type { AccountLookup } from './account-lookup';
import type { SessionLookup } from './session-lookup';

/** What the re-checks need: the read models, the accounts and the sign-in sessions. */
export interface RecheckDeps {
  db: Queryable;
  accounts: AccountLookup;
  sessions: SessionLookup;
}

/** What every hook learns about an authenticated connection (Hocuspocus passes it as `context`). */
export interface CollabContext {
  userId: string | null;
  shareLinkId: string | null;
  mode: CollabMode;
  /** the document the connection opened, for the re-checks of open connections */
  documentName: string;
  /** the sign-in session the token names (null for a visitor): the connection closes when it ends */
  sessionId: string | null;
  /** when the token expires (ms since the epoch): the connection closes then (4401) unless the page sent a fresh one */
  expiresAt: number;
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
 * signature, expiry and document, then asks again what may have changed since: the document still exists and is not
 * deleted, a share link was not revoked, the account still exists and is not disabled, the session the token names is alive, and the one policy, asked
 * with the user's current role and the document's current access, still allows the token's mode (a write token
 * that would now be read-only is refused `access-changed`: the page asks the API for a fresh one). Read tokens make
 * the connection read-only (Hocuspocus then refuses its document updates); presence rooms are always read-only.
 */
export function createCollabAuthenticator(deps: RecheckDeps & { sign: CollabTokenSigner; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return async (data: onAuthenticatePayload): Promise<CollabContext> => {
    const ref = parseDocumentName(data.documentName);
    if (!ref) throw new CollabAccessDenied('unknown-document');
    const check = verifyCollabToken(data.token ?? '', { documentName: data.documentName, now: now() }, deps.sign);
    if (!check.ok) throw new CollabAccessDenied(`token-${check.reason}`);
    const { claims } = check;
    const refusal = await currentRefusal(deps, {
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
  };
}

/**
 * Why a connection with these claims may not be (or stay) open now, or null when it may: asked when it opens and
 * again while it is open (see access-recheck.ts).
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
  const services = ref.kind.presenceOnly ? undefined : DOCUMENT_SERVICES[ref.kindName];
  const access = services ? await services.access(deps.db, ref.id) : null;
  if (!ref.kind.presenceOnly) {
    if (!access) return 'not-found';
    if (access.deleted) return 'deleted';
  }
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
  if (access) {
    const allowed = collabModeFor(actor, ref.kind, access, linkMode);
    if (!allowed || (claims.mode === 'write' && allowed !== 'write')) return 'access-changed';
  }
  return null;
}
