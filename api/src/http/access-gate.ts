import type { Type } from '@nestjs/common';
import { unauthenticated } from '@sideline/domain';
import type { FastifyRequest } from 'fastify';
import { documentedRoutes } from '../openapi/endpoint-registry';

/** "POST /api/drills/:id" for every endpoint whose @Endpoint declares it for signed-in users or admins. */
export function routesNeedingSignIn(controllers: readonly Type[]): Set<string> {
  return new Set(
    documentedRoutes(controllers)
      .filter((route) => route.doc.access === 'signed-in' || route.doc.access === 'admin')
      .map((route) => `${route.verb.toUpperCase()} /${route.segments.join('/')}`),
  );
}

/**
 * Authenticate, then validate: a visitor calling an endpoint documented as signed-in (or admin) is answered 401
 * as soon as the request arrives, before its body is read or checked. Runs after the session cookie was resolved.
 */
export function checkSignedIn(request: FastifyRequest, needSignIn: ReadonlySet<string>): void {
  if (request.actor) return;
  const route = request.routeOptions.url;
  if (route && needSignIn.has(`${request.method} ${route}`)) throw unauthenticated();
}
