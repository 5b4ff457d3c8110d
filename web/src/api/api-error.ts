import type { FieldErrors } from '@sideline/domain';

/** Status 0 means the request never got an answer (offline, DNS, server down). */
export const NETWORK_ERROR_STATUS = 0;

/** A non-2xx answer from our API (or no answer at all), read from `{error: {code, message, details?}}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    /** seconds to wait, from the `retry-after` header (429, 503) */
    readonly retryAfter: number | null = null,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
