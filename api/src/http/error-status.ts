import type { ErrorKind } from '@sideline/domain';

/** The one map from error kind to HTTP status. */
export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  unprocessable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};
