import { documentReplay, type CollabDocumentRef, type PersistedDocumentKind } from '@sideline/domain';
import type { EventStore, Queryable } from '@sideline/eventstore';
import * as Y from 'yjs';
import { DOCUMENT_SERVICES } from '../documents/document-services';
import { EMPTY_UPDATE, fromBase64 } from './document-encoding';

export type PersistedDocumentRef = CollabDocumentRef & { kind: PersistedDocumentKind };

export interface StoredDocument {
  /** the stored document as one update */
  update: Uint8Array;
  /** the stream's version (every event, not only drawing ones): what the next append expects */
  streamVersion: number;
  /** updates stored since the latest snapshot */
  sinceSnapshot: number;
}

/**
 * The document as the log holds it: the latest snapshot and the updates after it. The read model says where the
 * latest snapshot is; when it lags, an older snapshot (or the first event) gives the same document.
 */
export async function readStoredDocument(
  store: EventStore,
  db: Queryable,
  ref: PersistedDocumentRef,
): Promise<StoredDocument> {
  const hint = await DOCUMENT_SERVICES[ref.kindName]?.snapshotHint(db, ref.id);
  const stream = await store.readStream(ref.kind.streamId(ref.id), { fromVersion: hint ? hint.upToVersion + 1 : 1 });
  const replay = documentReplay(
    stream.events.map((event) => ({ version: event.streamVersion, type: event.type, data: event.data })),
    ref.kind.events,
  );
  const updates = replay.updates.map(fromBase64);
  return {
    update: updates.length === 0 ? EMPTY_UPDATE : updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates),
    streamVersion: stream.version,
    sinceSnapshot: replay.sinceSnapshot,
  };
}
