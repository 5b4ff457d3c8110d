/** What other features use from collab; they import it from here, never from its files. */
export { tokenForDocument, tokenForShareLink, type CollabTokenSource } from './collab-token';
export { ConnectionBadge } from './connection-badge';
export { DocumentFullNotice } from './document-full-notice';
export { PresenceBar } from './presence-bar';
export { base64ToBytes } from './stored-state';
export { useCollabDocument, type CollabDocument, type DeniedReason } from './use-collab-document';
export { usePresence, type Participant } from './use-presence';
