import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { z } from 'zod';
import { API_CONTROLLERS } from '../create-api-app';
import { endpointDocsOf } from '../openapi/endpoint-registry';

const VERBS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  /** static segments: `drafts` must win over `:id` */
  specificity: number;
  contract: z.ZodType | undefined;
}

let routes: Route[] | undefined;

/** Every documented endpoint with a response contract, from the controllers' own decorators. */
function contractRoutes(): Route[] {
  routes ??= API_CONTROLLERS.flatMap((controller) => {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    return [...endpointDocsOf(controller)].flatMap(([name, doc]) => {
      const handler = (controller.prototype as Record<string, unknown>)[name] as object;
      const method = VERBS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (!method) return [];
      const segments = [base, String(Reflect.getMetadata(PATH_METADATA, handler) ?? '')].flatMap((p) => p.split('/')).filter(Boolean);
      const pattern = new RegExp(`^/${segments.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
      return [{ method, path: `/${segments.join('/')}`, pattern, specificity: segments.filter((s) => !s.startsWith(':')).length, contract: doc.response }];
    });
  }).sort((a, b) => b.specificity - a.specificity);
  return routes;
}

/**
 * Parses a successful answer against its endpoint's response contract, so a response that drifts from what the web
 * app and the OpenAPI document are told fails the test that made it. Throws with the route and zod's complaint.
 */
export function checkResponseContract(method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || status === 204) return;
  const path = url.split('?')[0]!;
  const route = contractRoutes().find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
  if (!route?.contract) return;
  const result = route.contract.safeParse(body);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    throw new Error(`${method} ${path} answered ${status} outside its contract (${route.path}): ${problems}`);
  }
}
