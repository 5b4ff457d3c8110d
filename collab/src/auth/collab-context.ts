import type { CollabMode } from '@sideline/domain';
import type { Queryable } from '@sideline/eventstore';
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
