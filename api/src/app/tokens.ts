/**
 * Injection tokens of what the composition root (server/) builds once and hands to the API: services are injected by
 * these (or by their class), never built by a controller. `@Inject(...)` is always explicit: the app also runs
 * under esbuild (tsx), which emits no decorator metadata.
 */
export const DATABASE = Symbol('Database');
export const EVENT_STORE = Symbol('EventStore');
export const PROJECTION_WATCHER = Symbol('ProjectionWatcher');
export const API_SETTINGS = Symbol('ApiSettings');
export const ERROR_REPORTER = Symbol('ErrorReporter');
/** the projection runner of this process (ROLE=all), or null: status is then read from the tables */
export const PROJECTION_RUNNER = Symbol('ProjectionRunner');
/** live numbers of the collab server when it runs in this process; absent otherwise */
export const COLLAB_METRICS = Symbol('CollabMetrics');
/** the composition root's StartupReadiness (is the seed written, have the read models caught up), or null: started */
export const STARTUP_READINESS = Symbol('StartupReadiness');
