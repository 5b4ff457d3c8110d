import { createHash } from 'node:crypto';
import * as Y from 'yjs';

export const toBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
export const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** The update of an empty document (no structs, no deletions). */
export const EMPTY_UPDATE = new Uint8Array([0, 0]);

/**
 * What a document holds, as a hash: its state vector and its delete set (a deletion does not move the state vector,
 * so the vector alone would call a document with one more deletion unchanged). Equal identities, equal documents.
 */
export function documentIdentity(doc: Y.Doc, documentName: string): string {
  return createHash('sha256')
    .update(documentName)
    .update('\n')
    .update(Y.encodeSnapshot(Y.snapshot(doc)))
    .digest('hex');
}

/**
 * Event ids derived from the state a store leaves the document in: a retried store, or two collab instances storing
 * the same state, write the same ids, and the event store turns the second append into a no-op.
 */
export function eventIdFrom(identity: string, role: 'updated' | 'snapshotted'): string {
  const hex = createHash('sha256').update(`${identity}:${role}`).digest('hex');
  // RFC 9562 layout: version 8 (custom), variant 10xx.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** True when the stored state vector holds every change the wanted one names (each client's clock at least as far). */
export function vectorCovers(stored: Uint8Array, wanted: Uint8Array): boolean {
  const have = Y.decodeStateVector(stored);
  for (const [client, clock] of Y.decodeStateVector(wanted)) if ((have.get(client) ?? 0) < clock) return false;
  return true;
}
