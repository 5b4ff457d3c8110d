/**
 * The one place Sentry is set up, and the global client error handler.
 * Off unless the server's boot block carries a DSN; release and environment come from there too.
 * The SDK (with session replay, ~100 kB gzipped) is imported only when a DSN is configured, after the first page is
 * painted; errors reported before that are queued and sent once it is ready.
 */
import type * as SentryModule from './sentry-sdk';
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

type Sentry = typeof SentryModule;
type QueuedError = { error: unknown; source: ErrorSource };

const MAX_QUEUED = 50;
let sentry: Sentry | null = null;
let state: 'off' | 'loading' | 'on' = 'off';
let queue: QueuedError[] = [];

export function isSentryEnabled(): boolean {
  return state === 'on';
}

/**
 * Starts error reporting when the boot block has a DSN. `after` delays loading the SDK (the app passes "the first page
 * is painted", so the SDK costs the first view nothing); errors reported meanwhile are queued and sent once it is
 * ready.
 */
export async function initSentry(
  config: SentryBootConfig | null | undefined,
  after?: Promise<unknown>,
): Promise<boolean> {
  if (!config?.dsn || state !== 'off') return state === 'on';
  state = 'loading';
  try {
    await after;
    const Sentry = await import('./sentry-sdk');
    Sentry.init(sentryOptions(Sentry, config, config.dsn));
    // Replay and transaction events skip beforeSend; this hook sees every event after processing.
    Sentry.getClient()?.on('postprocessEvent', (event) => {
      scrubEvent(event);
    });
    sentry = Sentry;
    state = 'on';
  } catch (error) {
    state = 'off';
    console.warn('Sideline: error reporting could not start.', error);
  }
  const waiting = queue;
  queue = [];
  if (sentry) for (const { error, source } of waiting) sendToSentry(sentry, error, source);
  return state === 'on';
}

function sentryOptions(Sentry: Sentry, config: SentryBootConfig, dsn: string): SentryModule.BrowserOptions {
  return {
    dsn,
    environment: config.environment,
    release: config.release,
    // v11 replaced `sendDefaultPii: false` with `dataCollection`: no user info (so no IP inference),
    // no cookies, headers or bodies; query strings are kept but scrubbed (see sentry-scrub.ts).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: true },
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
  };
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

export type ErrorSource = 'window.error' | 'unhandledrejection' | 'route' | 'react' | 'query' | 'mutation' | 'manual';

/**
 * The global client error handler: every error is written to the console and sent to Sentry,
 * except 404s (logged, not sent) and known noise such as aborted requests (debug log only). The answers a page is
 * built to show (401, 403, 404) are logged as information rather than errors.
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
  logToConsole(error);
  if (isNotFoundError(error)) return;
  if (state === 'on' && sentry) sendToSentry(sentry, error, source);
  else if (state === 'loading' && queue.length < MAX_QUEUED) queue.push({ error, source });
}

/** Answers a page is built to show (sign in, no access, not found): logged as information, not as errors. */
const EXPECTED_REFUSALS = new Set([401, 403, 404]);

function logToConsole(error: unknown): void {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  const log = typeof status === 'number' && EXPECTED_REFUSALS.has(status) ? console.info : console.error;
  // Router error responses are plain objects: say what they are rather than print a class name.
  if (typeof error === 'object' && error !== null && !(error instanceof Error) && 'status' in error) {
    const statusText = 'statusText' in error ? String(error.statusText) : '';
    log(`[sideline] route error ${String(error.status)} ${statusText}`.trim(), error);
    return;
  }
  log(error);
}

function sendToSentry(Sentry: Sentry, error: unknown, source: ErrorSource): void {
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
