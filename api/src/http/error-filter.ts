import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import { isDomainError, type ErrorBody } from '@sideline/domain';
import { EventStoreError } from '@sideline/eventstore';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_BY_KIND } from './error-status';

export type ErrorReporter = (error: unknown, context: { method: string; url: string; userId?: string }) => void;

const HTTP_CODES: Record<number, [code: string, message: string]> = {
  400: ['REQUEST.BAD', 'The request could not be understood.'],
  401: ['AUTH.REQUIRED', 'Please sign in to continue.'],
  403: ['POLICY.FORBIDDEN', 'You do not have permission to do that.'],
  404: ['ROUTE.NOT_FOUND', 'There is nothing at this address.'],
  405: ['ROUTE.METHOD_NOT_ALLOWED', 'This address does not accept that method.'],
  413: ['REQUEST.TOO_LARGE', 'The request is too large.'],
  415: ['REQUEST.UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (content-type: application/json).'],
  429: ['RATE.LIMITED', 'Too many requests: wait a moment and try again.'],
};

/**
 * Turns anything thrown into the one error shape. Expected errors keep their code; the unexpected become a 500 and are
 * reported.
 */
export function toErrorResponse(error: unknown): {
  status: number;
  body: ErrorBody;
  retryAfter?: number;
  unexpected: boolean;
} {
  if (isDomainError(error)) {
    const retryAfter =
      typeof error.details?.retryAfterSeconds === 'number' ? error.details.retryAfterSeconds : undefined;
    const body: ErrorBody = {
      error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
    };
    return { status: STATUS_BY_KIND[error.kind], body, ...(retryAfter ? { retryAfter } : {}), unexpected: false };
  }
  if (error instanceof EventStoreError) {
    // A version clash or a reused event id the command path did not resolve itself: the state moved on under us.
    return {
      status: 409,
      body: {
        error: {
          code: error.code,
          message: 'Someone else changed this at the same moment. Reload and try again.',
          details: error.details,
        },
      },
      unexpected: false,
    };
  }
  const status = error instanceof HttpException ? error.getStatus() : httpStatusOfFrameworkError(error);
  if (status && status < 500) {
    // Nest wraps Fastify's body-parser errors in an HttpException; the Fastify code is on the cause.
    const fastifyCode = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    const [code, message] =
      fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? ['REQUEST.MALFORMED_JSON', 'The request body is not valid JSON.']
        : fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? ['REQUEST.EMPTY_BODY', 'The request body is empty: send a JSON object.']
          : (HTTP_CODES[status] ?? [`HTTP.${status}`, 'The request could not be handled.']);
    return { status, body: { error: { code, message } }, unexpected: false };
  }
  return {
    status: 500,
    body: {
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. It has been reported; please try again.' },
    },
    unexpected: true,
  };
}

function httpStatusOfFrameworkError(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly report: ErrorReporter) {}

  catch(error: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body, retryAfter, unexpected } = toErrorResponse(error);
    if (unexpected)
      this.report(error, {
        method: request.method,
        url: request.url,
        ...(request.actor ? { userId: request.actor.userId } : {}),
      });
    if (retryAfter) void reply.header('retry-after', String(retryAfter));
    void reply
      .status(status)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  }
}
