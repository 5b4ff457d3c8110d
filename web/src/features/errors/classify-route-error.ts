import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../../api/api-error';

export type ErrorPageKind = 'not-found' | 'forbidden' | 'unauthenticated' | 'offline' | 'server';

export interface ClassifiedError {
  kind: ErrorPageKind;
  status: number;
  code: string | null;
  message: string;
}

/** Decides which error page a route error gets: router responses and API errors by status, the rest is a 500. */
export function classifyRouteError(error: unknown): ClassifiedError {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return { kind: kindForStatus(error.status), status: error.status, code: null, message };
  }
  if (isApiError(error)) {
    const kind = error.isNetworkError ? 'offline' : kindForStatus(error.status);
    return { kind, status: error.status, code: error.code, message: error.message };
  }
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { kind: 'server', status: 500, code: null, message };
}

function kindForStatus(status: number): ErrorPageKind {
  if (status === 404) return 'not-found';
  if (status === 403) return 'forbidden';
  if (status === 401) return 'unauthenticated';
  return 'server';
}
