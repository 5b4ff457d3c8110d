/**
 * The document part of a co-edited entity (a board's canvas, later a formation's diagram), as events in the entity's
 * own stream. Yjs bytes travel as base64 so events stay plain JSON. Every kind names its own event types
 * (`BoardDocumentUpdated`, …) but their data has these shapes, so one persistence serves them all.
 */

/** The changes of one store: the Yjs diff since the state the previous store left, and who made them. */
export interface DocumentUpdatedData {
  /** base64 Yjs update (v1 encoding) */
  update: string;
  /** user ids of the signed-in editors since the previous store */
  editors: string[];
  /** share links through which visitors who were not signed in edited */
  guestLinkIds: string[];
  /** ISO time of the store */
  at: string;
}

/** The whole document as one update, so loading need not replay from the first edit. Changes nothing by itself. */
export interface DocumentSnapshottedData {
  /** base64 Yjs update holding the full state */
  state: string;
  /** the stream version (a document update) whose state this is */
  upToVersion: number;
}

/** A restore to an earlier version: a new update that, applied on top, brings the document back to that state. */
export interface DocumentRestoredData {
  toVersion: number;
  /** base64 Yjs update */
  update: string;
  at: string;
}

/** The event type names one kind of document uses for the shapes above. */
export interface DocumentEventTypes {
  updated: string;
  snapshotted: string;
  restored: string;
}

/** An event as the log hands it back: its stream version, type and data. */
export interface VersionedEvent {
  version: number;
  type: string;
  data: unknown;
  /** ISO time from the event metadata */
  at?: string;
  actorId?: string | null;
}
