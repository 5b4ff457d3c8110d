import type {
  DocumentEventTypes,
  DocumentRestoredData,
  DocumentSnapshottedData,
  DocumentUpdatedData,
  VersionedEvent,
} from './document-events';

/** What to merge, in order, to get a document at a version: the latest usable snapshot, then the updates after it. */
export interface DocumentReplay {
  /** base64 Yjs updates; merging them all gives the document */
  updates: string[];
  /** the last document version included (0: an empty document) */
  version: number;
  /** updates after the snapshot used (how far the next snapshot is) */
  sinceSnapshot: number;
}

export const isDocumentEvent = (type: string, types: DocumentEventTypes) =>
  type === types.updated || type === types.snapshotted || type === types.restored;

/** Events that change the document (updates and restores); snapshots only repeat them. */
export const isDocumentVersion = (type: string, types: DocumentEventTypes) =>
  type === types.updated || type === types.restored;

/**
 * The replay of a document at `atVersion` (default: the latest) from events of its stream. The events may start
 * anywhere, as long as they hold a snapshot or the stream's beginning: a snapshot with `upToVersion` ≤ the target
 * stands for every update up to it, even when the snapshot event itself was written later.
 */
export function documentReplay(
  events: readonly VersionedEvent[],
  types: DocumentEventTypes,
  atVersion = Number.POSITIVE_INFINITY,
): DocumentReplay {
  let snapshot: DocumentSnapshottedData | null = null;
  for (const event of events) {
    if (event.type !== types.snapshotted) continue;
    const data = event.data as DocumentSnapshottedData;
    if (data.upToVersion <= atVersion && (!snapshot || data.upToVersion > snapshot.upToVersion)) snapshot = data;
  }
  const base = snapshot?.upToVersion ?? 0;
  const later = events
    .filter((event) => isDocumentVersion(event.type, types) && event.version > base && event.version <= atVersion)
    .sort((a, b) => a.version - b.version);
  const updates = later.map((event) => (event.data as DocumentUpdatedData | DocumentRestoredData).update);
  return {
    updates: snapshot ? [snapshot.state, ...updates] : updates,
    version: later.length > 0 ? later[later.length - 1]!.version : base,
    sinceSnapshot: later.length,
  };
}
