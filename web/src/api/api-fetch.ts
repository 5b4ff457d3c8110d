import type { FieldErrors } from '@sideline/domain';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { newCommandKey, noteReadAfter, readAfterHeader } from './write-tracking';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How many times a request the server was too busy to take is asked again before the coach sees "busy". */
const BUSY_RETRIES = 3;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // As fetch does: rejects with the signal's reason (an AbortError unless abort() was given another).
    const abort = () => reject(signal?.reason as Error);
    if (signal?.aborted) return abort();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), abort()), { once: true });
  });
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** sent as JSON with `content-type: application/json` */
  json?: unknown;
}

/**
 * Calls our API: JSON in and out, same-origin cookies, and every non-2xx answer becomes an ApiError.
 * Aborts are rethrown as they are, so routers and queries can ignore them. A command (POST, PUT, PATCH, DELETE)
 * carries an Idempotency-Key, and when the connection fails it is sent once more with the same key: the server
 * applies it once either way. A 503 with Retry-After (the server was too busy to take it) is asked again a few times.
 * Every request carries what this tab wrote lately (see write-tracking.ts).
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('accept', 'application/json');
  let body: string | undefined;
  if (json !== undefined) {
    requestHeaders.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  const command = STATE_CHANGING.has((rest.method ?? 'GET').toUpperCase());
  if (command && !requestHeaders.has('idempotency-key')) requestHeaders.set('idempotency-key', newCommandKey());
  const readAfter = readAfterHeader();
  if (readAfter) requestHeaders.set('x-read-after', readAfter);

  let response: Response | undefined;
  for (let attempt = 1; !response; attempt++) {
    try {
      response = await fetch(path, { credentials: 'same-origin', ...rest, headers: requestHeaders, body });
      // Busy (the server's admission queue turned it away before doing anything): wait as told and ask again. Safe
      // for commands too: they carry the same Idempotency-Key, so the server applies each at most once.
      const busyFor = response.status === 503 ? parseRetryAfter(response.headers.get('retry-after')) : null;
      if (busyFor !== null && attempt <= BUSY_RETRIES) {
        await pause(Math.min(busyFor, 5) * 1000 * (0.5 + Math.random()), rest.signal ?? undefined);
        response = undefined;
      }
    } catch (error) {
      if (isAbortError(error)) throw error;
      if (command && attempt === 1) continue;
      throw new ApiError(
        NETWORK_ERROR_STATUS,
        'NETWORK.UNREACHABLE',
        'Could not reach Sideline. Check your connection and try again.',
      );
    }
  }

  noteReadAfter(response.headers.get('x-read-after'));
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || response.status === 205) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

export async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
  let parsed: unknown = undefined;
  try {
    const text = await response.text();
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML error page, say): fall back to the status below.
  }
  const error = readErrorBody(parsed);
  return new ApiError(
    response.status,
    error?.code ?? `HTTP.${response.status}`,
    error?.message ?? (response.statusText || `Request failed with status ${response.status}`),
    readFieldErrors(error?.details),
    retryAfter,
    error?.details,
  );
}

interface WireError {
  code?: string;
  message?: string;
  details?: Record<string, unknown>;
}

function readErrorBody(body: unknown): WireError | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, details } = body.error;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' && message !== '' ? message : undefined,
    details: isRecord(details) ? details : undefined,
  };
}

function readFieldErrors(details: Record<string, unknown> | undefined): FieldErrors {
  const fields = details?.fields;
  if (!isRecord(fields)) return {};
  const result: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const strings = list.filter((message): message is string => typeof message === 'string' && message !== '');
    if (strings.length > 0) result[name] = strings;
  }
  return result;
}

/** `retry-after` is either delta-seconds or an HTTP date; returns whole seconds, at least 1. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number.parseInt(trimmed, 10));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(1, Math.ceil((at - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
