import {
  FORMATION_DOCUMENT_EVENT_TYPES,
  documentReplay,
  formationStreamId,
  type VersionedEvent,
} from '@sideline/domain';
import type { EventStore, Queryable } from '@sideline/eventstore';
import { latestFormationSnapshot } from '@sideline/projections';
import * as Y from 'yjs';
import { toBase64 } from '../documents/document-history';

const TYPES = FORMATION_DOCUMENT_EVENT_TYPES;
const toBytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/**
 * The diagram's events, read from the log from the latest snapshot that can serve (the read model says where it is;
 * a lagging one only means reading more). `atVersion`: the snapshot must stand for versions before it, so that
 * version's own event is read too and can be checked; `toVersion`: stop there (or at that snapshot, if later).
 */
export async function diagramEvents(
  deps: { db: Queryable; store: EventStore },
  formationId: string,
  options: { atVersion?: number; toVersion?: number } = {},
) {
  const snapshot = await latestFormationSnapshot(
    deps.db,
    formationId,
    options.atVersion === undefined ? undefined : options.atVersion - 1,
  );
  const stream = await deps.store.readStream(formationStreamId(formationId), {
    fromVersion: snapshot ? snapshot.upToVersion + 1 : 1,
    ...(options.toVersion !== undefined ? { toVersion: Math.max(options.toVersion, snapshot?.version ?? 0) } : {}),
  });
  const events: VersionedEvent[] = stream.events.map((e) => ({ version: e.streamVersion, type: e.type, data: e.data }));
  return { events, streamVersion: stream.version };
}

/**
 * The diagram as the log holds it now, as one compact base64 Yjs update (deleted content garbage-collected), or null
 * when nothing was ever stored. Edits younger than the collab server's debounce (2 s, at most 10 s) are not in it.
 */
export async function storedDiagram(
  deps: { db: Queryable; store: EventStore },
  formationId: string,
): Promise<string | null> {
  const { events } = await diagramEvents(deps, formationId);
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
