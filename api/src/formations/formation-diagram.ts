import { FORMATION_DOCUMENT_EVENT_TYPES, documentReplay } from '@sideline/domain';
import type { EventStore, Queryable } from '@sideline/eventstore';
import * as Y from 'yjs';
import { toBase64 } from '../documents/document-history';
import { FORMATION_DIAGRAM, documentEvents } from '../documents/document-log';

const TYPES = FORMATION_DOCUMENT_EVENT_TYPES;
const toBytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/**
 * The diagram as the log holds it now, as one compact base64 Yjs update (deleted content garbage-collected), or null
 * when nothing was ever stored. Edits younger than the collab server's debounce (2 s, at most 10 s) are not in it.
 */
export async function storedDiagram(
  deps: { db: Queryable; store: EventStore },
  formationId: string,
): Promise<string | null> {
  const { events } = await documentEvents(deps, FORMATION_DIAGRAM, formationId);
  const updates = documentReplay(events, TYPES).updates;
  if (updates.length === 0) return null;
  const doc = new Y.Doc();
  try {
    for (const update of updates) Y.applyUpdate(doc, toBytes(update));
    return toBase64(Y.encodeStateAsUpdate(doc));
  } finally {
    doc.destroy();
  }
}
