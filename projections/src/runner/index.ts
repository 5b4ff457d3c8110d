export { defineProjection, handlesEvent, projectionNamesFor } from './projection';
export type { Projection, ProjectionContext } from './projection';
export { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
export { ProjectionWatcher, type ProjectionChange, type ProjectionWatcherOptions } from './projection-watcher';
export { readProjectionStatus, type ProjectionStatus } from './projection-status';
export type { RebuildProgress, WorkerState } from './projection-worker';
export { PROJECTIONS_CHANNEL } from './runner-schema';
export { ensureRunnerTables } from './runner-tables';
export {
  encodeNotification,
  decodeNotification,
  MAX_PAYLOAD_BYTES,
  type ProjectionNotification,
} from './notification-payload';
