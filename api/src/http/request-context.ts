import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor, EventMetadata } from '@sideline/domain';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, resolved from the session cookie before routing; null for visitors */
    actor: Actor;
    /** id of the session row (hash of the cookie token); null for visitors */
    sessionId: string | null;
  }
}

/** The actor making this request (null for a visitor). */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor =>
  ctx.switchToHttp().getRequest<FastifyRequest>().actor ?? null,
);

/** Metadata stored beside every event a request appends. */
export function eventMetadataFor(request: FastifyRequest, at = new Date()): EventMetadata {
  const commandId = randomUUID();
  const correlation = request.headers['x-correlation-id'];
  return {
    actorId: request.actor?.userId ?? null,
    commandId,
    correlationId: typeof correlation === 'string' && /^[\w-]{1,100}$/.test(correlation) ? correlation : commandId,
    causationId: null,
    at: at.toISOString(),
  };
}

export const CommandMetadata = createParamDecorator((_: unknown, ctx: ExecutionContext): EventMetadata =>
  eventMetadataFor(ctx.switchToHttp().getRequest<FastifyRequest>()),
);
