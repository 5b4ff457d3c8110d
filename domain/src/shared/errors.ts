/**
 * Every error a user can meet has a stable code (`AREA.WHAT`) and a kind.
 * The kind alone decides the HTTP status, in one place (api/src/http/error-filter.ts).
 */
export type ErrorKind =
  | 'validation' // 400: input does not match the schema; details per field
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409: the state does not allow it (already exists, already deleted, version clash)
  | 'precondition_failed' // 412: If-Match did not match
  | 'unprocessable' // 422: well-formed, but cannot be done as asked (an Idempotency-Key reused for another request)
  | 'payload_too_large' // 413
  | 'rate_limited' // 429
  | 'unavailable'; // 503

export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (code: string, message: string, fields: FieldErrors) =>
  new DomainError('validation', code, message, { fields });
export const notFound = (code: string, message: string) => new DomainError('not_found', code, message);
export const forbidden = (code: string, message: string) => new DomainError('forbidden', code, message);
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new DomainError('unauthenticated', 'AUTH.REQUIRED', message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError('conflict', code, message, details);

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** The one wire shape of an error, used by the API and read by the web app. */
export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}
