import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';

/** One structured line per request (pino's `info` in production). */
export type RequestLogger = (entry: Record<string, unknown>, message: string) => void;

declare module 'fastify' {
  interface FastifyRequest {
    /** X-Request-Id from the proxy, or one made here; echoed in the response */
    requestId: string;
  }
}

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** The request id: the proxy's (nginx's $request_id) when it sent a sane one, else a new one. */
export function requestIdOf(request: FastifyRequest): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Logs each request once it is answered: ids (request, correlation, the commands it ran), who, the route's pattern,
 * status and duration. Never the URL's values, a header, a body or a cookie: a path may hold a share token, a body a
 * password.
 */
export function installRequestLog(fastify: FastifyInstance, log: RequestLogger) {
  fastify.addHook('onResponse', async (request, reply) => {
    const command = request.command as typeof request.command | null;
    log(
      {
        requestId: request.requestId,
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.actor?.userId ?? null,
        ...(command ? { correlationId: command.metadata.correlationId } : {}),
        ...(command && command.eventsAppended > 0 ? { commandId: command.metadata.commandId } : {}),
      },
      'request',
    );
  });
}
