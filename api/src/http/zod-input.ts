import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { validationError, type FieldErrors } from '@sideline/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { documentInput } from '../openapi/endpoint-registry';

/**
 * Zod issues as per-field messages: `{ "email": ["Enter a valid email address…"] }`; form-level issues go under
 * "_form".
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'body' | 'query' = 'body',
): z.output<S> {
  const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error);
  const count = Object.keys(fields).length;
  throw validationError(
    where === 'body' ? 'REQUEST.INVALID_BODY' : 'REQUEST.INVALID_QUERY',
    count === 1 ? 'One field needs attention.' : `${count} fields need attention.`,
    fields,
  );
}

// The schema travels wrapped under its own key: Nest takes an argument with a `transform` method (as zod schemas have)
// for a pipe, and an object with only a `schema` key for its own Standard Schema options.
type Wrapped = { zodSchema: z.ZodType };
const bodyDecorator = createParamDecorator(({ zodSchema }: Wrapped, ctx: ExecutionContext) =>
  parseInput(zodSchema, ctx.switchToHttp().getRequest<FastifyRequest>().body, 'body'),
);
const queryDecorator = createParamDecorator(({ zodSchema }: Wrapped, ctx: ExecutionContext) =>
  parseInput(zodSchema, ctx.switchToHttp().getRequest<FastifyRequest>().query, 'query'),
);

/**
 * The request body, parsed by the shared zod schema (400 with per-field details otherwise), and documented in OpenAPI.
 */
export const ZodBody =
  (schema: z.ZodType): ParameterDecorator =>
  (target, key, index) => {
    documentInput(target.constructor, String(key), 'body', schema);
    bodyDecorator({ zodSchema: schema })(target, key, index);
  };

export const ZodQuery =
  (schema: z.ZodType): ParameterDecorator =>
  (target, key, index) => {
    documentInput(target.constructor, String(key), 'query', schema);
    queryDecorator({ zodSchema: schema })(target, key, index);
  };
