/**
 * The parts of the Sentry SDK we use, as named re-exports so the bundler can leave the rest out.
 * Imported dynamically by sentry.ts, and only when a DSN is configured.
 */
export {
  browserTracingIntegration,
  captureException,
  getClient,
  init,
  replayIntegration,
  withScope,
} from '@sentry/react';
export type { BrowserOptions } from '@sentry/react';
