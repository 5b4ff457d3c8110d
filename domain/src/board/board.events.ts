import type { Visibility } from '../content/content.schemas';
import type {
  DocumentEventTypes,
  DocumentRestoredData,
  DocumentSnapshottedData,
  DocumentUpdatedData,
} from '../collab/document-events';
import type { DomainEvent } from '../shared/events';
import type { SportId } from '../sports';

export const SHARE_LINK_MODES = ['view', 'edit'] as const;
export type ShareLinkMode = (typeof SHARE_LINK_MODES)[number];

export type BoardCreated = DomainEvent<
  'BoardCreated',
  {
    boardId: string;
    ownerId: string;
    name: string;
    sport: SportId;
    courtTemplateId: string;
    /** the team it belongs to (team visibility) or is shared with (private) */
    teamId: string | null;
    visibility: Visibility;
  }
>;
export type BoardRenamed = DomainEvent<'BoardRenamed', { boardId: string; from: string; to: string }>;
export type BoardVisibilityChanged = DomainEvent<
  'BoardVisibilityChanged',
  { boardId: string; from: Visibility; to: Visibility }
>;
/** The link's secret token is never in the event: it lives in the `board_share_links` table. */
export type BoardShareLinkCreated = DomainEvent<
  'BoardShareLinkCreated',
  { boardId: string; linkId: string; mode: ShareLinkMode; createdBy: string }
>;
export type BoardShareLinkRevoked = DomainEvent<
  'BoardShareLinkRevoked',
  { boardId: string; linkId: string; revokedBy: string }
>;
export type BoardDeleted = DomainEvent<'BoardDeleted', { boardId: string }>;
/** A deleted board brought back (not to be confused with BoardRestored, which restores the drawing to a version). */
export type BoardUndeleted = DomainEvent<'BoardUndeleted', { boardId: string }>;
export type BoardDocumentUpdated = DomainEvent<'BoardDocumentUpdated', DocumentUpdatedData & { boardId: string }>;
export type BoardDocumentSnapshotted = DomainEvent<
  'BoardDocumentSnapshotted',
  DocumentSnapshottedData & { boardId: string }
>;
export type BoardRestored = DomainEvent<'BoardRestored', DocumentRestoredData & { boardId: string }>;

export type BoardEvent =
  | BoardCreated
  | BoardRenamed
  | BoardVisibilityChanged
  | BoardShareLinkCreated
  | BoardShareLinkRevoked
  | BoardDeleted
  | BoardUndeleted
  | BoardDocumentUpdated
  | BoardDocumentSnapshotted
  | BoardRestored;

export const BOARD_EVENT_TYPES = [
  'BoardCreated',
  'BoardRenamed',
  'BoardVisibilityChanged',
  'BoardShareLinkCreated',
  'BoardShareLinkRevoked',
  'BoardDeleted',
  'BoardUndeleted',
  'BoardDocumentUpdated',
  'BoardDocumentSnapshotted',
  'BoardRestored',
] as const satisfies readonly BoardEvent['type'][];

export const BOARD_DOCUMENT_EVENT_TYPES = {
  updated: 'BoardDocumentUpdated',
  snapshotted: 'BoardDocumentSnapshotted',
  restored: 'BoardRestored',
} as const satisfies DocumentEventTypes;

export const BOARD_STREAM_TYPE = 'board';
export const boardStreamId = (boardId: string) => `board-${boardId}`;
