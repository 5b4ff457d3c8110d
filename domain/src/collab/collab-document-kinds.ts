import {
  BOARD_DOCUMENT_EVENT_TYPES,
  BOARD_STREAM_TYPE,
  boardStreamId,
  type ShareLinkMode,
} from '../board/board.events';
import type { ContentAccess } from '../content/content.schemas';
import {
  FORMATION_ACCESS_EVENT_TYPES,
  FORMATION_DOCUMENT_EVENT_TYPES,
  FORMATION_STREAM_TYPE,
  formationStreamId,
} from '../formation/formation.events';
import { can, type Actor } from '../policy/policy';
import type { DocumentEventTypes } from './document-events';

/** What a collab connection may do: `read` sees the document and shares presence; `write` also changes it. */
export type CollabMode = 'read' | 'write';

/** A co-edited document stored as events in its entity's stream (`board:<id>` in `board-<id>`). */
export interface PersistedDocumentKind {
  name: string;
  presenceOnly: false;
  streamType: string;
  streamId(id: string): string;
  /** the key that names the entity in the events' data (`boardId`) */
  idField: string;
  events: DocumentEventTypes;
  /** events after which open connections must re-authenticate (deleted, visibility, a link revoked: `data.linkId`) */
  accessChangedBy: readonly string[];
}

/** A room for presence only (who is here, what they point at): awareness passes, nothing is stored. */
export interface PresenceRoomKind {
  name: string;
  presenceOnly: true;
}

export type CollabDocumentKind = PersistedDocumentKind | PresenceRoomKind;

/**
 * Every kind of collab document by the prefix of its name. A persisted kind also needs an access lookup in the API
 * (`api/src/collab/collab-tokens.ts`) and the collab server (`collab/src/documents/document-services.ts`).
 */
export const COLLAB_DOCUMENT_KINDS = {
  board: {
    name: 'board',
    presenceOnly: false,
    streamType: BOARD_STREAM_TYPE,
    streamId: boardStreamId,
    idField: 'boardId',
    events: BOARD_DOCUMENT_EVENT_TYPES,
    accessChangedBy: ['BoardDeleted', 'BoardVisibilityChanged', 'BoardShareLinkRevoked'],
  },
  formation: {
    name: 'formation',
    presenceOnly: false,
    streamType: FORMATION_STREAM_TYPE,
    streamId: formationStreamId,
    idField: 'formationId',
    events: FORMATION_DOCUMENT_EVENT_TYPES,
    accessChangedBy: FORMATION_ACCESS_EVENT_TYPES,
  },
  plan: { name: 'plan', presenceOnly: true },
} as const satisfies Record<string, CollabDocumentKind>;

export type CollabDocumentKindName = keyof typeof COLLAB_DOCUMENT_KINDS;

export interface CollabDocumentRef {
  /** the full document name, `board:<uuid>` */
  name: string;
  kind: CollabDocumentKind;
  kindName: CollabDocumentKindName;
  id: string;
}

const DOCUMENT_NAME = /^([a-z]+):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** `board:<uuid>` → its kind and id; null for anything else (unknown kinds, ids that are not lower-case UUIDs). */
export function parseDocumentName(name: string): CollabDocumentRef | null {
  const match = DOCUMENT_NAME.exec(name);
  if (!match) return null;
  const kindName = match[1] as string;
  if (!Object.hasOwn(COLLAB_DOCUMENT_KINDS, kindName)) return null;
  const key = kindName as CollabDocumentKindName;
  return { name, kind: COLLAB_DOCUMENT_KINDS[key], kindName: key, id: match[2] as string };
}

export const documentNameOf = (kind: CollabDocumentKindName, id: string) => `${kind}:${id}`;

/**
 * The access check, asked of the one policy: edit rights give `write`, read rights `read`, neither null.
 * Presence rooms are always `read`: their clients share awareness, never a document.
 */
export function collabModeFor(
  actor: Actor,
  kind: CollabDocumentKind,
  content: ContentAccess,
  shareLink?: ShareLinkMode,
): CollabMode | null {
  const via = shareLink ? { shareLink } : {};
  if (!can(actor, { action: 'content.read', content, ...via })) return null;
  if (kind.presenceOnly) return 'read';
  return can(actor, { action: 'content.edit', content, ...via }) ? 'write' : 'read';
}
