import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { z } from 'zod';

/** What an endpoint says about itself for the OpenAPI document. Filled by decorators at class definition. */
export interface EndpointDoc {
  summary: string;
  description?: string;
  tags?: string[];
  /** who may call it: anyone, a signed-in user, or a site admin */
  access?: 'public' | 'signed-in' | 'admin';
  responses?: Record<number, string>;
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
}

/** Keyed by the controller class (a decorator knows it as its target's constructor). */
const docs = new Map<object, Map<string, EndpointDoc>>();

function entry(controller: object, method: string): EndpointDoc {
  let byMethod = docs.get(controller);
  if (!byMethod) docs.set(controller, (byMethod = new Map<string, EndpointDoc>()));
  let doc = byMethod.get(method);
  if (!doc) byMethod.set(method, (doc = { summary: method }));
  return doc;
}

export function documentInput(controller: object, method: string, where: 'body' | 'query', schema: z.ZodType) {
  entry(controller, method)[where] = schema;
}

/** Describe an endpoint for /api/docs. */
export const Endpoint =
  (doc: Omit<EndpointDoc, 'body' | 'query'>): MethodDecorator =>
  (target, key) => {
    Object.assign(entry(target.constructor, String(key)), doc);
  };

export function endpointDocsOf(controller: object): ReadonlyMap<string, EndpointDoc> {
  return docs.get(controller) ?? new Map();
}

const VERBS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

export interface DocumentedRoute {
  /** lower-case HTTP verb */
  verb: string;
  /** path segments, parameters as `:name` */
  segments: string[];
  doc: EndpointDoc;
}

/** Every documented endpoint of these controllers, from Nest's own route metadata and the @Endpoint docs. */
export function documentedRoutes(controllers: readonly Type[]): DocumentedRoute[] {
  return controllers.flatMap((controller) => {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    return [...endpointDocsOf(controller)].flatMap(([method, doc]) => {
      const handler = (controller.prototype as Record<string, unknown>)[method] as object;
      const verb = VERBS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (!verb) return [];
      const segments = [base, String(Reflect.getMetadata(PATH_METADATA, handler) ?? '')]
        .flatMap((part) => part.split('/'))
        .filter(Boolean);
      return [{ verb, segments, doc }];
    });
  });
}
