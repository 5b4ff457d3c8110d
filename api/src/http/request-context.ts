import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '@sideline/domain';
import type { FastifyRequest } from 'fastify';
import { CommandContext, requestFingerprint } from '../commands/command-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, resolved from the session cookie before routing; null for visitors */
    actor: Actor;
    /** id of the session row (hash of the cookie token); null for visitors */
    sessionId: string | null;
    /** who, when and under which ids this request's commands run; what they wrote (made before the handler runs) */
    command: CommandContext;
  }
}

/** The actor making this request (null for a visitor). */
export const CurrentActor = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Actor => ctx.switchToHttp().getRequest<FastifyRequest>().actor ?? null,
);

/** Who is asking: the actor and the id of their session (both null for a visitor). */
export interface Requester {
  actor: Actor;
  sessionId: string | null;
}

/** The actor and the session behind this request (collab tokens name the session they were issued to). */
export const CurrentRequester = createParamDecorator((_: unknown, ctx: ExecutionContext): Requester => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  return { actor: request.actor ?? null, sessionId: request.actor ? (request.sessionId ?? null) : null };
});

/** The request's command context: the actor, event metadata, idempotent ids. */
export const Command = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): CommandContext => ctx.switchToHttp().getRequest<FastifyRequest>().command,
);

/** Built in a preHandler hook (after the body is parsed): the Idempotency-Key and the request's fingerprint. */
export function commandContextFor(request: FastifyRequest): CommandContext {
  const key = request.headers['idempotency-key'];
  // The client's correlation id, else the proxy's request id (nginx sends X-Request-Id): one id ties the request's log
  // line to the events it wrote.
  const correlation = request.headers['x-correlation-id'] ?? request.headers['x-request-id'];
  return new CommandContext(request.actor ?? null, {
    idempotencyKey: typeof key === 'string' ? key : null,
    fingerprint: requestFingerprint(request.method, request.url, request.body),
    correlationId: typeof correlation === 'string' ? correlation : null,
  });
}
