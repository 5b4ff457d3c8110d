import {
  documentReplay,
  isDocumentVersion,
  type DocumentEventTypes,
  type DocumentRestoredData,
  type DocumentUpdatedData,
  type VersionedEvent,
} from '@sideline/domain';
import * as Y from 'yjs';

const toBytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
export const toBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** The document at `version` as one Yjs update (what the history slider shows). */
export function documentAt(events: readonly VersionedEvent[], types: DocumentEventTypes, version: number): Uint8Array {
  const updates = documentReplay(events, types, version).updates.map(toBytes);
  return updates.length === 0 ? new Uint8Array([0, 0]) : Y.mergeUpdates(updates);
}

/**
 * An update that, applied on top of the latest document, brings it back to what it was at `toVersion`: the document
 * at that version with every later change applied as "someone else's", then all of them undone. Undoing keeps what
 * Yjs needs (deleted content comes back as new items), so clients editing right now merge it like any other edit.
 */
export function restoreUpdate(
  events: readonly VersionedEvent[],
  types: DocumentEventTypes,
  toVersion: number,
): Uint8Array {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, documentAt(events, types, toVersion));
    const later = Symbol('later changes');
    const undo = new Y.UndoManager(doc, { trackedOrigins: new Set([later]), captureTimeout: 0 });
    const changes = events
      .filter((event) => isDocumentVersion(event.type, types) && event.version > toVersion)
      .sort((a, b) => a.version - b.version);
    for (const event of changes)
      Y.applyUpdate(doc, toBytes((event.data as DocumentUpdatedData | DocumentRestoredData).update), later);
    const latest = Y.encodeStateVector(doc);
    while (undo.undoStack.length > 0) undo.undo();
    undo.destroy();
    return Y.encodeStateAsUpdate(doc, latest);
  } finally {
    doc.destroy();
  }
}
