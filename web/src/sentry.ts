/**
 * The one place Sentry is set up, and the global client error handler.
 * Off unless the server's boot block carries a DSN; release and environment come from there too.
 */
import * as Sentry from '@sentry/react';
import { isApiError } from './api/api-error';
import type { SentryBootConfig } from './boot-data';
import {
  beforeBreadcrumb,
  beforeSend,
  beforeSendSpan,
  EXTENSION_URL,
  isNoiseError,
  isNotFoundError,
  NOISE_MESSAGES,
  scrubEvent,
} from './sentry-filters';
import { scrubDeep } from './sentry-scrub';

let sentryEnabled = false;

export function isSentryEnabled(): boolean {
  return sentryEnabled;
}

export function initSentry(config: SentryBootConfig | null | undefined): boolean {
  if (!config?.dsn) return false;
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    sendDefaultPii: false,
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
    integrations: (defaults) => [
      // window 'error' and 'unhandledrejection' go through reportError (installGlobalErrorHandlers),
      // so the 404 rule and the console logging apply to them as to everything else.
      ...defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        beforeAddRecordingEvent: (event) => scrubDeep(event),
      }),
    ],
    ignoreErrors: NOISE_MESSAGES,
    denyUrls: [EXTENSION_URL],
    beforeSend,
    beforeBreadcrumb,
    beforeSendSpan,
  });
  // Replay and transaction events skip beforeSend; this hook sees every event after processing.
  Sentry.getClient()?.on('postprocessEvent', (event) => {
    scrubEvent(event);
  });
  sentryEnabled = true;
  return true;
}

const reported = new WeakSet<object>();

/** Router error responses are plain objects; give Sentry a real Error with a readable title. */
function toReportable(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  if ('status' in error && typeof error.status === 'number') {
    const statusText = 'statusText' in error && typeof error.statusText === 'string' ? error.statusText : '';
    const reportable = new Error(`Route error ${error.status}${statusText ? ` ${statusText}` : ''}`);
    reportable.name = 'RouteErrorResponse';
    return reportable;
  }
  return error;
}

export type ErrorSource =
  | 'window.error'
  | 'unhandledrejection'
  | 'route'
  | 'react'
  | 'query'
  | 'mutation'
  | 'manual';

/**
 * The global client error handler: every error is written to the console and sent to Sentry,
 * except 404s (logged, not sent) and known noise such as aborted requests (debug log only).
 * The same error object is handled once, however many places see it.
 */
export function reportError(error: unknown, source: ErrorSource = 'manual'): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (isNoiseError(error)) {
    console.debug('[sideline] ignored noise', error);
    return;
  }
  console.error(error);
  if (isNotFoundError(error) || !sentryEnabled) return;
  const handled = source !== 'window.error' && source !== 'unhandledrejection' && source !== 'react';
  Sentry.withScope((scope) => {
    scope.setTag('error.source', source);
    if (isApiError(error)) {
      scope.setTag('api.status', String(error.status));
      scope.setTag('api.code', error.code);
    }
    Sentry.captureException(toReportable(error), { mechanism: { type: `sideline.${source}`, handled } });
  });
}

/** Wires window 'error' and 'unhandledrejection' to reportError; returns a function that unwires them. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // Resource load failures do not bubble to window; a missing error means a cross-origin "Script error.".
    if (event.error === undefined || event.error === null) {
      if (event.message) reportError(new Error(event.message), 'window.error');
      return;
    }
    reportError(event.error, 'window.error');
  };
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason, 'unhandledrejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** For tests: pretend Sentry was (or was not) initialised. */
export function setSentryEnabledForTests(enabled: boolean): void {
  sentryEnabled = enabled;
}
