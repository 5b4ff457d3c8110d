import type { Document } from '@hocuspocus/server';
import { parseDocumentName } from '@sideline/domain';
import type { EventStore, NewEvent, Queryable } from '@sideline/eventstore';
import * as Y from 'yjs';
import { documentIdentity, toBase64 } from './document-encoding';
import { readStoredDocument, type PersistedDocumentRef } from './stored-document';

/** Stateless message type sent to a document's clients after each store: what the log now holds. */
export const STORED_MESSAGE_TYPE = 'sideline.stored';

/** What this process knows the log holds for one loaded document. */
export interface StoredState {
  ref: PersistedDocumentRef;
  /** stream version the next append expects */
  version: number;
  /** state vector of the stored document: the next update is the diff from it */
  vector: Uint8Array;
  /** identity of the stored document: equal to the live one means nothing to store */
  identity: string;
  sinceSnapshot: number;
  /** someone else appended (a restore, another instance): re-read before the next append */
  stale: boolean;
  editors: Set<string>;
  guestLinkIds: Set<string>;
  /** ids of the events this process appended lately: the log follower skips them */
  ownEventIds: Set<string>;
  /** bytes of client changes since the last store was started early or by the debounce (see storeAfterBytes) */
  unstoredBytes: number;
}

/** Re-reads the stored document, merges it into the live one and takes the stored state as the new base. */
export async function catchUp(
  deps: { store: EventStore; db: Queryable },
  document: Document,
  state: StoredState,
): Promise<void> {
  const stored = await readStoredDocument(deps.store, deps.db, state.ref);
  const storedDoc = new Y.Doc();
  try {
    Y.applyUpdate(storedDoc, stored.update);
    Y.applyUpdate(document, stored.update);
    Object.assign(state, {
      version: stored.streamVersion,
      vector: Y.encodeStateVector(storedDoc),
      identity: documentIdentity(storedDoc, document.name),
      sinceSnapshot: stored.sinceSnapshot,
      stale: false,
    });
  } finally {
    storedDoc.destroy();
  }
}

export const storedMessage = (state: StoredState) =>
  JSON.stringify({ type: STORED_MESSAGE_TYPE, version: state.version, stateVector: toBase64(state.vector) });

export function rememberOwn(ids: Set<string>, events: readonly NewEvent[]) {
  for (const event of events) ids.add(event.eventId);
  // Only the follower's lag matters: a few stores back is plenty.
  for (const id of ids) {
    if (ids.size <= 32) break;
    ids.delete(id);
  }
}

export function persistedRef(documentName: string): PersistedDocumentRef | null {
  const ref = parseDocumentName(documentName);
  return ref && !ref.kind.presenceOnly ? (ref as PersistedDocumentRef) : null;
}
