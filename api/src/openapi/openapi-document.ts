import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { z } from 'zod';
import { endpointDocsOf } from './endpoint-registry';

const VERBS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

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

const joinPath = (...parts: string[]) =>
  '/' + parts.flatMap((part) => part.split('/')).filter(Boolean).map((p) => (p.startsWith(':') ? `{${p.slice(1)}}` : p)).join('/');

/** Builds the OpenAPI 3.1 document from the controllers' routes and their zod schemas. */
export function buildOpenApiDocument(controllers: Function[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const controller of controllers) {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const [method, doc] of endpointDocsOf(controller)) {
      const handler = (controller.prototype as Record<string, unknown>)[method] as object;
      const verb = VERBS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (!verb) continue;
      const path = joinPath(base, String(Reflect.getMetadata(PATH_METADATA, handler) ?? ''));
      const parameters = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
      if (doc.query) {
        const query = jsonSchema(doc.query) as { properties?: Record<string, unknown>; required?: string[] };
        for (const [name, schema] of Object.entries(query.properties ?? {}))
          parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema } as never);
      }
      const responses: Record<string, unknown> = {};
      for (const [status, description] of Object.entries(doc.responses ?? { 200: 'OK' })) {
        const ok = Number(status) < 300;
        responses[status] = ok
          ? { description, ...(doc.response && Number(status) !== 204 ? { content: { 'application/json': { schema: jsonSchema(doc.response) } } } : {}) }
          : { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
      }
      if (doc.body) responses['400'] ??= { description: 'Invalid input: details.fields names each field', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
      (paths[path] ??= {})[verb] = {
        summary: doc.summary,
        ...(doc.description ? { description: doc.description } : {}),
        tags: doc.tags ?? [base.replace(/^api\//, '').split('/')[0] || 'app'],
        ...(doc.access && doc.access !== 'public' ? { security: [{ session: [] }], 'x-access': doc.access } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(doc.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(doc.body) } } } } : {}),
        responses,
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'Sideline command and query API. Errors always have the shape {error: {code, message, details?}}.' },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sideline_session' } },
      schemas: { Error: errorBody },
    },
    paths,
  };
}
