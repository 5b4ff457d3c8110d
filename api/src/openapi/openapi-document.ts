import type { Type } from '@nestjs/common';
import { z } from 'zod';
import { documentedRoutes } from './endpoint-registry';

const errorBody = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', example: 'REQUEST.INVALID_BODY' },
        message: { type: 'string' },
        details: { type: 'object', description: 'For validation errors: { fields: { name: [messages] } }' },
      },
    },
  },
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const openApiPath = (segments: readonly string[]) =>
  '/' + segments.map((p) => (p.startsWith(':') ? `{${p.slice(1)}}` : p)).join('/');

/** Builds the OpenAPI 3.1 document from the controllers' routes and their zod schemas. */
export function buildOpenApiDocument(controllers: readonly Type[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { verb, segments, doc } of documentedRoutes(controllers)) {
    const path = openApiPath(segments);
    const parameters = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (doc.query) {
      const query = jsonSchema(doc.query) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {}))
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema } as never);
    }
    const responses: Record<string, unknown> = {};
    for (const [status, description] of Object.entries(doc.responses ?? { 200: 'OK' })) {
      const ok = Number(status) < 300;
      responses[status] = ok
        ? {
            description,
            ...(doc.response && Number(status) !== 204
              ? { content: { 'application/json': { schema: jsonSchema(doc.response) } } }
              : {}),
          }
        : { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    }
    if (doc.body)
      responses['400'] ??= {
        description: 'Invalid input: details.fields names each field',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    (paths[path] ??= {})[verb] = {
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: doc.tags ?? [segments[0] === 'api' && segments[1] ? segments[1] : 'app'],
      ...(doc.access && doc.access !== 'public' ? { security: [{ session: [] }], 'x-access': doc.access } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(doc.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(doc.body) } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description: 'Sideline command and query API. Errors always have the shape {error: {code, message, details?}}.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sideline_session' } },
      schemas: { Error: errorBody },
    },
    paths,
  };
}
