import {
  BOARD_DOCUMENT_EVENT_TYPES,
  FORMATION_DOCUMENT_EVENT_TYPES,
  boardStreamId,
  formationStreamId,
  isDocumentVersion,
  type DocumentEventTypes,
  type VersionedEvent,
} from '@sideline/domain';
import type { EventStore, Queryable } from '@sideline/eventstore';
import {
  BOARD_HISTORY,
  FORMATION_HISTORY,
  latestDocumentSnapshot,
  type DocumentHistoryTables,
} from '@sideline/projections';
import { documentAt, restoreUpdate, toBase64 } from './document-history';

/** Where a kind of live document (a board's drawing, a formation's diagram) keeps its log and its history. */
export interface DocumentLog {
  streamId: (id: string) => string;
  eventTypes: DocumentEventTypes;
  tables: DocumentHistoryTables;
}

export const BOARD_DRAWING: DocumentLog = {
  streamId: boardStreamId,
  eventTypes: BOARD_DOCUMENT_EVENT_TYPES,
  tables: BOARD_HISTORY,
};

export const FORMATION_DIAGRAM: DocumentLog = {
  streamId: formationStreamId,
  eventTypes: FORMATION_DOCUMENT_EVENT_TYPES,
  tables: FORMATION_HISTORY,
};

export interface DocumentLogDeps {
  db: Queryable;
  store: EventStore;
}

/**
 * A document's events, read from the log from the latest snapshot that can serve (the read model says where it is; a
 * lagging one only means reading more). `atVersion`: the snapshot must stand for versions before it, so that
 * version's own event is read too and can be checked; `toVersion`: stop there (or at that snapshot, if later).
 */
export async function documentEvents(
  deps: DocumentLogDeps,
  log: DocumentLog,
  id: string,
  options: { atVersion?: number; toVersion?: number } = {},
): Promise<{ events: VersionedEvent[]; streamVersion: number }> {
  const before = options.atVersion === undefined ? undefined : options.atVersion - 1;
  const snapshot = await latestDocumentSnapshot(deps.db, log.tables, id, before);
  const stream = await deps.store.readStream(log.streamId(id), {
    fromVersion: snapshot ? snapshot.upToVersion + 1 : 1,
    ...(options.toVersion !== undefined ? { toVersion: Math.max(options.toVersion, snapshot?.version ?? 0) } : {}),
  });
  const events = stream.events.map((e) => ({ version: e.streamVersion, type: e.type, data: e.data }));
  return { events, streamVersion: stream.version };
}

const isVersionIn = (events: readonly VersionedEvent[], log: DocumentLog, version: number) => {
  const target = events.find((e) => e.version === version);
  return target !== undefined && isDocumentVersion(target.type, log.eventTypes);
};

/** The document at one stored version as one Yjs update, or null when the log has no such version. */
export async function documentAtVersion(
  deps: DocumentLogDeps,
  log: DocumentLog,
  id: string,
  version: number,
): Promise<Uint8Array | null> {
  const { events } = await documentEvents(deps, log, id, { atVersion: version, toVersion: version });
  return isVersionIn(events, log, version) ? documentAt(events, log.eventTypes, version) : null;
}

/**
 * The update (base64) that brings the document back to `toVersion` from the log as read now, and whether that version
 * exists (the decider refuses a restore of a version that does not).
 */
export async function restoreFromLog(
  deps: DocumentLogDeps,
  log: DocumentLog,
  id: string,
  toVersion: number,
): Promise<{ versionExists: boolean; update: string }> {
  const { events } = await documentEvents(deps, log, id, { atVersion: toVersion });
  const versionExists = isVersionIn(events, log, toVersion);
  return { versionExists, update: versionExists ? toBase64(restoreUpdate(events, log.eventTypes, toVersion)) : '' };
}
