export * from './collab-server';
export * from './sideline-collab';
export { hmacSigner } from './auth/collab-token-signer';
export { CollabAccessDenied, type CollabContext } from './auth/collab-context';
export {
  DEFAULT_CONNECTION_LIMITS,
  RATE_LIMITED_CLOSE_CODE,
  type ConnectionLimitOptions,
} from './limits/connection-limits';
export {
  DEFAULT_DOCUMENT_LIMITS,
  DOCUMENT_FULL_CLOSE_CODE,
  REFUSED_MESSAGE_TYPE,
  SERVER_BUSY_CLOSE_CODE,
  type DocumentLimitOptions,
  type LimitRefusalReason,
} from './limits/document-limits';
export {
  DEFAULT_PERSISTENCE_OPTIONS,
  STORED_MESSAGE_TYPE,
  EventLogPersistence,
  type EventLogPersistenceOptions,
} from './persistence/event-log-persistence';
export { ACCESS_CHANGED_CLOSE_CODE } from './persistence/document-log-follower';
export { ACCESS_ENDED_CLOSE_CODE, TOKEN_EXPIRED_CLOSE_CODE } from './auth/close-codes';
export { sessionTable, type SessionLookup } from './auth/session-lookup';
