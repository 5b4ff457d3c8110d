import { DomainError, isAllowedOrigin } from '@sideline/domain';
import type { FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for cookie sessions. Browsers send Origin on every state-changing request:
 * it must be this site (same host) or an allowed origin. Non-browser clients send no Origin and are let through —
 * they carry no ambient cookies to abuse. Bodies must be JSON, which a cross-site form cannot send without a preflight.
 */
export function checkStateChangingRequest(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  if (
    origin !== undefined &&
    !isAllowedOrigin(origin, { host: request.headers.host, secure: request.protocol === 'https' }, allowedOrigins)
  ) {
    throw new DomainError(
      'forbidden',
      'REQUEST.FOREIGN_ORIGIN',
      'This request came from another site and was refused.',
    );
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin === undefined && fetchSite === 'cross-site') {
    throw new DomainError(
      'forbidden',
      'REQUEST.FOREIGN_ORIGIN',
      'This request came from another site and was refused.',
    );
  }
  const hasBody =
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  const type = request.headers['content-type'] ?? '';
  if (hasBody && !/^application\/json\b/i.test(type) && !request.url.startsWith('/api/uploads')) {
    throw new DomainError(
      'validation',
      'REQUEST.UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as JSON (content-type: application/json).',
    );
  }
}
