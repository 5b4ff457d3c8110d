import type { Breadcrumb, ErrorEvent, Event, EventHint } from '@sentry/react';
import { FILTERED, scrubDeep, scrubText } from './sentry-scrub';

/** Known noise: harmless browser quirks, extensions and cancelled requests. */
export const NOISE_MESSAGES: RegExp[] = [
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i,
  /^Script error\.?$/i,
  /\bAbortError\b/,
  /\b(the operation|the user|signal|fetch|request) (was |is )?aborted\b/i,
  /^Non-Error promise rejection captured with value: (undefined|null)$/i,
];

export const EXTENSION_URL = /^(chrome|moz|safari|safari-web|ms-browser)-extension:\/\/|^webkit-masked-url:/i;

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/** An ApiError with status 404, a router 404 response, or a thrown Response with status 404. */
export function isNotFoundError(error: unknown): boolean {
  return statusOf(error) === 404;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '';
}

function stackOf(error: unknown): string {
  return error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
}

export function isNoiseError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  }
  const message = messageOf(error);
  if (message !== '' && NOISE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return stackOf(error)
    .split('\n')
    .some((line) => EXTENSION_URL.test(line.replace(/^\s*at\s+(.*\()?/, '')));
}

function eventIsNoise(event: Event): boolean {
  const values = event.exception?.values ?? [];
  for (const value of values) {
    const text = `${value.type ?? ''}: ${value.value ?? ''}`;
    if (NOISE_MESSAGES.some((pattern) => pattern.test(text) || pattern.test(value.value ?? ''))) return true;
    const frames = value.stacktrace?.frames ?? [];
    if (frames.some((frame) => EXTENSION_URL.test(frame.filename ?? ''))) return true;
  }
  return event.message !== undefined && NOISE_MESSAGES.some((pattern) => pattern.test(event.message ?? ''));
}

/** Removes tokens from every URL and secret-named field of any event (error, transaction, replay). */
export function scrubEvent<T extends Event>(event: T): T {
  if (event.request) {
    delete event.request.cookies;
    if (event.request.headers) {
      for (const name of Object.keys(event.request.headers)) {
        if (/^(cookie|authorization)$/i.test(name)) event.request.headers[name] = FILTERED;
      }
    }
  }
  if (event.user) {
    // sendDefaultPii is off; keep only the opaque id should anyone set more.
    event.user = event.user.id === undefined ? {} : { id: event.user.id };
  }
  return scrubDeep(event);
}

/** Sentry's `beforeSend`: 404s and noise are not reported; everything else is scrubbed. */
export function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  const original = hint.originalException;
  if (isNotFoundError(original)) return null;
  if (isNoiseError(original) || eventIsNoise(event)) return null;
  return scrubEvent(event);
}

export function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.message) breadcrumb.message = scrubText(breadcrumb.message);
  if (breadcrumb.data) breadcrumb.data = scrubDeep(breadcrumb.data);
  return breadcrumb;
}

/** Spans are streamed in v11 (`beforeSendTransaction` is ignored there): scrub names and attributes. */
export function beforeSendSpan<T extends { name: string; attributes?: object }>(span: T): T {
  span.name = scrubText(span.name);
  if (span.attributes) scrubDeep(span.attributes);
  return span;
}
